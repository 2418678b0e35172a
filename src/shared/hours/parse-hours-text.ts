// Hours as people write them ('Mon-Fri 9AM-6PM; Sat 10AM-2PM', '24/7', 'By appointment') read into the weekly
// schedule. Pure and zod-free: the API's `hours` text, and any import of listings, go through this one reader.
import { DAY_KEYS, DAY_MINUTES, DAY_NAMES, emptySchedule, type DayKey, type Interval, type WeeklySchedule } from './week.js';

/** The schedule the text says (null: the text is empty, no hours given), or the part of it that could not be read. */
export type ParsedHours = { ok: true; schedule: WeeklySchedule | null } | { ok: false; part: string };

/** At most this many openings a day, as the schedule allows (schedule-schema.ts). */
const MAX_OPENINGS = 4;

type Clock = { hour: number; minute: number; meridiem: 'am' | 'pm' | null; twentyFour: boolean; text: string };
type Token =
  | { kind: 'days'; days: DayKey[]; text: string; afterBreak?: boolean }
  | { kind: 'time'; clock: Clock }
  | { kind: 'dash' }
  | { kind: 'closed' | 'all-day' | 'all-week' | 'appointment'; text: string };
/** What a group of days is set to: openings (minutes of the day; an end past midnight runs into the next day). */
type Value = { kind: 'range'; start: number; end: number; text: string } | { kind: 'closed' | 'all-day'; text: string };

const DAY_WORDS: [RegExp, DayKey][] = [
  [/^mon(days?)?$/, 'mon'],
  [/^tue(s|sdays?)?$/, 'tue'],
  [/^wed(s|nesdays?)?$/, 'wed'],
  [/^thu(r|rs|rsdays?)?$/, 'thu'],
  [/^fri(days?)?$/, 'fri'],
  [/^sat(urdays?)?$/, 'sat'],
  [/^sun(days?)?$/, 'sun'],
];
const WEEKDAYS: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: DayKey[] = ['sat', 'sun'];

// Longest forms first; each ends at a word boundary so 'sun' is not read out of 'sunset'.
const TOKEN_PATTERNS: [RegExp, (match: RegExpExecArray) => Token | null][] = [
  [/(?:open\s+)?24\s*\/\s*7/y, (m) => ({ kind: 'all-week', text: m[0] })],
  [/(?:open\s+)?24\s*(?:hours|hrs|hr|h)\b(?:\s+a\s+day)?/y, (m) => ({ kind: 'all-day', text: m[0] })],
  [/(?:(?:by|with)\s+)?(?:appointment|appt\.?)(?:\s+only)?/y, (m) => ({ kind: 'appointment', text: m[0] })],
  [/closed\b/y, (m) => ({ kind: 'closed', text: m[0] })],
  [/(?:daily|every\s*day|all\s+week|7\s+days(?:\s+a\s+week)?)\b/y, (m) => ({ kind: 'days', days: [...DAY_KEYS], text: m[0] })],
  [/weekdays?\b/y, (m) => ({ kind: 'days', days: WEEKDAYS, text: m[0] })],
  [/weekends?\b/y, (m) => ({ kind: 'days', days: WEEKEND, text: m[0] })],
  [/([a-z]+)\.?/y, (m) => {
    const day = DAY_WORDS.find(([pattern]) => pattern.test(m[1]!))?.[1];
    return day ? { kind: 'days', days: [day], text: m[0] } : null;
  }],
  [/noon\b/y, (m) => ({ kind: 'time', clock: { hour: 12, minute: 0, meridiem: 'pm', twentyFour: false, text: m[0] } })],
  [/midnight\b/y, (m) => ({ kind: 'time', clock: { hour: 12, minute: 0, meridiem: 'am', twentyFour: false, text: m[0] } })],
  [/(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?(?:m\b\.?)?(?![a-z]))?/y, (m) => ({
    kind: 'time',
    clock: {
      hour: Number(m[1]),
      minute: Number(m[2] ?? 0),
      meridiem: m[3] ? (m[3] === 'a' ? 'am' : 'pm') : null,
      // '09:00' or '18:00' is the 24-hour clock: never moved to the afternoon.
      twentyFour: !m[3] && (m[1]!.startsWith('0') || Number(m[1]) > 12),
      text: m[0],
    },
  })],
  [/(?:-|(?:to|until|till|thru|through)(?![a-z]))/y, () => ({ kind: 'dash' })],
];
// Between tokens: spaces, list separators, and words that add nothing ('Mon-Fri: open 9-5', 'Also by appointment').
const FILLER = /(?:[\s,;:&/|()]|\band\b|\balso\b|\bopen\b|\bonly\b|\bhours\b|\bfrom\b|\bis\b|\bare\b|\bon\b)+/y;

