import { describe, expect, it } from 'vitest';
import { CITIES } from '../../src/server/seed/cities-data.js';
import { generateDemoData } from '../../src/server/seed/demo-generator.js';
import { SERVICES } from '../../src/server/seed/services-data.js';
import { weeklyScheduleSchema } from '#shared/hours/schedule-schema.js';
import { openStatus } from '#shared/hours/status.js';
import { weekRanges } from '#shared/hours/week.js';

const cities = CITIES.map((city, index) => ({ ...city, id: index + 1 }));
const services = SERVICES.map((service, index) => ({ ...service, id: index + 1 }));
const data = generateDemoData(cities, services);
// The primary service of each business is the first service row written for it.
const primary = new Map<number, string>();
for (const row of data.businessServices) if (!primary.has(row.businessId)) primary.set(row.businessId, services[row.serviceId - 1]!.slug);
const bySlug = (slug: string) => data.businesses.filter((b) => primary.get(b.id) === slug);
const emergencyId = services.find((service) => service.slug === 'emergency-vet')!.id;
const takesEmergencies = new Set(data.businessServices.filter((row) => row.serviceId === emergencyId).map((row) => row.businessId));
const MONDAY_NOON_CHICAGO = Date.parse('2026-11-23T18:00:00Z');
const SUNDAY_NOON_CHICAGO = Date.parse('2026-11-29T18:00:00Z');

describe('demo hours by kind of business', () => {
  it('every schedule passes the shared schema', () => {
    for (const business of data.businesses) expect(weeklyScheduleSchema.safeParse(business.weeklyHours).success).toBe(true);
  });

  it('emergency vets are open 24 hours, 7 days', () => {
    for (const business of bySlug('emergency-vet')) expect(openStatus(business.weeklyHours, 'America/Chicago', SUNDAY_NOON_CHICAGO)?.label).toBe('Open 24 hours');
  });

  it('every listing that offers emergency care, as its main service or beside another, is open evenings and weekends', () => {
    const SUNDAY_8PM_CHICAGO = Date.parse('2026-11-30T02:00:00Z');
    const TUESDAY_10PM_CHICAGO = Date.parse('2026-11-25T04:00:00Z');
    const SATURDAY_9AM_CHICAGO = Date.parse('2026-11-28T15:00:00Z');
    const offering = data.businesses.filter((b) => takesEmergencies.has(b.id));
    expect(offering.filter((b) => primary.get(b.id) !== 'emergency-vet').length).toBeGreaterThan(0);
    for (const business of offering) {
      for (const instant of [SUNDAY_8PM_CHICAGO, TUESDAY_10PM_CHICAGO, SATURDAY_9AM_CHICAGO]) {
        expect(openStatus(business.weeklyHours, 'America/Chicago', instant)?.state, business.name).toMatch(/^(open|always|closes-soon)$/);
      }
    }
  });

  it('clinics without emergency care open on weekdays and Saturday mornings, and close on Sunday', () => {
    for (const business of bySlug('veterinarian').filter((b) => !takesEmergencies.has(b.id))) {
      const hours = business.weeklyHours!;
      expect(hours.sun).toEqual([]);
      expect(hours.sat.every((interval) => interval.end <= '13:00')).toBe(true);
      expect(openStatus(hours, 'America/Chicago', MONDAY_NOON_CHICAGO)?.state).not.toBe('always');
    }
  });

  it('trainers take clients by appointment, most of them by appointment only', () => {
    const trainers = bySlug('dog-training');
    expect(trainers.every((b) => b.weeklyHours!.byAppointment)).toBe(true);
    expect(trainers.filter((b) => weekRanges(b.weeklyHours!).length === 0).length).toBeGreaterThan(trainers.length / 2);
  });

  it('boarding is open every day, in drop-off and pick-up windows', () => {
    for (const business of bySlug('pet-boarding')) {
      const hours = business.weeklyHours!;
      for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const) expect(hours[day]).toHaveLength(2);
    }
  });
});
