import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Icon } from '../ui/icon.js';

// The thread, its form and zod load when a conversation is first opened.
const ConversationDialog = lazy(() => import('./conversation-dialog.js'));

/**
 * 'Messages' on a booking request, with its unread count; opens the conversation. An address naming the request
 * (`?request=<id>`, the link of a new-message email) opens it at once.
 */
export function ConversationButton({ requestId, unread, title, listPath }: { requestId: number; unread: number; title: string; listPath: string }) {
  const search = useSearch();
  const [open, setOpen] = useState(() => new URLSearchParams(search).get('request') === String(requestId));
  return (
    <>
      <Button size="sm" variant="secondary" className="justify-self-start" onClick={() => setOpen(true)}>
        <Icon name="message-circle" className="size-4" />
        Messages
        {unread > 0 ? (
          <Badge tone="danger" className="ml-1">
            {unread}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConversationDialog requestId={requestId} title={title} listPath={listPath} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
