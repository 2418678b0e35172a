import type { ReactNode } from 'react';

/** The band at the top of directory pages: breadcrumbs or an eyebrow, the h1, a line of text and extras. */
export function PageHero({ eyebrow, title, subtitle, children }: { eyebrow?: ReactNode; title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {eyebrow}
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
