import { DEFAULT_BRAND } from '#shared/brand.js';
import type { SubmissionKind } from '#shared/admin.js';
import type { MailMessage } from './outbox.js';

/** Who a message is for and what it is about. */
export type MailContext = {
  to: string;
  firstName: string | null;
  kind: SubmissionKind;
  businessName: string;
  /** 'City, ST' */
  place: string;
};

const greeting = (firstName: string | null) => `Hello ${firstName?.trim() || 'there'},`;
let siteName = DEFAULT_BRAND.name;
/**
 * The name the messages speak for (SITE_NAME), set by buildApp. A setting rather than a parameter of every message:
 * a process serves one site, and the services that queue mail need not carry it.
 */
export function setMailSiteName(name: string) {
  siteName = name;
}
const signature = () => `The ${siteName} team`;
/** Header values on one line: a business name is user input and must never add a header. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
const what = (kind: SubmissionKind) => ({ listing: 'listing', claim: 'claim', change: 'listing change' })[kind];

/** Sent when an owner lists a business or claims one (review within 24-48 hours for a listing, 1-3 business days for a claim). */
export function submissionMail(context: MailContext): MailMessage {
  const { kind, businessName, place } = context;
  const bodies: Record<SubmissionKind, string[]> = {
    listing: [
      `Thank you for listing ${businessName} (${place}) on ${siteName}.`,
      'Our team will review your listing within 24-48 hours and verify it through the method you chose.',
      "You'll receive an email when it's approved.",
    ],
    claim: [
      `We received your claim for ${businessName} (${place}).`,
      'Our team will review your claim within 1-3 business days.',
      "You'll receive an email notification once the review is complete.",
    ],
    change: [
      `We received your changes to ${businessName} (${place}).`,
      'Changes to the name, address, phone or website of a verified business are reviewed by our team before they go live;',
      'until then your listing shows its current details. You will receive an email once the review is complete.',
    ],
  };
  const body = bodies[kind];
  return {
    to: context.to,
    subject: oneLine(`We received your ${what(kind)}: ${businessName}`),
    text: [greeting(context.firstName), '', ...body, '', signature(), ''].join('\n'),
  };
}

/** The fields of a listing as an email names them. */
const FIELD_WORDS: Record<string, string> = { name: 'name', address: 'address', phone: 'phone', website: 'website', cityId: 'city' };

/** 'the phone', 'the name and website', 'the name, phone and website'. */
function fieldList(fields: string[]): string {
  const words = [...new Set(fields.map((field) => FIELD_WORDS[field] ?? field))];
  return `the ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]}`;
}

/**
 * Sent when staff approve or reject a listing or claim, or a listing change: then `fields` names what changed ('Your
 * change to the phone of Happy Paws was approved').
 */
export function decisionMail(
  context: MailContext & { decision: 'approved' | 'rejected'; reason: string | null; link: string; fields?: string[] },
): MailMessage {
  const { kind, businessName, place, decision } = context;
  const changed = kind === 'change' && context.fields?.length ? `change to ${fieldList(context.fields)} of` : null;
  const body =
    decision === 'approved'
      ? [
          {
            listing: `Good news: your listing for ${businessName} (${place}) has been approved and is now verified.`,
            claim: `Good news: your claim for ${businessName} (${place}) has been approved. You are now its verified owner.`,
            change: `Good news: your ${changed ?? 'change to'} ${businessName} (${place}) has been approved and is now live.`,
          }[kind],
          '',
          `Manage your business on your dashboard: ${context.link}`,
        ]
      : [
          changed ? `We could not approve your ${changed} ${businessName} (${place}).` : `We could not approve your ${what(kind)} for ${businessName} (${place}).`,
          '',
          `Reason: ${context.reason ?? ''}`,
          '',
          `You can see this decision on your dashboard: ${context.link}`,
        ];
  return {
    to: context.to,
    subject: oneLine(changed ? `Your ${changed} ${businessName} was ${decision}` : `Your ${what(kind)} for ${businessName} was ${decision}`),
    text: [greeting(context.firstName), '', ...body, '', signature(), ''].join('\n'),
  };
}

/** Who a review message is for, and the business and review it is about. */
export type ReviewMailContext = { to: string; firstName: string | null; businessName: string; link: string };

const stars = (rating: number) => `${rating} star${rating === 1 ? '' : 's'}`;
/** 'New 4-star review of ...', as a subject reads. */
const starAdjective = (rating: number) => `${rating}-star`;

