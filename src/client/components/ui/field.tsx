import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

/** What a control inside a Field needs to be labelled, described and marked invalid. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

const FieldContext = createContext<FieldControlProps | null>(null);

/** The props a control spreads to join its Field (label, hint, error); empty outside a Field. */
export function useFieldControl(): Partial<FieldControlProps> {
  return useContext(FieldContext) ?? {};
}

/**
 * A labelled control with an optional hint and error under it. The control is the child; it receives its id,
 * `aria-invalid` and `aria-describedby` through `children` as a function, or through `useFieldControl()`.
 */
export function Field({ id: givenId, label, required, hint, error, className, children }: {
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <FieldContext.Provider value={control}>{typeof children === 'function' ? children(control) : children}</FieldContext.Provider>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** An error line under a control or a group of controls. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700">
      {children}
    </p>
  );
}
