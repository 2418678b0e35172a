import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { apiPaths } from '#shared/api-paths.js';
import { siteTitle } from '#shared/brand.js';
import type { AdminQueueResponse } from '#shared/admin.js';
import { IMPORT_COLUMNS, IMPORT_UPLOAD_MAX_BYTES, REQUIRED_IMPORT_COLUMNS, type ImportReport } from '#shared/import.js';
import { StaffPage } from '../components/admin/staff-page.js';
import { StaffRefusal } from '../components/admin/staff-refusal.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Button } from '../components/ui/button.js';
import { Card } from '../components/ui/card.js';
import { Checkbox } from '../components/ui/checkbox.js';
import { Notice } from '../components/ui/notice.js';
import { uploadImport, type ImportProgress } from '../lib/import-upload.js';
import { useBrand } from '../lib/site.js';
import { useApiQuery } from '../lib/use-api-query.js';

type Step = { kind: 'idle' } | { kind: 'running'; apply: boolean; progress: ImportProgress | null } | { kind: 'done'; report: ImportReport } | { kind: 'failed'; message: string };

const count = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function Progress({ apply, progress }: { apply: boolean; progress: ImportProgress | null }) {
  const percent = progress && progress.totalBytes > 0 ? Math.min(100, Math.round((progress.bytes / progress.totalBytes) * 100)) : undefined;
  return (
    <div className="grid gap-2" role="status">
      <p className="text-sm font-medium text-slate-700">
        {apply ? 'Importing' : 'Checking'}… {progress ? `${count(progress.rows, 'row')} read` : 'sending the file'}
      </p>
      <progress className="h-2 w-full accent-teal-700" max={100} value={percent} aria-label={apply ? 'Import progress' : 'Check progress'} />
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const figures: [string, number][] = [
    ['Rows read', report.rows],
    [report.applied ? 'New listings' : 'New listings to add', report.created],
    [report.applied ? 'Updated' : 'To update', report.updated],
    ['Unchanged', report.unchanged],
    ['Possible duplicates (skipped)', report.duplicates],
    ['Refused rows', report.refused],
  ];
  return (
    <section aria-labelledby="import-report-heading" className="grid gap-4">
      <h2 id="import-report-heading" className="text-xl font-semibold text-slate-900">
        {report.applied ? 'Import done' : 'Dry run: nothing was written'}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {report.newCities.length > 0 ? (
        <p className="text-sm text-slate-700">
          {report.applied ? 'Cities added' : 'Cities to add'}: {report.newCities.map((city) => `${city.name}, ${city.state} (${city.timeZone})`).join('; ')}
        </p>
      ) : null}
      {report.problems.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">Refused rows</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">Line</th>
                <th scope="col" className="py-2 pr-3">Column</th>
                <th scope="col" className="py-2">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={`${problem.line}-${problem.column}-${index}`} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 tabular-nums">{problem.line}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{problem.column}</td>
                  <td className="py-2 wrap-anywhere">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.duplicateRows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">Possible duplicates (not inserted)</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">Line</th>
                <th scope="col" className="py-2 pr-3">Name</th>
                <th scope="col" className="py-2">Matches</th>
              </tr>
            </thead>
            <tbody>
              {report.duplicateRows.map((row) => (
                <tr key={row.line} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                  <td className="py-2 pr-3 wrap-anywhere">{row.name}</td>
                  <td className="py-2">
                    {row.existingId !== null ? (
                      <Link to={`/business/${row.existingId}`} className="focus-ring rounded text-teal-700 underline">
                        listing {row.existingId}
                      </Link>
                    ) : (
                      `line ${row.existingLine}`
                    )}{' '}
                    (same {row.matchedBy})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.truncated ? <p className="text-sm text-slate-600">Only the first problems and duplicates are listed; the figures count them all.</p> : null}
    </section>
  );
}

/** /admin/import: staff upload a CSV of listings, read the dry run's report, then apply it (staff only). */
export default function AdminImportPage() {
  const brand = useBrand();
  // Any staff read tells whether this visitor is staff; the queue is the one every staff screen starts from.
  const access = useApiQuery<AdminQueueResponse>(apiPaths.admin.queue);
  const [file, setFile] = useState<File | null>(null);
  const [addCities, setAddCities] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const seo = <Seo title={siteTitle('Import Listings', brand)} description="Import listings from a CSV file." canonical="/admin/import" noindex />;

  if (access.isPending) return (<>{seo}<PageLoading text="Loading..." /></>);
  if (access.isError) return (<>{seo}<StaffRefusal error={access.error} returnTo="/admin/import" /></>);

  const run = async (apply: boolean) => {
    if (!file) return;
    setStep({ kind: 'running', apply, progress: null });
    try {
      const report = await uploadImport(file, { apply, addCities, onProgress: (progress) => setStep({ kind: 'running', apply, progress }) });
      setChecked(apply ? null : report);
      setStep({ kind: 'done', report });
    } catch (error) {
      setStep({ kind: 'failed', message: error instanceof Error ? error.message : 'The import failed.' });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(false);
  };
  const running = step.kind === 'running';
  const toWrite = checked ? checked.created + checked.updated : 0;

  return (
    <StaffPage seo={seo} title="Import Listings" intro={<>Upload a CSV file of listings. It is checked first and nothing is written; then import what the check accepted. Imported listings are public, unclaimed and unverified: owners claim them.</>}>
      <Card className="grid gap-5">
        <form onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <label htmlFor="import-file" className="font-medium text-slate-900">
              CSV file (up to {IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB)
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              disabled={running}
              aria-describedby="import-columns"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setChecked(null);
                setStep({ kind: 'idle' });
              }}
              className="focus-ring block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:font-semibold file:text-teal-800"
            />
            <p id="import-columns" className="text-xs leading-relaxed text-slate-600">
              Columns: {IMPORT_COLUMNS.join(', ')} (required: {REQUIRED_IMPORT_COLUMNS.join(', ')}). Services by name or slug, separated by
              ';'. Hours as &lsquo;Mon-Fri 9AM-6PM; Sat 10AM-2PM&rsquo;. Mobile: yes or no.
            </p>
          </div>
          <Checkbox
            id="import-add-cities"
            checked={addCities}
            onCheckedChange={(value) => {
              setAddCities(value);
              setChecked(null);
            }}
            disabled={running}
            label="Add cities the directory does not list yet"
            description="With its state and time zone from the ZIP code. Otherwise rows in such cities are refused."
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="secondary" disabled={!file || running}>
              Check file
            </Button>
            {checked && toWrite > 0 ? (
              <Button onClick={() => void run(true)} disabled={running}>
                {`Import ${count(checked.created, 'new listing')}${checked.updated > 0 ? ` and ${checked.updated} updates` : ''}`}
              </Button>
            ) : null}
          </div>
        </form>
        {running ? <Progress apply={step.apply} progress={step.progress} /> : null}
        {step.kind === 'failed' ? (
          <Notice tone="danger" icon="circle-alert" role="alert">
            <p>{step.message}</p>
          </Notice>
        ) : null}
      </Card>
      {step.kind === 'done' ? (
        <Card>
          <Report report={step.report} />
        </Card>
      ) : null}
    </StaffPage>
  );
}
