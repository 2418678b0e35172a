import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '../ui/icon.js';

/** The frame of a staff tool page (outbox, messages, import): the way back to the review queue, its title and purpose. */
export function StaffPage({ seo, title, intro, children }: { seo: ReactNode; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      {seo}
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
        <Link to="/admin" className="focus-ring inline-flex items-center gap-2 justify-self-start rounded text-sm font-medium text-teal-700 underline hover:text-teal-900">
          <Icon name="arrow-left" className="size-4" />
          Review queue
        </Link>
        <header>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        </header>
        {children}
      </div>
    </>
  );
}
