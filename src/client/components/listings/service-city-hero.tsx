import { Icon } from '../ui/icon.js';
import type { ServiceCityResponse } from '../../../shared/listings.js';
import { formatNumber, formatPercent, formatPriceRange } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';
import { Breadcrumbs } from '../breadcrumbs.js';
import { climateInfo } from '../climate.js';
import { PageHero } from '../page-hero.js';
import { StatTiles } from '../ui/stat-tile.js';

/** Breadcrumbs, heading, intro with the climate advice, and the pair's figures. */
export function ServiceCityHero({ data }: { data: ServiceCityResponse }) {
  const { service, city, stats } = data;
  const climate = climateInfo(city.climate);
  const what = service.name.toLowerCase();
  return (
    <PageHero
      eyebrow={<Breadcrumbs items={data.breadcrumbs} />}
      title={`${service.name} in ${city.name}, ${city.state}`}
      subtitle={`Compare ${formatNumber(stats.businessCount)} ${what} ${stats.businessCount === 1 ? 'provider' : 'providers'} in ${city.name}, ${stateName(city.state)}: ratings, prices, hours and reviews in one place.`}
    >
      <p className="mt-4 flex max-w-3xl items-start gap-3 rounded-xl bg-white/70 p-4 text-slate-700 ring-1 ring-slate-200">
        <Icon name={climate.icon} className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <span>{data.climateAdvice}</span>
      </p>
      <div className="mt-6">
        <StatTiles
          label={`${service.name} in ${city.name} at a glance`}
          items={[
            { label: 'Providers', value: formatNumber(stats.businessCount), icon: 'store' },
            { label: 'Average rating', value: `${stats.averageRating} / 5`, icon: 'star' },
            { label: 'Pet ownership', value: formatPercent(stats.petOwnershipRate), icon: 'heart' },
            { label: 'Typical price', value: formatPriceRange(service.avgPriceMin, service.avgPriceMax), icon: 'dollar-sign' },
          ]}
        />
      </div>
    </PageHero>
  );
}
