import type { ReactNode } from 'react';

/**
 * The band at the top of directory pages: breadcrumbs or an eyebrow, the h1, a line of text and extras. `compact`
 * (result lists) keeps it short so the first result shows without scrolling.
 */
export function PageHero({ eyebrow, title, subtitle, compact = false, children }: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${compact ? 'py-5 sm:py-7' : 'py-10 sm:py-14'}`}>
        {eyebrow}
        <h1 className={`font-extrabold tracking-tight text-slate-900 ${compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'}`}>{title}</h1>
        {subtitle ? <p className={`max-w-3xl text-slate-600 ${compact ? 'mt-2 hidden sm:block' : 'mt-3 text-lg'}`}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
