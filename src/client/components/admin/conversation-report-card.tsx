import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import type { StaffConversation } from '#shared/booking-conversation.js';
import { CONVERSATION_REPORT_REASONS, conversationReportPaths, type ConversationReportItem } from '#shared/conversation-reports.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { toast } from '../../lib/toast.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { QueryFallback } from '../page-states.js';
import { Button } from '../ui/button.js';
import { Card, CardHeader } from '../ui/card.js';
import { formatWhen } from './format-when.js';

type Outcome = 'resolved' | 'dismissed';

/** The reported request's whole thread, read-only (staff may read it only because it was reported). */
function Thread({ requestId }: { requestId: number }) {
  const query = useApiQuery<StaffConversation>(conversationReportPaths.staffThread(requestId));
  if (!query.data) return <QueryFallback query={query} loadingText="Loading the conversation..." failureText="The conversation could not be loaded." />;
  const thread = query.data;
  if (thread.messages.length === 0) return <p className="text-sm text-slate-600">The conversation has no messages.</p>;
  return (
    <ol aria-label={`Messages of request #${requestId}`} className="grid max-h-96 gap-2 overflow-y-auto rounded-lg bg-slate-50 p-3">
      {thread.messages.map((message) => (
        <li key={message.id} className="grid gap-0.5 text-sm">
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{message.authorName}</span> ({message.from}) · <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** One open report of a booking conversation: who reported it and why, the thread, and Resolved or Dismissed. */
export function ConversationReportCard({ item }: { item: ConversationReportItem }) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: (outcome: Outcome) => apiSend('POST', conversationReportPaths.close(item.id), { outcome }),
    onSuccess: async (_answer, outcome) => {
      toast({ title: outcome === 'resolved' ? 'Report resolved' : 'Report dismissed' });
      await refreshAfterWrite(queryClient, [apiPaths.admin.queue]);
    },
    onError: (error) => toast({ title: 'Not done', description: serverMessage(error) ?? 'Please try again.' }),
  });
  const headingId = `conversation-report-${item.id}`;
  const reporter = `${item.reporter.name}${item.reporter.email ? ` <${item.reporter.email}>` : ''}, the ${item.reporter.side === 'owner' ? "business's owner" : 'customer'}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-4">
      <CardHeader
        id={headingId}
        title={`${item.business.name}: ${item.serviceName}`}
        subtitle={`Reported conversation · booking request #${item.requestId}`}
        aside={<p className="text-sm text-slate-500">{`Reported ${formatWhen(item.createdAt)} · #${item.id}`}</p>}
      />
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-600">Reported by</dt>
        <dd className="text-slate-900">{reporter}</dd>
        <dt className="font-medium text-slate-600">Reason</dt>
        <dd className="text-slate-900">{CONVERSATION_REPORT_REASONS[item.reason]}</dd>
        {item.details ? (
          <>
            <dt className="font-medium text-slate-600">Details</dt>
            <dd className="whitespace-pre-line text-slate-900">{item.details}</dd>
          </>
        ) : null}
      </dl>
      <Thread requestId={item.requestId} />
      <div className="flex flex-wrap gap-2">
        {(['resolved', 'dismissed'] as const).map((outcome) => (
          <Button
            key={outcome}
            size="sm"
            variant={outcome === 'resolved' ? 'primary' : 'secondary'}
            pending={close.isPending && close.variables === outcome}
            pendingText="Working..."
            disabled={close.isPending}
            onClick={() => close.mutate(outcome)}
          >
            {outcome === 'resolved' ? 'Resolved' : 'Dismissed'}
          </Button>
        ))}
      </div>
    </Card>
  );
}
