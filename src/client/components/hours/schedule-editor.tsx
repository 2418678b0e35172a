import { get, useFormState, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { DAY_KEYS, DAY_NAMES, type DayKey, type Interval, type WeeklySchedule } from '#shared/hours/week.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { FieldError } from '../ui/field.js';
import { Input } from '../ui/input.js';
import { Select } from '../ui/select.js';
import { DAY_MODES, DEFAULT_OPENING, copyMondayToWeekdays, modeOf, withMode, type DayMode } from './schedule-draft.js';
import { Icon } from '../ui/icon.js';

const MAX_OPENINGS = 4;
type Errors = Record<string, unknown>;
const messageAt = (errors: Errors, path: string): string | undefined => {
  const message: unknown = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

function ClockInput({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Input
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="numeric"
      placeholder="HH:MM"
      maxLength={5}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="w-24"
    />
  );
}

/** One day: closed, open (up to four openings, each with its own messages) or 24 hours. */
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
  const dayError = messageAt(errors, `${name}.${day}`) ?? messageAt(errors, `${name}.${day}.root`);
  const set = (index: number, key: keyof Interval, value: string) => onChange(intervals.map((interval, i) => (i === index ? { ...interval, [key]: value } : interval)));
  return (
    <fieldset className="grid gap-2 border-b border-slate-100 py-3 sm:grid-cols-[7rem_9rem_1fr] sm:items-start" aria-describedby={dayError ? `${id}-${day}-error` : undefined}>
      <legend className="sr-only">{dayName}</legend>
      <span aria-hidden="true" className="pt-2 font-medium text-slate-800">{dayName}</span>
      <Select aria-label={`${dayName} hours`} value={mode} onValueChange={(next) => onChange(withMode(intervals, next as DayMode))} options={DAY_MODES} placeholder="Closed" />
      <div className="grid gap-2">
        {mode === 'hours'
          ? intervals.map((interval, index) => {
              const at = `${name}.${day}.${index}`;
              const startError = messageAt(errors, `${at}.start`);
              const endError = messageAt(errors, `${at}.end`);
              const base = `${id}-${day}-${index}`;
              return (
                <div key={index} className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <ClockInput id={`${base}-start`} label={`${dayName} opening ${index + 1} opens`} value={interval.start} error={startError} onChange={(v) => set(index, 'start', v)} />
                    <span aria-hidden="true">–</span>
                    <ClockInput id={`${base}-end`} label={`${dayName} opening ${index + 1} closes`} value={interval.end} error={endError} onChange={(v) => set(index, 'end', v)} />
                    <Button variant="ghost" size="icon" aria-label={`Remove ${dayName} opening ${index + 1}`} onClick={() => onChange(intervals.filter((_, i) => i !== index))}>
                      <Icon name="x" className="size-4"/>
                    </Button>
                  </div>
                  {startError ? <FieldError id={`${base}-start-error`}>{startError}</FieldError> : null}
                  {endError ? <FieldError id={`${base}-end-error`}>{endError}</FieldError> : null}
                </div>
              );
            })
          : null}
        {mode === 'hours' && intervals.length < MAX_OPENINGS ? (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange([...intervals, nextOpening(intervals)])}>
            <Icon name="plus" className="size-4"/>
            Add hours<span className="sr-only"> on {dayName}</span>
          </Button>
        ) : null}
        {dayError ? <FieldError id={`${id}-${day}-error`}>{dayError}</FieldError> : null}
      </div>
    </fieldset>
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
 * The weekly schedule of a form field (`name` holds a WeeklySchedule): each day closed, open in intervals or 24
 * hours, 'copy Monday to weekdays', and 'by appointment'. Messages come from the form's errors, i.e. from the
 * shared schema (overlaps, an end before its start), under the opening they concern.
 *
 * Changes go through setValue and, once the form was submitted, a re-check of the form: react-hook-form's own
 * re-check of a changed Controller field drops the messages of an object-valued field (its lookup wants a message at
 * the field's own path), so a Controller would clear every message on the first keystroke.
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
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">Hours (local time of the business)</span>
        <Button variant="secondary" size="sm" onClick={() => onChange(copyMondayToWeekdays(schedule))}>
          Copy Monday to weekdays
        </Button>
      </div>
      <div>
        {DAY_KEYS.map((day) => (
          <DayRow key={day} id={id} day={day} name={name} errors={errors as Errors} intervals={schedule[day]} onChange={(next) => onChange({ ...schedule, [day]: next })} />
        ))}
      </div>
      <Checkbox
        id={`${id}-appointment`}
        checked={schedule.byAppointment}
        onCheckedChange={(checked) => onChange({ ...schedule, byAppointment: checked })}
        label="By appointment"
        description="Also (or only, with every day closed) sees clients by arrangement."
      />
      <p className="text-xs text-slate-500">Use a 24-hour clock. Past midnight: close at 24:00 and open the next day at 00:00.</p>
    </div>
  );
}
