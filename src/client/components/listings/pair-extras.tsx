import { Icon } from '../ui/icon.js';
import type { ServiceCityResponse } from '#shared/listings.js';
import { formatPriceRange } from '../../lib/format.js';
import { CategoryIcon } from '../category.js';
import { SectionHeading } from '../section-heading.js';
import { LinkCard } from '../ui/link-card.js';

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
                  <summary className="focus-ring flex cursor-pointer rounded list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <Icon name="chevron-down" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
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
                  <LinkCard
                    to={`/${related.slug}/${city.slug}`}
                    surface="muted"
                    radius="md"
                    icon={<CategoryIcon category={related.category} />}
                    title={related.name}
                    text={formatPriceRange(related.avgPriceMin, related.avgPriceMax)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
