import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BusinessDetailResponse } from '../../../shared/listings.js';
import { CategoryIcon } from '../category.js';

/** 'Discover More Services': each of the business's services in its city, at /{service}/{city}. */
export function DiscoverMore({ detail }: { detail: BusinessDetailResponse }) {
  const { services, city } = detail;
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="discover-more">
      <h2 id="discover-more" className="mb-1 text-2xl font-bold tracking-tight text-slate-900">
        Discover More Services
      </h2>
      <p className="mb-6 text-slate-600">Compare other local providers in {city.name}.</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.id}>
            <Link
              to={`/${service.slug}/${city.slug}`}
              className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-teal-300 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
            >
              <CategoryIcon category={service.category} />
              <span className="min-w-0 flex-1 font-medium text-slate-900 group-hover:text-teal-700">
                {service.name} in {city.name}
              </span>
              <ArrowRight className="size-4 shrink-0 text-slate-400 group-hover:text-teal-700" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
