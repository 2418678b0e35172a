import { apiPaths } from '#shared/api-paths.js';
import { siteTitle } from '#shared/brand.js';
import { CONTACT_LIST_LIMIT, CONTACT_TOPICS, type ContactMessage, type ContactMessageList } from '#shared/contact.js';
import { formatWhen } from '../components/admin/format-when.js';
import { StaffPage } from '../components/admin/staff-page.js';
import { StaffRefusal } from '../components/admin/staff-refusal.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Badge } from '../components/ui/badge.js';
import { Card, CardHeader } from '../components/ui/card.js';
import { Icon } from '../components/ui/icon.js';
import { useBrand } from '../lib/site.js';
import { useApiQuery } from '../lib/use-api-query.js';

function MessageCard({ message }: { message: ContactMessage }) {
  const headingId = `message-${message.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="grid gap-3">
      <CardHeader
        id={headingId}
        level="h2"
        title={CONTACT_TOPICS[message.topic]}
        subtitle={`From ${message.name} <${message.email}>`}
        aside={<Badge tone={message.form === 'advertise' ? 'info' : 'neutral'}>{message.form === 'advertise' ? 'Advertise' : 'Contact'}</Badge>}
      />
      <p className="text-xs text-slate-500">Received {formatWhen(message.createdAt)}</p>
      <pre className="rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{message.message}</pre>
      <a
        href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${CONTACT_TOPICS[message.topic]}`)}`}
        className="focus-ring inline-flex items-center gap-2 justify-self-start rounded text-sm font-semibold text-teal-700 hover:underline"
      >
        <Icon name="mail" className="size-4" />
        Reply by email
      </a>
    </Card>
  );
}

/** /admin/messages: what people sent through the contact and advertise pages, newest first (staff only). */
export default function AdminMessagesPage() {
  const brand = useBrand();
  const list = useApiQuery<ContactMessageList>(apiPaths.admin.messages);
  const seo = <Seo title={siteTitle('Messages', brand)} description="Messages sent through the contact and advertise pages." canonical="/admin/messages" noindex />;

  if (list.isPending) return (<>{seo}<PageLoading text="Loading messages..." /></>);
  if (list.isError) return (<>{seo}<StaffRefusal error={list.error} returnTo="/admin/messages" /></>);
  const { total, messages } = list.data;
  return (
    <StaffPage seo={seo} title="Messages" intro={<>Sent through the Contact and Advertise pages; each also went to {brand.supportEmail}. Answer by email.</>}>
      {messages.length === 0 ? (
        <p className="text-slate-600">No messages yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {total} in all, newest first{total > CONTACT_LIST_LIMIT ? `: the latest ${CONTACT_LIST_LIMIT}` : ''}.
          </p>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </>
      )}
    </StaffPage>
  );
}
