import { Icon } from '../ui/icon.js';
import type { AdminQueueItem } from '#shared/admin.js';

/** The person behind a request, with a mail link when they have an address (`noEmail` says so when they do not). */
export function OwnerContact({ owner, noEmail }: { owner: AdminQueueItem['owner']; noEmail?: string }) {
  return (
    <>
      {owner.name}
      {owner.email ? (
        <a href={`mailto:${owner.email}`} className="focus-ring ml-2 inline-flex items-center gap-1 rounded text-teal-700 underline hover:text-teal-900">
          <Icon name="mail" className="size-3.5" />
          {owner.email}
        </a>
      ) : noEmail ? (
        <span className="ml-2 text-slate-500">{noEmail}</span>
      ) : null}
    </>
  );
}
