import { useId } from 'react';
import { FieldError } from '../ui/field.js';
import { Icon } from '../ui/icon.js';

const LABELS = ['1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/**
 * A 1-5 star choice as a group of real radio buttons: Tab reaches it, the arrow keys move between stars (and pick),
 * each star has its own label, so screen readers announce "4 stars: very good, 4 of 5". The legend names the group;
 * an error sits under it and describes the group.
 */
export function StarPicker({ legend, value, onChange, onBlur, name, error, ref }: {
  legend: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name: string;
  error?: string;
  ref?: (element: HTMLInputElement | null) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="flex gap-1">
        {LABELS.map((label, index) => {
          const star = index + 1;
          const lit = star <= value;
          return (
            <label key={star} className="focus-ring-within cursor-pointer rounded-md p-0.5">
              <input
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={name}
                value={star}
                checked={star === value}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Icon name="star" className={`size-8 ${lit ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300'}`}/>
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
