import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SIGN_IN_PATHS } from '../../shared/auth.js';
import { primaryButtonClass, secondaryButtonClass } from '../components/owners/form-controls.js';
import { isApiError } from '../lib/api.js';

// Shared by the staff screens (/admin, /admin/outbox); not a route of its own.

/** Staff sign in through either flow; staff-ness comes from the email. Both come back to `returnTo`. */
const signInHref = (flow: keyof typeof SIGN_IN_PATHS, returnTo: string) =>
  `${SIGN_IN_PATHS[flow]}?returnTo=${encodeURIComponent(returnTo)}`;

function Refusal({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {icon}
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** What a staff screen shows when its API refuses: sign-in for visitors (401), a plain refusal for others (403). */
export function StaffRefusal({ error, returnTo }: { error: unknown; returnTo: string }) {
  if (isApiError(error, 401)) {
    return (
      <Refusal
        icon={<ShieldCheck className="size-12 text-teal-700" aria-hidden="true" />}
        title="Staff Sign-In Required"
        text="Please sign in with your staff account to review listings and claims."
      >
        <a href={signInHref('business_owner', returnTo)} className={primaryButtonClass}>
          Sign In
        </a>
      </Refusal>
    );
  }
  if (isApiError(error, 403)) {
    return (
      <Refusal
        icon={<ShieldAlert className="size-12 text-red-600" aria-hidden="true" />}
        title="Staff Only"
        text="This page is for staff only. Your account does not have access to it."
      >
        <Link to="/" className={secondaryButtonClass}>
          Return Home
        </Link>
      </Refusal>
    );
  }
  return (
    <Refusal
      icon={<ShieldAlert className="size-12 text-amber-600" aria-hidden="true" />}
      title="Something Went Wrong"
      text="The staff page could not be loaded. Please try again."
    >
      <a href={returnTo} className={secondaryButtonClass}>
        Try Again
      </a>
    </Refusal>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** Staff pages render only in the browser (their data needs the session), so local time is safe here. */
export const formatWhen = (iso: string) => dateFormat.format(new Date(iso));