function tokenize(text: string): Token[] | { unread: string } {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    FILLER.lastIndex = at;
    const filler = FILLER.exec(text);
    if (filler) at = FILLER.lastIndex;
    if (at >= text.length) break;
    let token: Token | null = null;
    for (const [pattern, make] of TOKEN_PATTERNS) {
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (match && (token = make(match))) {
        at = pattern.lastIndex;
        break;
      }
    }
    if (!token) return { unread: text.slice(at).split(/[\n;,]/)[0]!.trim() };
    // Days after ',', ';' or a new line may start a new group ('Closed Sun, Mon-Sat 8am-8pm').
    if (token.kind === 'days' && filler && /[\n;,]/.test(filler[0])) token.afterBreak = true;
    tokens.push(token);
  }
  return tokens;
}

/** Monday to Friday, or Friday to Monday across the weekend. */
function dayRange(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let i = DAY_KEYS.indexOf(from); ; i = (i + 1) % DAY_KEYS.length) {
    days.push(DAY_KEYS[i]!);
    if (DAY_KEYS[i] === to) return days;
  }
}

const minutesOf = (hour: number, minute: number, meridiem: 'am' | 'pm' | null) =>
  (meridiem === null ? hour : (hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minute;

/**
 * Minutes of the day an opening runs, reading a missing AM/PM from the other end ('9-5pm' is 9 AM to 5 PM, '9am-5'
 * is 9 AM to 5 PM) or, with neither, the way shop signs mean it ('9-5' is 9 AM to 5 PM). An end at or before the
 * start runs past midnight ('6PM-2AM'); null when a clock time is impossible.
 */
function openingOf(start: Clock, end: Clock): { start: number; end: number } | null {
  for (const clock of [start, end]) {
    if (clock.minute > 59 || clock.hour > 24 || (clock.meridiem && (clock.hour < 1 || clock.hour > 12))) return null;
  }
  let from = minutesOf(start.hour, start.minute, start.meridiem);
  let to = minutesOf(end.hour, end.minute, end.meridiem);
  if (start.meridiem === null && end.meridiem !== null && !start.twentyFour) {
    from = minutesOf(start.hour, start.minute, end.meridiem);
    if (from >= to) from = minutesOf(start.hour, start.minute, end.meridiem === 'pm' ? 'am' : 'pm');
  } else if (end.meridiem === null && start.meridiem !== null && !end.twentyFour) {
    to = minutesOf(end.hour, end.minute, start.meridiem);
    if (to <= from) to = minutesOf(end.hour, end.minute, start.meridiem === 'am' ? 'pm' : 'am');
  } else if (start.meridiem === null && end.meridiem === null && !start.twentyFour && !end.twentyFour && to <= from && end.hour < 12) {
    to += 12 * 60;
  }
  if (from >= DAY_MINUTES || to > DAY_MINUTES || from === to) return null;
  return { start: from, end: to === 0 ? DAY_MINUTES : to };
}

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Joins openings of one day that overlap ('9-5' and a night opening spilling into the morning). */
function joinOverlaps(intervals: { start: number; end: number }[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const last = joined.at(-1);
    if (last && interval.start < last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined.map(({ start, end }) => ({ start: clockText(start), end: clockText(end) }));
}

type Group = { days: DayKey[]; values: Value[]; text: string[] };

/**
 * The last groups name days whose hours were written before them ('Closed Sat, Sun'): days after a break then start
 * a group of their own, so 'Closed Sun, Mon-Sat 8am-8pm' does not close Monday to Saturday.
 */
function waitsForHours(groups: Group[]): boolean {
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group.days.length === 0) return group.values.length > 0 && i < groups.length - 1;
    if (group.values.length > 0) return false;
  }
  return false;
}

/**
 * Reads hours text into a weekly schedule. Groups of days and their hours follow each other, separated by ';', ',',
 * new lines or nothing ('Mon-Fri 9AM-6PM; Sat 10AM-2PM', 'Mon–Fri 9:00-18:00, Sat-Sun closed', 'Closed Sun',
 * 'Monday to Friday 8:30 AM - 5 PM'); '24/7', 'Open 24 hours' and 'By appointment' stand alone or with days. A day
 * named twice takes its later hours ('Daily 9-5, Sun closed'); days never named are closed; hours without days are
 * every day's. Reads back everything `scheduleText` writes.
 */
export function parseHoursText(input: string): ParsedHours {
  const text = input
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00a0/g, ' ')
    .trim();
  if (text === '') return { ok: true, schedule: null };
  const tokens = tokenize(text);
  if (!Array.isArray(tokens)) return { ok: false, part: tokens.unread || input.trim() };

  let byAppointment = false;
  const groups: Group[] = [];
  const current = () => groups.at(-1);
  const startGroup = () => {
    const group: Group = { days: [], values: [], text: [] };
    groups.push(group);
    return group;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const afterDash = next?.kind === 'dash' ? tokens[i + 2] : undefined;
    if (token.kind === 'dash') continue; // a dash between a day and its hours ('Mon - 9am-5pm') joins nothing
    if (token.kind === 'days') {
      let days = token.days;
      let written = token.text;
      if (afterDash?.kind === 'days' && token.days.length === 1 && afterDash.days.length === 1) {
        days = dayRange(token.days[0]!, afterDash.days[0]!);
        written = `${token.text}-${afterDash.text}`;
        i += 2;
      }
      const group = current()?.values.length === 0 && !(token.afterBreak && waitsForHours(groups)) ? current()! : startGroup();
      group.days.push(...days);
      group.text.push(written);
    } else if (token.kind === 'time') {
      if (afterDash?.kind !== 'time') return { ok: false, part: token.clock.text };
      const opening = openingOf(token.clock, afterDash.clock);
      const written = `${token.clock.text}-${afterDash.clock.text}`;
      if (!opening) return { ok: false, part: written };
      i += 2;
      const group = current() && current()!.values.every((value) => value.kind === 'range') ? current()! : startGroup();
      group.values.push({ kind: 'range', ...opening, text: written });
      group.text.push(written);
    } else if (token.kind === 'appointment') {
      byAppointment = true;
      // 'Sat by appointment': Saturday has no set hours.
      const group = current();
      if (group && group.days.length > 0 && group.values.length === 0) group.values.push({ kind: 'closed', text: token.text });
    } else {
      // 'closed', '24 hours' or '24/7' ends a run of openings: 'Mon-Fri 9-5, closed Sun' is two groups.
      const group = current() && current()!.values.length === 0 ? current()! : startGroup();
      if (token.kind === 'all-week' && group.days.length === 0) group.days.push(...DAY_KEYS);
      group.values.push({ kind: token.kind === 'closed' ? 'closed' : 'all-day', text: token.text });
      group.text.push(token.text);
    }
  }

  // Hours written before their days ('Closed Sun', '9-5 Mon-Fri', 'Closed Sat, Sun') belong to the days that follow.
  for (let i = 0; i < groups.length - 1; i++) {
    const group = groups[i]!;
    if (group.days.length > 0) continue;
    while (groups[i + 1] && groups[i + 1]!.days.length > 0 && groups[i + 1]!.values.length === 0) {
      const [following] = groups.splice(i + 1, 1);
      group.days.push(...following!.days);
      group.text.push(...following!.text);
    }
  }
  // Hours without days are every day's, when the text names no days at all ('9am-5pm', 'Open 24 hours').
  const namesDays = groups.some((group) => group.days.length > 0);

  const openings = new Map<DayKey, { start: number; end: number }[]>();
  const spill = new Map<DayKey, { start: number; end: number }[]>();
  for (const group of groups) {
    const part = group.text.join(' ');
    if (group.values.length === 0) return { ok: false, part };
    if (group.days.length === 0 && (namesDays || group.values.some((value) => value.kind === 'closed'))) return { ok: false, part };
    if (group.values.length > 1 && group.values.some((value) => value.kind !== 'range')) return { ok: false, part };
    for (const day of group.days.length ? group.days : DAY_KEYS) {
      const nextDay = DAY_KEYS[(DAY_KEYS.indexOf(day) + 1) % DAY_KEYS.length]!;
      const today: { start: number; end: number }[] = [];
      for (const value of group.values) {
        if (value.kind === 'all-day') today.push({ start: 0, end: DAY_MINUTES });
        if (value.kind !== 'range') continue;
        if (value.end > value.start) {
          today.push({ start: value.start, end: value.end });
        } else {
          // Past midnight: the rest of the day, and the next morning (a schedule's openings stay within a day).
          today.push({ start: value.start, end: DAY_MINUTES });
          spill.set(nextDay, [...(spill.get(nextDay) ?? []), { start: 0, end: value.end }]);
        }
      }
      openings.set(day, today);
    }
  }

  const schedule = emptySchedule(byAppointment);
  for (const day of DAY_KEYS) {
    schedule[day] = joinOverlaps([...(openings.get(day) ?? []), ...(spill.get(day) ?? [])]);
    if (schedule[day].length > MAX_OPENINGS) return { ok: false, part: DAY_NAMES[day] };
  }
  return { ok: true, schedule };
}
