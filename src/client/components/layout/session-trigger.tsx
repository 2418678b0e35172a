/** The look of the header's account buttons, shared by the first paint and the lazily loaded dropdowns. */
export const triggerClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-ring data-[state=open]:bg-slate-50';

export const LoadingButton = () => (
  <button type="button" disabled className={`${triggerClass} cursor-wait opacity-70`}>
    Loading...
  </button>
);
