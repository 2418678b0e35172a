import { useState } from 'react';
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxMessage, type OutboxResponse, type OutboxStatus } from '#shared/admin.js';
import { formatWhen } from '../components/admin/format-when.js';
import { StaffPage } from '../components/admin/staff-page.js';
import { StaffRefusal } from '../components/admin/staff-refusal.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { cn } from '../lib/cn.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { Badge, type BadgeTone } from '../components/ui/badge.js';
import { Card, CardHeader } from '../components/ui/card.js';
import { Notice } from '../components/ui/notice.js';
import { apiPaths } from '#shared/api-paths.js';
import { useBrand } from '../lib/site.js';

const TONES: Record<string, BadgeTone> = { pending: 'warning', sent: 'success', failed: 'danger' };
const LABELS: Record<OutboxStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

function MessageCard({ message }: { message: OutboxMessage }) {
  const headingId = `outbox-${message.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-3">
      <CardHeader
        id={headingId}
        level="h2"
        title={message.subject}
        subtitle={`To: ${message.to}`}
        aside={<Badge tone={TONES[message.status] ?? 'neutral'}>{LABELS[message.status as OutboxStatus] ?? message.status}</Badge>}
      />
      <p className="text-xs text-slate-500">
        Queued {formatWhen(message.createdAt)}
        {message.sentAt ? ` · sent ${formatWhen(message.sentAt)}` : ''}
        {message.attempts > 0 ? ` · ${message.attempts} attempt${message.attempts === 1 ? '' : 's'}` : ''}
        {message.status === 'pending' && message.attempts > 0 ? ` · next try ${formatWhen(message.nextAttemptAt)}` : ''}
      </p>
      {message.lastError ? (
        <Notice tone="danger" size="xs">
          <p>Last error: {message.lastError}</p>
        </Notice>
      ) : null}
      <pre className="rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{message.text}</pre>
    </Card>
  );
}

/** /admin/outbox: every email the app queued, so a newcomer without SMTP can still read them. */
export default function AdminOutboxPage() {
  const brand = useBrand();
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const outbox = useApiQuery<OutboxResponse>(apiPaths.admin.outbox({ status }));
  const seo = <Seo title={`Email Outbox | ${brand.name}`} description="Emails queued for owners." canonical="/admin/outbox" noindex />;

  if (outbox.isPending) return (<>{seo}<PageLoading text="Loading outbox..." /></>);
  if (outbox.isError) return (<>{seo}<StaffRefusal error={outbox.error} returnTo="/admin/outbox" /></>);
  const { smtpConfigured, counts, messages } = outbox.data;
  const total = counts.pending + counts.sent + counts.failed;
  const filters: [OutboxStatus | undefined, string, number][] = [
    [undefined, 'All', total],
    ...OUTBOX_STATUSES.map((value): [OutboxStatus, string, number] => [value, LABELS[value], counts[value]]),
  ];
  return (
    <StaffPage seo={seo} title="Email Outbox">
      {smtpConfigured ? null : (
        <Notice tone="warning" icon="info" className="text-sm">
          <p>
            Email is not configured (SMTP_URL is not set), so nothing is sent: messages wait here and go out once the app runs with
            SMTP_URL.
          </p>
        </Notice>
      )}
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {filters.map(([value, label, n]) => (
          <button
            key={label}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'focus-ring rounded-full border px-3 py-1 text-sm font-medium',
              status === value ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {label} ({n})
          </button>
        ))}
      </div>
      {messages.length === 0 ? (
        <p className="text-slate-600">No messages.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">Newest first{messages.length === OUTBOX_PAGE_SIZE ? `, the latest ${OUTBOX_PAGE_SIZE}` : ''}.</p>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </>
      )}
    </StaffPage>
  );
}
