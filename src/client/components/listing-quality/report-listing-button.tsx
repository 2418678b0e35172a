import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button.js';
import { Icon } from '../ui/icon.js';

// Loaded when a visitor first opens it: the form is a zod form, and the business page is at its JavaScript budget.
const ReportListingDialog = lazy(() => import('./report-listing-dialog.js').then((module) => ({ default: module.ReportListingDialog })));

/** 'Suggest an edit / Report a problem' on a business page, for anyone, signed in or not. */
export function ReportListingButton({ businessId, businessName }: { businessId: number; businessName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Icon name="flag" className="size-4" />
        Suggest an edit / Report a problem
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportListingDialog businessId={businessId} businessName={businessName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
