import type { BusinessDetailResponse } from '#shared/listings.js';
import { CategoryIcon } from '../category.js';
import { LinkCard } from '../ui/link-card.js';

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
            <LinkCard
              to={`/${service.slug}/${city.slug}`}
              radius="md"
              icon={<CategoryIcon category={service.category} />}
              title={`${service.name} in ${city.name}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
