import { DAY_KEYS, FULL_DAY, emptySchedule, type DayKey, type Interval, type WeeklySchedule } from '#shared/hours/week.js';
import type { Random } from './prng.js';

const WEEKDAYS: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const span = (start: string, end: string): Interval => ({ start, end });

function schedule(days: Partial<Record<DayKey, Interval[]>>, byAppointment = false): WeeklySchedule {
  return { ...emptySchedule(byAppointment), ...days };
}
const onDays = (days: readonly DayKey[], intervals: Interval[]) => Object.fromEntries(days.map((day) => [day, intervals]));

const ROUND_THE_CLOCK = schedule(onDays(DAY_KEYS, [FULL_DAY]));
/** A general clinic that also takes emergencies: late every evening and open at the weekend. */
const LATE_EVERY_DAY = schedule({ ...onDays(WEEKDAYS, [span('07:00', '23:00')]), ...onDays(['sat', 'sun'], [span('08:00', '22:00')]) });

/**
 * The hours of a business that offers emergency care beside its main service: a listing under 'Emergency Vet'
 * must be open when emergencies happen, so half are open around the clock and half late every day. Chosen by id,
 * not by the random stream, so the rest of the demo data stays as it was.
 */
export const emergencySchedule = (businessId: number): WeeklySchedule => (businessId % 2 === 0 ? ROUND_THE_CLOCK : LATE_EVERY_DAY);

/**
 * Demo hours by what the business mainly does, as such places keep them: emergency vets 24/7; clinics weekdays
 * and Saturday mornings; trainers by appointment; boarding daily with drop-off and pick-up windows; groomers
 * Tuesday to Saturday or Monday to Saturday; walkers and sitters long days every day. A few variants each.
 */
export function demoSchedule(random: Random, slug: string): WeeklySchedule {
  switch (slug) {
    case 'emergency-vet':
      return ROUND_THE_CLOCK;
    case 'veterinarian':
    case 'pet-dental-care': {
      const day = random.pick([[span('08:00', '18:00')], [span('07:30', '19:00')], [span('08:00', '12:00'), span('13:00', '17:30')]]);
      return schedule({ ...onDays(WEEKDAYS, day), sat: [random.pick([span('08:00', '12:00'), span('09:00', '13:00')])] });
    }
    case 'mobile-vet':
      return schedule(onDays(WEEKDAYS, [span('08:00', '17:00')]), true);
    case 'dog-training':
    case 'puppy-training':
    case 'behavior-training':
      // Mostly by appointment; some run group classes on weekday evenings and Saturday mornings.
      return random.chance(0.75)
        ? emptySchedule(true)
        : schedule({ ...onDays(['tue', 'thu'], [span('18:00', '20:00')]), sat: [span('09:00', '12:00')] }, true);
    case 'pet-boarding': {
      const weekday = [span('07:00', '10:00'), span('16:00', '19:00')];
      const weekend = [span('08:00', '10:00'), span('16:00', '18:00')];
      return schedule({ ...onDays(WEEKDAYS, weekday), sat: weekend, sun: weekend });
    }
    case 'doggy-daycare':
      return schedule({ ...onDays(WEEKDAYS, [span(random.pick(['06:30', '07:00']), '19:00')]), ...(random.chance(0.4) ? { sat: [span('08:00', '17:00')] } : {}) });
    case 'dog-grooming':
    case 'cat-grooming':
    case 'pet-nail-trimming':
      return random.chance(0.5)
        ? schedule(onDays(['tue', 'wed', 'thu', 'fri', 'sat'], [span('08:00', '17:00')]))
        : schedule({ ...onDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], [span('09:00', '18:00')]), ...(random.chance(0.3) ? { sun: [span('10:00', '16:00')] } : {}) });
    case 'mobile-pet-grooming':
      return schedule(onDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], [span('08:00', '18:00')]), true);
    case 'pet-taxi':
      return schedule({ ...onDays(WEEKDAYS, [span('07:00', '19:00')]), sat: [span('09:00', '15:00')] }, true);
    default:
      // Walkers, runners, hikers and sitters: long days, shorter at the weekend.
      return schedule({ ...onDays(WEEKDAYS, [span('07:00', '19:00')]), ...onDays(['sat', 'sun'], [span('08:00', '17:00')]) });
  }
}
