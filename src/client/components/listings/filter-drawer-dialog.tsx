import type { ReactNode } from 'react';
import { Button } from '../ui/button.js';
import { Dialog, DialogClose } from '../ui/dialog.js';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; label: string; children: ReactNode };

/** The filter drawer's panel: the filters, then the button that closes it and names the count. */
export default function FilterDrawerDialog({ open, onOpenChange, label, children }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Filters">
      {/* A form of its own: radio buttons group by name within their form, and the (hidden) sidebar's radios
          share these names, so without it checking one here would uncheck it at once. */}
      <form id="listing-filters-drawer" className="max-h-[60vh] overflow-y-auto pr-1" onSubmit={(event) => event.preventDefault()}>
        {children}
      </form>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <DialogClose asChild>
          <Button className="w-full" aria-live="polite">
            {label}
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
