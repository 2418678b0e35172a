import { Button } from '../ui/button.js';

/**
 * Shows or hides the results map. Phones get a List | Map switch (the map replaces the list); wider screens a
 * 'Show map' button (the map sits beside the list). Both drive one state. Disabled until the page is live.
 */
export function MapToggle({ shown, onChange, disabled }: { shown: boolean; onChange: (shown: boolean) => void; disabled?: boolean }) {
  return (
    <>
      <div role="group" aria-label="Show results as" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm lg:hidden">
        {([false, true] as const).map((map) => (
          <button
            key={String(map)}
            type="button"
            aria-pressed={shown === map}
            disabled={disabled}
            onClick={() => onChange(map)}
            className={
              shown === map
                ? 'focus-ring rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white'
                : 'focus-ring rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100'
            }
          >
            {map ? 'Map' : 'List'}
          </button>
        ))}
      </div>
      {/* The kit's button class sets its own display, so the breakpoint sits on a wrapper. */}
      <span className="hidden lg:block">
        <Button variant="secondary" size="sm" aria-pressed={shown} disabled={disabled} onClick={() => onChange(!shown)}>
          {shown ? 'Hide map' : 'Show map'}
        </Button>
      </span>
    </>
  );
}
