import type { LegalPageSlug } from '#shared/legal.js';

/** What the templates fill in: the operator's name and contacts, and how long this instance keeps documents. */
export type TemplateFacts = { siteName: string; supportEmail: string; supportPhone: string; publicUrl: string; documentRetentionDays: number };

/**
 * The built-in privacy policy and terms: honest about what this software stores and for how long, written so an
 * operator can publish them as they are or copy them into CONTENT_DIR and edit. Markdown; rendered like the
 * operator's own files.
 */
export function legalTemplate(slug: LegalPageSlug, facts: TemplateFacts): string {
  return slug === 'privacy' ? privacy(facts) : terms(facts);
}

const contactLine = ({ supportEmail, supportPhone, publicUrl }: TemplateFacts) =>
  `Write to [${supportEmail}](mailto:${supportEmail}), call ${supportPhone}, or use our [contact form](${publicUrl}/contact).`;

function privacy(facts: TemplateFacts): string {
  const { siteName, documentRetentionDays } = facts;
  return `# Privacy Policy

${siteName} is a directory of pet service providers. This page says what we keep about you, why, and for how long.

## Browsing without an account

You can search and read the directory without signing in. We do not use advertising trackers or third-party
analytics. When you open a business's page or tap its phone, website or directions, we count it for that business's
owner as a number per day. To count a visit only once, we keep a one-way fingerprint of your network address and
browser, made with a key that changes every day and is deleted the next day, and we delete the fingerprint itself
after 24 hours. Your address itself is never stored with it.

The map is drawn from map tiles your browser loads from the tile provider, which sees your address as any web
server does. If you ask for places near you, your browser sends your position, rounded to about a kilometre, with
that search; it sorts the results and is not stored.

## Your account

You sign in through an account provider (such as Google). From it we receive and keep your email address, your name
and, if the provider gives one, the address of your profile picture, together with the provider's own identifier for
you. We never see your password. A sign-in lasts at most 30 days; we keep a fingerprint of the session cookie, not
the cookie itself.

What you add is kept until you delete it or ask us to close your account:

- **Pets**: their names, type, breed, age, weight and any special needs or medical notes you write, shown only to you
  and to the businesses you send a booking request.
- **Reviews and their photos**: public, with your first name and last initial. You can edit or delete them.
- **Favorites and booking requests**: visible to you, and a booking request to the business you send it to.
- **Reports** of reviews or photos: seen by our staff only.

## Business owners

If you list or claim a business, we keep what you enter about it, and the verification documents you upload. A
document is seen only by our staff; ${documentRetentionDays} days after a decision on every request that uses it,
its file is deleted (we keep the record that it existed). We keep a record of staff decisions.

## Messages and email

Messages sent through our contact or advertise form are kept for our staff to answer, with the name and email you
give. We send email about your listings, claims, reviews and bookings; these messages are kept in our outbox so we
can show that they were sent.

## Sharing

We do not sell your data or share it with advertisers. It is shared only as this page describes: what you publish
(reviews, listings) is public, booking requests go to the business, and our hosting and email providers process it
on our behalf.

## Your choices

You can see and change your profile, pets, reviews and favorites in your dashboard. To get a copy of your data or
to have your account deleted, contact us. ${contactLine(facts)}
`;
}

function terms(facts: TemplateFacts): string {
  const { siteName } = facts;
  return `# Terms of Service

These terms apply to your use of ${siteName}. By using the site you accept them.

## The directory

${siteName} lists pet service providers so that you can find and compare them. Listings come from businesses, from
their owners and from public sources; we check claims of ownership, but we cannot guarantee that every detail (hours,
prices, services) is current. Any service you book is an agreement between you and the business, not with us.

## Your account

Sign in only with an account that is yours. You are responsible for what is done with it. We may suspend an account
that breaks these terms.

## Reviews and photos

Write about your own experience, honestly. Do not post anything unlawful, hateful, or private about another person,
nor reviews of your own business or a competitor's. We may hide a review or a photo that breaks these rules, and
anyone can report one. You keep the rights to what you post and allow us to show it on the site.

## Business owners

Claim or list only a business you own or are allowed to represent, and keep its details accurate. Verification
documents you upload must be genuine.

## Our liability

We provide the site as it is. To the extent the law allows, we are not liable for the services businesses provide
or for losses arising from the use of the directory.

## Changes

We may update these terms; the version on this page applies. ${contactLine(facts)}
`;
}
