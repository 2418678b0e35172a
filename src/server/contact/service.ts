import { and, count, desc, gt, sql } from 'drizzle-orm';
import {
  CONTACT_HONEYPOT,
  CONTACT_LIST_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactPayloadSchema,
  type ContactMessage,
  type ContactMessageList,
  type ContactTopic,
} from '#shared/contact.js';
import type { z } from 'zod';
import type { Db } from '../db/connect.js';
import { contactMessages } from '../db/schema.js';
import { AppError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';

/** Messages one email address may send in an hour: a follow-up or two, never a flood into the staff list. */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

type ContactInput = z.output<typeof contactPayloadSchema>;

/** One line, for a mail header: the sender's name is their input and must never add a header. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * Keeps a message from the contact or advertise form for staff and queues a copy to SUPPORT_EMAIL, in one
 * transaction. Refused: a filled honeypot (a bot), and a fourth message from one address within the hour.
 */
export async function receiveContactMessage(db: Db, input: ContactInput, supportEmail: string): Promise<void> {
  if (input[CONTACT_HONEYPOT]?.trim()) throw new AppError('BAD_REQUEST', CONTACT_MESSAGES.honeypot);
  await db.transaction(async (tx) => {
    // Serialises messages from one address, so two sent at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${input.email.toLowerCase()}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(and(sql`lower(${contactMessages.email}) = ${input.email.toLowerCase()}`, gt(contactMessages.createdAt, new Date(Date.now() - HOUR_MS))));
    if (Number(recent?.n ?? 0) >= MESSAGES_PER_ADDRESS_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS', CONTACT_MESSAGES.tooMany);
    await tx.insert(contactMessages).values({ form: input.form, name: input.name, email: input.email, topic: input.topic, message: input.message });
    const what = input.form === 'advertise' ? 'Advertising enquiry' : 'Contact form';
    await enqueueMail(tx, {
      to: supportEmail,
      subject: oneLine(`${what}: ${CONTACT_TOPICS[input.topic]} from ${input.name}`),
      text: [
        `From: ${input.name} <${input.email}>`,
        `Topic: ${CONTACT_TOPICS[input.topic]}`,
        `Sent through the ${input.form} page.`,
        '',
        input.message,
        '',
        `Reply to ${input.email} to answer. Every message is also listed for staff at /admin/messages.`,
        '',
      ].join('\n'),
    });
  });
}

/** The staff list: how many messages came in all, and the newest ones. */
export async function listContactMessages(db: Db): Promise<ContactMessageList> {
  const [rows, [total]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(CONTACT_LIST_LIMIT),
    db.select({ n: count() }).from(contactMessages),
  ]);
  const messages: ContactMessage[] = rows.map((row) => ({
    id: row.id,
    form: row.form as ContactMessage['form'],
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
  return { total: Number(total?.n ?? 0), messages };
}
