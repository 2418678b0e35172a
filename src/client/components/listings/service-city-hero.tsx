import { Icon } from '../ui/icon.js';
import type { ServiceCityResponse } from '#shared/listings.js';
import { formatNumber, formatPercent, formatPriceRange } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';
import { Breadcrumbs } from '../breadcrumbs.js';
import { climateInfo } from '../climate.js';
import { PageHero } from '../page-hero.js';
import { SectionHeading } from '../section-heading.js';
import { StatTiles } from '../ui/stat-tile.js';

/**
 * Breadcrumbs, heading and a one-line intro: short, so the first result shows without scrolling on a laptop and a
 * phone alike. The city's facts come after the results (ServiceCityFacts).
 */
export function ServiceCityHero({ data }: { data: ServiceCityResponse }) {
  const { service, city, stats } = data;
  const what = service.name.toLowerCase();
  return (
    <PageHero
      eyebrow={<Breadcrumbs items={data.breadcrumbs} />}
      title={`${service.name} in ${city.name}, ${city.state}`}
      subtitle={`Compare ${formatNumber(stats.businessCount)} ${what} ${stats.businessCount === 1 ? 'provider' : 'providers'} in ${city.name}, ${stateName(city.state)}: ratings, prices, hours and reviews in one place.`}
      compact
    />
  );
}

/** The pair at a glance: the climate advice and its figures, below the results. */
export function ServiceCityFacts({ data }: { data: ServiceCityResponse }) {
  const { service, city, stats } = data;
  const climate = climateInfo(city.climate);
  return (
    <section aria-labelledby="pair-facts" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
      <SectionHeading id="pair-facts" title={`${service.name} in ${city.name} at a Glance`} />
      <p className="mb-6 flex max-w-3xl items-start gap-3 rounded-xl bg-amber-50/60 p-4 text-slate-700 ring-1 ring-amber-100">
        <Icon name={climate.icon} className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <span>{data.climateAdvice}</span>
      </p>
      <StatTiles
        label={`${service.name} in ${city.name} at a glance`}
        items={[
          { label: 'Providers', value: formatNumber(stats.businessCount), icon: 'store' },
          { label: 'Average rating', value: `${stats.averageRating} / 5`, icon: 'star' },
          { label: 'Pet ownership', value: formatPercent(stats.petOwnershipRate), icon: 'heart' },
          { label: 'Typical price', value: formatPriceRange(service.avgPriceMin, service.avgPriceMax), icon: 'dollar-sign' },
        ]}
      />
    </section>
  );
}
