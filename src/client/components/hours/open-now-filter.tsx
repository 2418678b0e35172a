/** The 'Open now' switch of the listing filters: businesses open at this minute in their own time zone. */
export function OpenNowFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Hours</legend>
      <label className="mt-2 flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
        <input type="checkbox" name="open" checked={checked} onChange={(event) => onChange(event.target.checked)} className="focus-ring size-4 shrink-0 accent-teal-700" />
        Open now
      </label>
      <p className="mt-0.5 text-xs text-slate-600">In the business&apos;s local time</p>
    </fieldset>
  );
}