/** Sent to the business owner for each new review. */
export function newReviewMail(context: ReviewMailContext & { authorName: string; rating: number; text: string }): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`New ${starAdjective(context.rating)} review of ${context.businessName}`),
    text: [
      greeting(context.firstName),
      '',
      `${context.authorName} reviewed ${context.businessName} (${stars(context.rating)}):`,
      '',
      context.text,
      '',
      `Reply from your dashboard: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** Sent to a review's author when the owner first replies (an edit of the reply sends nothing more). */
export function ownerReplyMail(context: ReviewMailContext & { replyText: string }): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`${context.businessName} replied to your review`),
    text: [
      greeting(context.firstName),
      '',
      `The owner of ${context.businessName} replied to your review:`,
      '',
      context.replyText,
      '',
      `See it on the business page: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

// --- Booking requests -------------------------------------------------------------------------------------------

/** What a booking-request message says about the request. */
export type BookingMailContext = {
  to: string;
  firstName: string | null;
  businessName: string;
  serviceName: string;
  /** 'Friday, December 4, 2026 (morning)' */
  when: string;
  petNames: string[];
  /** Where the reader answers or follows the request. */
  link: string;
};

const petList = (names: string[]) => names.join(', ') || 'their pet';

/** To the owner: a customer asks to book. */
export function bookingRequestedMail(context: BookingMailContext & { customerName: string; message: string | null }): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`New booking request for ${context.businessName}`),
    text: [
      greeting(context.firstName),
      '',
      `${context.customerName} would like to book ${context.serviceName} for ${petList(context.petNames)} on ${context.when}.`,
      ...(context.message ? ['', `Their message: ${context.message}`] : []),
      '',
      `See the pets' profiles and accept or decline the request on your dashboard: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** To the owner: the customer cancelled a request that was waiting or accepted. */
export function bookingCancelledMail(context: BookingMailContext & { customerName: string }): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`Booking request cancelled: ${context.businessName}`),
    text: [
      greeting(context.firstName),
      '',
      `${context.customerName} cancelled their request for ${context.serviceName} for ${petList(context.petNames)} on ${context.when}.`,
      '',
      `Your booking requests: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** To the customer: the owner accepted or declined their request. */
export function bookingDecisionMail(context: BookingMailContext & { decision: 'accepted' | 'declined'; ownerMessage: string | null }): MailMessage {
  const { businessName, serviceName, when, decision } = context;
  const lead =
    decision === 'accepted'
      ? `Good news: ${businessName} accepted your request for ${serviceName} for ${petList(context.petNames)} on ${when}.`
      : `${businessName} could not take your request for ${serviceName} on ${when}.`;
  return {
    to: context.to,
    subject: oneLine(`Your booking request was ${decision}: ${businessName}`),
    text: [
      greeting(context.firstName),
      '',
      lead,
      ...(context.ownerMessage ? ['', `Their message: ${context.ownerMessage}`] : []),
      '',
      `Your bookings: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** To the other side of a booking request's conversation: a new message (at most one an hour while unread). */
export function conversationMessageMail(context: {
  to: string;
  firstName: string | null;
  authorName: string;
  businessName: string;
  serviceName: string;
  body: string;
  link: string;
}): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`New message from ${context.authorName} about ${context.serviceName}`),
    text: [
      greeting(context.firstName),
      '',
      `${context.authorName} wrote about the booking request for ${context.serviceName} at ${context.businessName}:`,
      '',
      context.body,
      '',
      `Read and answer it here: ${context.link}`,
      '',
      'While a message waits unread we email you about this request at most once an hour.',
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** To the customer: the receipt of a request they sent. */
export function bookingReceiptMail(context: BookingMailContext): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`Your booking request to ${context.businessName}`),
    text: [
      greeting(context.firstName),
      '',
      `We sent your request for ${context.serviceName} for ${petList(context.petNames)} on ${context.when} to ${context.businessName}.`,
      "They will accept or decline it, and we'll email you either way. Until then nothing is booked.",
      '',
      `Follow it, message the provider or cancel it: ${context.link}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}

/** To the customer: the owner marked the visit completed; an invitation to review it. */
export function reviewInvitationMail(context: BookingMailContext & { reviewLink: string }): MailMessage {
  return {
    to: context.to,
    subject: oneLine(`How was your visit to ${context.businessName}?`),
    text: [
      greeting(context.firstName),
      '',
      `${context.businessName} marked the visit for ${context.serviceName} on ${context.when} as completed.`,
      'Your review helps other pet owners choose, and helps the business improve.',
      '',
      `Write a review: ${context.reviewLink}`,
      '',
      signature(),
      '',
    ].join('\n'),
  };
}
