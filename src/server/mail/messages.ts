import { SITE_NAME } from '../../shared/brand.js';
import type { SubmissionKind } from '../../shared/admin.js';
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
const signature = `The ${SITE_NAME} team`;
/** Header values on one line: a business name is user input and must never add a header. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
const what = (kind: SubmissionKind) => ({ listing: 'listing', claim: 'claim', change: 'listing change' })[kind];

/** Sent when an owner lists a business or claims one (spec: review within 24-48 hours / 1-3 business days). */
export function submissionMail(context: MailContext): MailMessage {
  const { kind, businessName, place } = context;
  const bodies: Record<SubmissionKind, string[]> = {
    listing: [
      `Thank you for listing ${businessName} (${place}) on ${SITE_NAME}.`,
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
    text: [greeting(context.firstName), '', ...body, '', signature, ''].join('\n'),
  };
}

/** Sent when staff approve or reject a listing or claim. */
export function decisionMail(
  context: MailContext & { decision: 'approved' | 'rejected'; reason: string | null; link: string },
): MailMessage {
  const { kind, businessName, place, decision } = context;
  const body =
    decision === 'approved'
      ? [
          {
            listing: `Good news: your listing for ${businessName} (${place}) has been approved and is now verified.`,
            claim: `Good news: your claim for ${businessName} (${place}) has been approved. You are now its verified owner.`,
            change: `Good news: your change to ${businessName} (${place}) has been approved and is now live.`,
          }[kind],
          '',
          `Manage your business on your dashboard: ${context.link}`,
        ]
      : [
          `We could not approve your ${what(kind)} for ${businessName} (${place}).`,
          '',
          `Reason: ${context.reason ?? ''}`,
          '',
          `You can see this decision on your dashboard: ${context.link}`,
        ];
  return {
    to: context.to,
    subject: oneLine(`Your ${what(kind)} for ${businessName} was ${decision}`),
    text: [greeting(context.firstName), '', ...body, '', signature, ''].join('\n'),
  };
}
