import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connect.js';
import { businesses, cities, users } from '../db/schema.js';
import type { MailMessage } from '../mail/outbox.js';
import { enqueueMail } from '../mail/outbox.js';

/** Header values on one line: a business name is user input and must never add a header. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
const FIELD_WORDS: Record<string, string> = { address: 'address', phone: 'phone number', website: 'website', hours: 'opening hours' };

type ListingMail = { to: string; firstName: string | null; businessName: string; place: string };

/** The owner of a listing (its verified one, when asked) and its name and place, or null (none, or no email address). */
async function ownerOf(db: DbOrTx, businessId: number, verifiedOnly: boolean): Promise<ListingMail | null> {
  const [row] = await db
    .select({ to: users.email, firstName: users.firstName, businessName: businesses.name, isVerified: businesses.isVerified, city: cities.name, state: cities.state })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .innerJoin(cities, eq(cities.id, businesses.cityId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row?.to || (verifiedOnly && !row.isVerified)) return null;
  return { to: row.to, firstName: row.firstName, businessName: row.businessName, place: `${row.city}, ${row.state}` };
}

const letter = (who: ListingMail, site: string, lines: string[]) => [`Hello ${who.firstName?.trim() || 'there'},`, '', ...lines, '', `The ${site} team`, ''].join('\n');

/** Tells a verified owner that staff changed a field of their listing after a visitor's report, and how to dispute it. */
export async function queueReportAppliedMail(db: DbOrTx, site: { name: string; publicUrl: string }, businessId: number, field: string, value: string) {
  const who = await ownerOf(db, businessId, true);
  if (!who) return;
  const words = FIELD_WORDS[field] ?? field;
  const message: MailMessage = {
    to: who.to,
    subject: oneLine(`We updated the ${words} of ${who.businessName}`),
    text: letter(who, site.name, [
      `A visitor reported that the ${words} of ${who.businessName} (${who.place}) was out of date, and our team changed it to:`,
      '',
      `  ${value.replace(/\n/g, '\n  ')}`,
      '',
      `If this is wrong, answer the report on your dashboard and our team will look again: ${site.publicUrl}/dashboard/business/${businessId}`,
    ]),
  };
  await enqueueMail(db, message);
}

/** Tells the owner of a listing merged into another where it lives now. */
export async function queueMergedMail(db: DbOrTx, site: { name: string; publicUrl: string }, businessId: number, kept: { id: number; name: string }) {
  const who = await ownerOf(db, businessId, false);
  if (!who) return;
  await enqueueMail(db, {
    to: who.to,
    subject: oneLine(`${who.businessName} was merged into another listing`),
    text: letter(who, site.name, [
      `Our team found that ${who.businessName} (${who.place}) was listed twice and merged it into ${kept.name}: ${site.publicUrl}/business/${kept.id}`,
      'Its reviews, favorites, photos and open booking requests moved there, and its old address now leads to that page.',
      '',
      'If this is wrong, please write to us through the contact page.',
    ]),
  });
}
