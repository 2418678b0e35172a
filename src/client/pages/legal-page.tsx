import { Link, useLocation } from 'wouter';
import { apiPaths } from '#shared/api-paths.js';
import { siteTitle } from '#shared/brand.js';
import type { LegalPage as LegalPageData } from '#shared/legal.js';
import { QueryFallback } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { useBrand } from '../lib/site.js';
import { useApiQuery } from '../lib/use-api-query.js';

/** Headings, paragraphs, lists and links of a rendered Markdown document, in the site's type scale. */
const PROSE =
  'grid gap-4 text-slate-700 leading-relaxed [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-slate-900 [&_h2]:mt-4 [&_h2]:text-xl ' +
  '[&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal ' +
  '[&_ol]:pl-6 [&_li]:mt-1 [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:wrap-anywhere [&_strong]:text-slate-900';

const DESCRIPTIONS = {
  privacy: 'What we keep about you, why, and for how long.',
  terms: 'The terms that apply to your use of the directory.',
} as const;

/**
 * /privacy and /terms: the operator's Markdown (CONTENT_DIR) or the built-in template, rendered to HTML by the
 * server with raw HTML shown as text (server/legal/service.ts), so it is inserted as it comes.
 */
export default function LegalPage() {
  const [pathname] = useLocation();
  const slug = pathname === '/terms' ? 'terms' : 'privacy';
  const brand = useBrand();
  const page = useApiQuery<LegalPageData>(apiPaths.legalPage(slug));
  if (!page.isSuccess) return <QueryFallback query={page} loadingText="Loading..." failureText="This page could not be loaded. Please try again." />;
  return (
    <>
      <Seo title={siteTitle(page.data.title, brand)} description={DESCRIPTIONS[slug]} canonical={`/${slug}`} />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
        <article className={PROSE} dangerouslySetInnerHTML={{ __html: page.data.html }} />
        <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
          Questions?{' '}
          <Link to="/contact" className="focus-ring rounded font-medium text-teal-700 underline">
            Contact us
          </Link>{' '}
          or write to{' '}
          <a href={`mailto:${brand.supportEmail}`} className="focus-ring rounded font-medium break-all text-teal-700 underline">
            {brand.supportEmail}
          </a>
          .
        </p>
      </div>
    </>
  );
}
