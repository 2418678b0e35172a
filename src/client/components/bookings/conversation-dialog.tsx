import '../../lib/zod-browser.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { CONVERSATION_MESSAGE_MAX, postConversationMessageSchema, type Conversation, type PostConversationMessage } from '#shared/booking-conversation.js';
import { apiSend } from '../../lib/api.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { QueryFallback } from '../page-states.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField } from '../ui/form-field.js';
import { Textarea } from '../ui/input.js';
import { Notice } from '../ui/notice.js';
import { ConversationPets } from './conversation-pets.js';
import { ConversationReport } from './conversation-report.js';

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The conversation on one booking request, for its customer or the business's owner: the messages oldest first,
 * the pets' profiles, and a box to write in while the request is open. Opening it marks the thread read, and the
 * header's and the dashboard's counts are read again; either side may report it to staff. Loaded only when opened.
 */
export default function ConversationDialog({ requestId, title, listPath, onClose }: { requestId: number; title: string; listPath: string; onClose: () => void }) {
  const path = apiPaths.bookingConversation(requestId);
  const queryClient = useQueryClient();
  const query = useApiQuery<Conversation>(path);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    // Read once shown: the counts that mention this thread are then read again.
    void apiSend('POST', apiPaths.bookingConversationRead(requestId), {})
      .then(() => refreshAfterWrite(queryClient, [apiPaths.unreadBookingMessages, listPath]))
      .catch(() => undefined);
  }, [loaded, requestId, listPath, queryClient]);

  const form = useZodForm(postConversationMessageSchema, { defaultValues: { body: '' } });
  const send = useMutation({
    mutationFn: (payload: PostConversationMessage) => apiSend('POST', path, payload),
    onSuccess: async () => {
      form.reset({ body: '' });
      await refreshAfterWrite(queryClient, [path, listPath]);
    },
  });
  const submit = submitHandler(form, (payload) => send.mutateAsync(payload), 'Your message could not be sent. Please try again.');
  const thread = query.data;
  // The newest message is at the bottom: keep it in view when the thread loads or grows.
  const list = useRef<HTMLOListElement>(null);
  const count = thread?.messages.length ?? 0;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={form.formState.isSubmitting} title={title}>
      {!thread ? (
        <QueryFallback query={query} loadingText="Loading the conversation..." failureText="The conversation could not be loaded. Please try again." />
      ) : (
        <div className="grid gap-4">
          <ConversationPets pets={thread.pets} />
          {thread.messages.length === 0 ? (
            <p className="text-sm text-slate-600">
              {thread.side === 'customer' ? `No messages yet. Ask ${thread.businessName} anything about this visit.` : 'No messages yet. Ask the customer anything about this visit.'}
            </p>
          ) : (
            <ol ref={list} aria-label="Messages" className="grid max-h-80 gap-3 overflow-y-auto pr-1">
              {thread.messages.map((message) => (
                <li key={message.id} className={`grid max-w-[85%] gap-1 rounded-lg px-3 py-2 ${message.mine ? 'justify-self-end bg-teal-50' : 'justify-self-start bg-slate-100'}`}>
                  <p className="text-xs text-slate-600">
                    <span className="font-semibold text-slate-800">{message.mine ? 'You' : message.authorName}</span> ·{' '}
                    <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
                  </p>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          {thread.readOnly ? (
            <Notice tone="info" icon="info">
              <p className="text-sm">This request is {thread.status}, so its conversation is read-only.</p>
            </Notice>
          ) : (
            <form noValidate onSubmit={submit} aria-label="Write a message" className="grid gap-3">
              <FormField control={form.control} name="body" label="Your message" hint={`Up to ${CONVERSATION_MESSAGE_MAX.toLocaleString('en-US')} characters`}>
                <Textarea rows={3} maxLength={CONVERSATION_MESSAGE_MAX} {...form.register('body')} />
              </FormField>
              <FormAlert control={form.control} />
              <Button type="submit" className="justify-self-end" pending={form.formState.isSubmitting} pendingText="Sending...">
                Send message
              </Button>
            </form>
          )}
          <ConversationReport requestId={requestId} />
        </div>
      )}
    </Dialog>
  );
}
