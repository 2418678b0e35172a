const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY = /\b(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b/gi;
const DAY_INDEX: Record<string, number> = { mo: 0, tu: 1, we: 2, th: 3, fr: 4, sa: 5, su: 6 };
const TIME = /(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/gi;

const dayIndex = (name: string) => DAY_INDEX[name.slice(0, 2).toLowerCase()]!;

/** 'Mon-Fri', 'Sat & Sun', 'Daily' -> schema.org day codes: 'Mo-Fr', 'Sa,Su', 'Mo-Su'. */
function parseDays(text: string): string | undefined {
  if (/\b(daily|every ?day|7 days)\b/i.test(text)) return 'Mo-Su';
  const names = [...text.matchAll(DAY)];
  if (names.length === 0) return undefined;
  const first = names[0]!;
  const second = names[1];
  if (second && names.length === 2) {
    const between = text.slice(first.index! + first[0].length, second.index);
    if (/^\s*(-|–|to|through|thru)\s*$/i.test(between)) return `${DAY_CODES[dayIndex(first[1]!)]}-${DAY_CODES[dayIndex(second[1]!)]}`;
  }
  return names.map((m) => DAY_CODES[dayIndex(m[1]!)]).join(',');
}

function toClock(hourText: string, minuteText: string | undefined, meridiem: string | undefined): string | undefined {
  let hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  const suffix = meridiem?.replace(/\./g, '').toLowerCase();
  if (suffix === 'pm' && hour < 12) hour += 12;
  if (suffix === 'am' && hour === 12) hour = 0;
  if (hour > 24 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function parseTimes(text: string): string | undefined {
  if (/24\s*(hours|hrs|h)\b/i.test(text)) return '00:00-23:59';
  const times = [...text.matchAll(TIME)];
  if (times.length < 2) return undefined;
  const [open, close] = times as [RegExpExecArray, RegExpExecArray];
  // '9-5pm' style: a bare opening hour takes its meridiem from the closing one when that keeps it earlier.
  const openMeridiem = open[3] ?? (close[3] && Number(open[1]) <= Number(close[1]) ? close[3] : open[3] ?? 'am');
  const from = toClock(open[1]!, open[2], openMeridiem);
  const to = toClock(close[1]!, close[2], close[3]);
  return from && to ? `${from}-${to}` : undefined;
}

/**
 * The multi-line hours text of a business as schema.org openingHours strings ('Mo-Fr 09:00-18:00').
 * Lines it cannot read, and closed days, are left out.
 */
export function toOpeningHours(hours: string | null): string[] {
  if (!hours) return [];
  // A comma separates two entries only after a time or 'closed' ('Mon-Fri 9am-5pm, Sat 10am-2pm'), not in 'Tue, Thu'.
  const segments = hours.split(/\n|;|(?<=\d|[ap]\.?m\.?|closed)\s*,(?=\s*(?:mon|tue|wed|thu|fri|sat|sun|daily|every))/i);
  const result: string[] = [];
  for (const segment of segments) {
    if (/closed/i.test(segment)) continue;
    const timeStart = segment.search(/\d/);
    const daysText = timeStart === -1 ? segment : segment.slice(0, timeStart);
    const days = parseDays(daysText) ?? (/\b(daily|every ?day|7 days)\b/i.test(segment) ? 'Mo-Su' : undefined);
    const times = parseTimes(timeStart === -1 ? segment : segment.slice(timeStart));
    if (days && times) result.push(`${days} ${times}`);
  }
  return result;
}
