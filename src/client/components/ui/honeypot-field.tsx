import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A text box people never see or reach (off screen, out of the tab order, hidden from screen readers) and bots fill
 * in; the server drops what arrives with it filled (the contact form, a listing report).
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
