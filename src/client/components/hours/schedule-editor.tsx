import { get, useFormState, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { DAY_KEYS, DAY_NAMES, type DayKey, type Interval, type WeeklySchedule } from '#shared/hours/week.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { FieldError } from '../ui/field.js';
import { Icon } from '../ui/icon.js';
import { Select } from '../ui/select.js';
import { DEFAULT_OPENING, copyMondayToWeekdays, modeOf, timeOptions, withMode } from './schedule-draft.js';

const MAX_OPENINGS = 4;
type Errors = Record<string, unknown>;
const messageAt = (errors: Errors, path: string): string | undefined => {
  const message: unknown = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * An opens or closes picker with its visible label above it. The label says the day to a screen reader ('Monday
 * Opens', 'Monday Opens, opening 2'), which a sighted owner reads from the row.
 */
function TimePicker({ id, day, which, index, value, error, onChange }: {
  id: string;
  day: string;
  which: 'opens' | 'closes';
  index: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-0.5 sm:flex sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 sm:text-sm">
        <span className="sr-only">{day} </span>
        {which === 'opens' ? 'Opens' : 'Closes'}
        {index > 0 ? <span className="sr-only">, opening {index + 1}</span> : null}
      </label>
      <Select
        id={id}
        value={value}
        onValueChange={onChange}
        options={timeOptions(which, value)}
        placeholder="Choose a time"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-32"
      />
    </div>
  );
}

/** One day on one row: Closed and 24 hours toggles, else up to four openings, each with its own messages. */
function DayRow({ id, day, intervals, errors, name, onChange }: {
  id: string;
  day: DayKey;
  intervals: Interval[];
  errors: Errors;
  name: string;
  onChange: (next: Interval[]) => void;
}) {
  const mode = modeOf(intervals);
  const dayName = DAY_NAMES[day];
  const rowId = `${id}-${day}`;
  const dayError = messageAt(errors, `${name}.${day}`) ?? messageAt(errors, `${name}.${day}.root`);
  const set = (index: number, key: keyof Interval, value: string) => onChange(intervals.map((interval, i) => (i === index ? { ...interval, [key]: value } : interval)));
  const dayLabel = (text: string) => (
    <>
      <span className="sr-only">{dayName} </span>
      {text}
    </>
  );
  return (
    <div role="group" aria-labelledby={`${rowId}-name`} className="flex flex-wrap items-start gap-x-4 gap-y-2 border-b border-slate-100 py-2 last:border-b-0">
      <span id={`${rowId}-name`} className="w-24 pt-2 font-medium text-slate-900">
        {dayName}
      </span>
      <div className="flex items-center gap-5 pt-2 sm:w-52">
        <Checkbox id={`${rowId}-closed`} checked={mode === 'closed'} onCheckedChange={(closed) => onChange(withMode(intervals, closed ? 'closed' : 'hours'))} label={dayLabel('Closed')} />
        <Checkbox id={`${rowId}-24h`} checked={mode === '24h'} onCheckedChange={(allDay) => onChange(withMode(intervals, allDay ? '24h' : 'hours'))} label={dayLabel('24 hours')} />
      </div>
      <div className="grid basis-full gap-2 empty:hidden sm:flex-1 sm:basis-auto">
        {mode === 'hours'
          ? intervals.map((interval, index) => {
              const at = `${name}.${day}.${index}`;
              const startError = messageAt(errors, `${at}.start`);
              const endError = messageAt(errors, `${at}.end`);
              const base = `${rowId}-${index}`;
              return (
                <div key={index} className="grid gap-1">
                  <div className="flex flex-wrap items-end gap-2 sm:items-center">
                    <TimePicker id={`${base}-start`} day={dayName} which="opens" index={index} value={interval.start} error={startError} onChange={(v) => set(index, 'start', v)} />
                    <span aria-hidden="true" className="pb-2.5 text-slate-500 sm:pb-0">–</span>
                    <TimePicker id={`${base}-end`} day={dayName} which="closes" index={index} value={interval.end} error={endError} onChange={(v) => set(index, 'end', v)} />
                    {intervals.length > 1 ? (
                      <Button variant="ghost" size="icon" className="mb-1 sm:mb-0" aria-label={`Remove ${dayName} opening ${index + 1}`} onClick={() => onChange(intervals.filter((_, i) => i !== index))}>
                        <Icon name="x" className="size-4" />
                      </Button>
                    ) : null}
                    {index === intervals.length - 1 && intervals.length < MAX_OPENINGS ? (
                      <Button variant="ghost" size="sm" className="mb-0.5 sm:mb-0" onClick={() => onChange([...intervals, nextOpening(intervals)])}>
                        <Icon name="plus" className="size-4" />
                        Add hours<span className="sr-only"> on {dayName}</span>
                      </Button>
                    ) : null}
                  </div>
                  {startError ? <FieldError id={`${base}-start-error`}>{startError}</FieldError> : null}
                  {endError ? <FieldError id={`${base}-end-error`}>{endError}</FieldError> : null}
                </div>
              );
            })
          : null}
        {dayError ? <FieldError id={`${rowId}-error`}>{dayError}</FieldError> : null}
      </div>
    </div>
  );
}

/** After the last opening: from its end until five hours later (or midnight), e.g. a lunch break's afternoon. */
function nextOpening(intervals: Interval[]): Interval {
  const last = intervals.at(-1);
  if (!last) return DEFAULT_OPENING;
  const [hours = 0] = last.end.split(':').map(Number);
  const start = Math.min(hours + 1, 23);
  const end = Math.min(start + 4, 24);
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(end).padStart(2, '0')}:00` };
}

/**
 * The weekly schedule of a form field (`name` holds a WeeklySchedule), one compact row a day as Google Business
 * Profile has it: Closed and 24 hours toggles, openings picked as AM/PM times, 'copy Monday to weekdays', and 'by
 * appointment'. Messages come from the form's errors, i.e. from the shared schema (overlaps, a close before its
 * open, each naming the day and the time), under the opening they concern.
 *
 * Changes go through setValue and, once the form was submitted, a re-check of the form: react-hook-form's own
 * re-check of a changed Controller field drops the messages of an object-valued field (its lookup wants a message at
 * the field's own path), so a Controller would clear every message on the first change.
 */
export function ScheduleEditor<Values extends FieldValues, Checked>({ form, name, id }: { form: UseFormReturn<Values, unknown, Checked>; name: Path<Values>; id: string }) {
  const { control } = form;
  const { errors, isSubmitted } = useFormState({ control, name });
  const schedule = useWatch({ control, name }) as WeeklySchedule;
  const onChange = (next: WeeklySchedule) => {
    form.setValue(name, next as PathValue<Values, Path<Values>>, { shouldDirty: true });
    // After a submit, re-check the whole form: react-hook-form keeps a re-check's messages for a path only when a
    // field is registered there or below (none is: the schedule is one value), so trigger(name) would drop them all.
    if (isSubmitted) void form.trigger();
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-1">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          Hours (local time of the business)
        </span>
        <Button variant="secondary" size="sm" onClick={() => onChange(copyMondayToWeekdays(schedule))}>
          Copy Monday to weekdays
        </Button>
      </div>
      <div>
        {DAY_KEYS.map((day) => (
          <DayRow key={day} id={id} day={day} name={name} errors={errors as Errors} intervals={schedule[day]} onChange={(next) => onChange({ ...schedule, [day]: next })} />
        ))}
      </div>
      <div className="mt-2">
        <Checkbox
          id={`${id}-appointment`}
          checked={schedule.byAppointment}
          onCheckedChange={(checked) => onChange({ ...schedule, byAppointment: checked })}
          label="By appointment"
          description="Also (or only, with every day closed) sees clients by arrangement."
        />
      </div>
      <p className="mt-1 text-xs text-slate-500">Open past midnight? Close at Midnight, and open at 12:00 AM the next day.</p>
    </div>
  );
}
