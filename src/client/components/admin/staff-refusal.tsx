import { Icon } from '../ui/icon.js';
import { Link } from 'wouter';
import { isApiError } from '../../lib/api.js';
import { MessageState } from '../page-states.js';
import { buttonClass } from '../ui/button.js';
import { apiPaths } from '#shared/api-paths.js';

/** Staff sign in through either flow; staff-ness comes from the email. Both come back to `returnTo`. */
const signInHref = (flow: keyof typeof apiPaths.signIn, returnTo: string) =>
  `${apiPaths.signIn[flow]}?returnTo=${encodeURIComponent(returnTo)}`;

/** What a staff screen shows when its API refuses: sign-in for visitors (401), a plain refusal for others (403). */
export function StaffRefusal({ error, returnTo }: { error: unknown; returnTo: string }) {
  if (isApiError(error, 401)) {
    return (
      <MessageState
        icon={<Icon name="shield-check" className="size-12 text-teal-700" />}
        title="Staff Sign-In Required"
        text="Please sign in with your staff account to review listings and claims."
      >
        <a href={signInHref('business_owner', returnTo)} className={buttonClass()}>
          Sign In
        </a>
      </MessageState>
    );
  }
  if (isApiError(error, 403)) {
    return (
      <MessageState
        icon={<Icon name="shield-alert" className="size-12 text-red-600" />}
        title="Staff Only"
        text="This page is for staff only. Your account does not have access to it."
      >
        <Link to="/" className={buttonClass('secondary')}>
          Return Home
        </Link>
      </MessageState>
    );
  }
  return (
    <MessageState
      icon={<Icon name="shield-alert" className="size-12 text-amber-600" />}
      title="Something Went Wrong"
      text="The staff page could not be loaded. Please try again."
    >
      <a href={returnTo} className={buttonClass('secondary')}>
        Try Again
      </a>
    </MessageState>
  );
}
