import { Badge } from '../ui/badge.js';
import { Icon } from '../ui/icon.js';

/** A dashboard tab's count of unread conversation messages; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    // Compact on a phone, where a tab is a third of the width.
    <Badge tone="danger" className="ml-1 sm:ml-2">
      <Icon name="message-circle" className="hidden size-3 sm:inline" />
      {count}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </Badge>
  );
}
