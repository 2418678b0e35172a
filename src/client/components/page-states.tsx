import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { serverMessage } from '../lib/api.js';
import { buttonClass } from './ui/button.js';
import { Notice } from './ui/notice.js';

/** A page's loading state: its loading text under a spinner, announced politely to screen readers. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-teal-600 border-t-transparent" aria-hidden="true" />
      <p className="text-slate-600">{text}</p>
    </div>
  );
}

/**
 * What a part of a screen (a dashboard tab, a panel) shows while its read is not there: the loading line, or the
 * failure in the server's words when it gave some, else `failureText`. Use as
 * `if (!query.isSuccess) return <QueryFallback query={query} ... />`, so the rest reads `query.data` narrowed.
 */
export function QueryFallback({ query, loadingText, failureText }: { query: { isPending: boolean; error: unknown }; loadingText: string; failureText: string }) {
  if (query.isPending) return <PageLoading text={loadingText} />;
  return (
    <Notice role="alert" tone="danger">
      <p>{serverMessage(query.error) ?? failureText}</p>
    </Notice>
  );
}

/** A whole page that is one message (not found, sign-in required, wrong account, refused) and the ways out. */
export function MessageState({ title, text, icon, children }: { title: ReactNode; text?: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {icon}
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {text ? <p className="text-slate-600">{text}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** A not-found screen (Service Not Found, City Not Found, ...) with one way out. */
export function NotFoundState({ seo, title, text, to, linkLabel, icon }: { seo?: ReactNode; title: string; text?: ReactNode; to: string; linkLabel: string; icon?: ReactNode }) {
  return (
    <>
      {seo}
      <MessageState title={title} text={text} icon={icon}>
        <Link to={to} className={buttonClass()}>
          {linkLabel}
        </Link>
      </MessageState>
    </>
  );
}

/**
 * What a page shows until its data is there: the loading state while the reads are pending (with the page's Seo
 * when the page has one, so the title is right from the first paint), otherwise the page's not-found or error
 * state. The screen keeps only its success render.
 */
export function PageQueryState({ pending, seo, loadingText, children }: { pending: boolean; seo?: ReactNode; loadingText: string; children: ReactNode }) {
  if (pending) {
    return (
      <>
        {seo}
        <PageLoading text={loadingText} />
      </>
    );
  }
  return <>{children}</>;
}
