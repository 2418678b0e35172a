import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import { APPLIABLE_FIELDS, LISTING_REPORT_KINDS, type ListingReport, type ListingReportGroup } from '#shared/listing-reports.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { toast } from '../../lib/toast.js';
import { formatWhen } from '../admin/format-when.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card, CardHeader } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { Input } from '../ui/input.js';

type Action = { label: string; url: string; payload?: object; confirm?: string; done: string };

const FIELD_LABELS = { address: 'Address', phone: 'Phone', website: 'Website', hours: 'Hours' } as const;

function ReportLine({ report }: { report: ListingReport }) {
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {LISTING_REPORT_KINDS[report.kind]}
        {report.status === 'disputed' ? <Badge tone="warning">Disputed by the owner</Badge> : null}
        <span className="font-normal text-slate-500">
          {formatWhen(report.createdAt)} · {report.signedIn ? 'signed in' : 'signed out'}
        </span>
      </p>
      {report.suggestedValue ? <p className="whitespace-pre-line text-slate-800">Suggested: {report.suggestedValue}</p> : null}
      {report.duplicateOfId ? (
        <p>
          Possible duplicate of{' '}
          <a className="focus-ring rounded font-semibold text-teal-700 underline" href={`/business/${report.duplicateOfId}`}>
            #{report.duplicateOfId}
          </a>
        </p>
      ) : null}
      {report.details ? <p className="whitespace-pre-line text-slate-700">{report.details}</p> : null}
      {report.ownerAnswer ? <p className="text-slate-700">Owner&apos;s answer: {report.ownerAnswer}</p> : null}
    </li>
  );
}

/**
 * One listing's waiting reports in the staff queue: its current values beside what visitors suggest, and the actions
 * (apply a suggested value, dismiss, close permanently or reopen, merge into the listing a report names).
 */
export function ListingReportCard({ group }: { group: ListingReportGroup }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const [mergeInto, setMergeInto] = useState('');
  const act = useMutation({
    mutationFn: (action: Action) => apiSend('POST', action.url, action.payload),
    onSuccess: async (_answer, action) => {
      setAsking(null);
      toast({ title: action.done });
      await refreshAfterWrite(queryClient, [apiPaths.admin.queue]);
    },
    onError: (error) => toast({ title: 'Not done', description: serverMessage(error) ?? 'Please try again.' }),
  });
  const { business, current } = group;
  const id = business.id;
  const headingId = `listing-report-${id}`;
  const applies: Action[] = group.reports.flatMap((report) => {
    const field = APPLIABLE_FIELDS[report.kind as keyof typeof APPLIABLE_FIELDS];
    return field && report.suggestedValue
      ? [{ label: `Apply ${FIELD_LABELS[field].toLowerCase()}: ${report.suggestedValue}`, url: listingReportPaths.apply(id), payload: { field, value: report.suggestedValue }, done: 'Change applied' }]
      : [];
  });
  const duplicateOf = group.reports.find((report) => report.duplicateOfId)?.duplicateOfId;
  const mergeAction = (intoId: number): Action => ({
    label: `Merge into #${intoId}`,
    url: listingReportPaths.merge(id),
    payload: { intoId },
    confirm: `Merge ${business.name} into listing #${intoId}? Its reviews, favorites, photos and open bookings move there and its page leads there.`,
    done: 'Listings merged',
  });
  const actions: Action[] = [
    ...applies,
    { label: 'Dismiss reports', url: listingReportPaths.dismiss(id), done: 'Reports dismissed' },
    business.status === 'closed'
      ? { label: 'Reopen listing', url: listingReportPaths.reopen(id), done: 'Listing reopened' }
      : { label: 'Close permanently', url: listingReportPaths.close(id), confirm: `Mark ${business.name} permanently closed? It leaves every list and search; its page stays and says so.`, done: 'Listing closed' },
    ...(duplicateOf ? [mergeAction(duplicateOf)] : []),
  ];
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={business.name}
        subtitle={`Listing report · ${group.count} ${group.count === 1 ? 'report' : 'reports'}${business.hasVerifiedOwner ? ' · verified owner' : ''}`}
        aside={
          <a className="focus-ring rounded text-sm font-semibold text-teal-700 underline" href={business.url}>
            Open listing #{id}
          </a>
        }
      />
      {business.status === 'closed' ? <Badge tone="danger">Permanently closed</Badge> : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {(Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-slate-600">Current {FIELD_LABELS[field].toLowerCase()}</dt>
            <dd className="whitespace-pre-line text-slate-900">{current[field] ?? 'none'}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2" aria-label="Reports">
        {group.reports.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.confirm ? 'danger' : 'secondary'}
            pending={act.isPending && act.variables === action}
            pendingText="Working..."
            onClick={() => (action.confirm ? setAsking(action) : act.mutate(action))}
          >
            {action.label}
          </Button>
        ))}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const intoId = Number(mergeInto);
            if (Number.isSafeInteger(intoId) && intoId > 0) setAsking(mergeAction(intoId));
          }}
        >
          <label className="grid gap-1 text-sm font-medium text-slate-700">
            Merge into listing #
            <Input inputMode="numeric" pattern="[0-9]*" className="w-28" value={mergeInto} onChange={(event) => setMergeInto(event.target.value.replace(/\D/g, ''))} />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={!mergeInto}>
            Merge
          </Button>
        </form>
      </div>
      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={asking.label}
          description={asking.confirm}
          confirmLabel={asking.label}
          pendingText="Working..."
          pending={act.isPending}
          error={act.error}
          failureText="It could not be done. Please try again."
          onConfirm={() => act.mutate(asking)}
        />
      ) : null}
    </Card>
  );
}
