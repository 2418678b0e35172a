import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../src/server/seed/services-data.js';
import { SERVICE_CATEGORIES, slugSchema } from '#shared/catalog.js';

describe('reference services', () => {
  it('puts the four headline services first', () => {
    const ordered = [...SERVICES].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered.slice(0, 4).map((service) => service.slug)).toEqual([
      'dog-grooming',
      'veterinarian',
      'dog-training',
      'pet-boarding',
    ]);
  });

  it('has at least 16 services, two or more per category', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(16);
    for (const category of SERVICE_CATEGORIES) {
      expect(SERVICES.filter((service) => service.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it('describes each service completely', () => {
    expect(new Set(SERVICES.map((service) => service.slug)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((service) => service.sortOrder)).size).toBe(SERVICES.length);
    for (const service of SERVICES) {
      expect(slugSchema.safeParse(service.slug).success, service.slug).toBe(true);
      expect(service.description.length, service.slug).toBeGreaterThan(20);
      expect(service.keywords.length, service.slug).toBeGreaterThanOrEqual(4);
      expect(service.keywords.length, service.slug).toBeLessThanOrEqual(8);
      expect(Number.isInteger(service.avgPriceMin) && Number.isInteger(service.avgPriceMax), service.slug).toBe(true);
      expect(service.avgPriceMin, service.slug).toBeLessThan(service.avgPriceMax);
      expect(service.frequency, service.slug).not.toBe('');
    }
  });
});
