import { Badge } from '../ui/badge.js';
import { Icon } from '../ui/icon.js';

/** A dashboard tab's count of unread conversation messages; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge tone="danger" className="ml-2">
      <Icon name="message-circle" className="mr-1 size-3" />
      {count}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </Badge>
  );
}
