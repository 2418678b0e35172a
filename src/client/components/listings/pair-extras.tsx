import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ServiceCityResponse } from '../../../shared/listings.js';
import { formatPriceRange } from '../../lib/format.js';
import { CategoryIcon } from '../category.js';
import { SectionHeading } from '../section-heading.js';

/** Below the results: questions answered from the pair's figures, and related services in the same city. */
export function PairExtras({ data }: { data: ServiceCityResponse }) {
  const { service, city } = data;
  return (
    <div className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        {data.faqs.length ? (
          <section aria-labelledby="pair-faqs">
            <SectionHeading id="pair-faqs" title="Frequently Asked Questions" subtitle={`About ${service.name.toLowerCase()} in ${city.name}.`} />
            <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {data.faqs.map((faq) => (
                <details key={faq.question} className="group px-5 py-4">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDown className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <p className="mt-3 text-slate-700">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ) : null}
        {data.relatedServices.length ? (
          <section aria-labelledby="pair-related">
            <SectionHeading id="pair-related" title={`More Pet Services in ${city.name}`} subtitle="Related services from local providers." />
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.relatedServices.map((related) => (
                <li key={related.id}>
                  <Link
                    to={`/${related.slug}/${city.slug}`}
                    className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 transition hover:border-teal-300 hover:bg-white focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                  >
                    <CategoryIcon category={related.category} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900 group-hover:text-teal-700">{related.name}</span>
                      <span className="block text-sm text-slate-600">{formatPriceRange(related.avgPriceMin, related.avgPriceMax)}</span>
                    </span>
                    <ArrowRight className="size-4 shrink-0 text-slate-400 group-hover:text-teal-700" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
