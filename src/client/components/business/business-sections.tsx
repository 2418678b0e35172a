import { Icon, type IconName } from '../ui/icon.js';
import { Link } from 'wouter';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { DESCRIPTION_LIMIT, formatPriceRange, truncate } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';
import { CategoryIcon } from '../category.js';
import { HoursSummary } from '../hours/hours-summary.js';
import { buttonClass } from '../ui/button.js';
import { safeWebsite, telHref } from './contact-links.js';
import { LocationMap } from '../map/location-map.js';
import { InfoCard } from './info-card.js';

const icon = 'size-5';
const linkClass = 'focus-ring rounded font-medium text-teal-700 hover:underline';

export function AboutSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business, city } = detail;
  return (
    <InfoCard id="about" title={`About ${business.name}`} icon={<Icon name="info" className={icon} />}>
      <p className="whitespace-pre-line text-slate-700">
        {business.description?.trim() || `${business.name} serves pet owners in ${city.name}, ${stateName(city.state)}.`}
      </p>
    </InfoCard>
  );
}

export function ServicesOffered({ detail }: { detail: BusinessDetailResponse }) {
  const { services, city } = detail;
  return (
    <InfoCard id="services-offered" title="Services Offered" icon={<Icon name="sparkles" className={icon} />}>
      {services.length === 0 ? (
        <p className="text-slate-600">No services listed yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="flex gap-3 rounded-xl border border-slate-100 bg-slate-50 p-4">
              <CategoryIcon category={service.category} />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <Link to={`/${service.slug}/${city.slug}`} className="focus-ring rounded hover:text-teal-700 hover:underline">
                    {service.name}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sm text-slate-600">{truncate(service.description, DESCRIPTION_LIMIT)}</p>
                <p className="mt-1 text-xs font-medium text-slate-700">Typical: {formatPriceRange(service.avgPriceMin, service.avgPriceMax)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}

/** `renderedAt`: when the server read the business, so the status hydrates as rendered (see useNow). */
export function HoursSection({ detail, renderedAt }: { detail: BusinessDetailResponse; renderedAt: number }) {
  const { business, city } = detail;
  return (
    <InfoCard id="hours" title="Hours and Availability" icon={<Icon name="clock" className={icon} />}>
      <HoursSummary schedule={business.schedule} timeZone={city.timeZone} renderedAt={renderedAt} />
      {business.isMobile ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Icon name="truck" className="size-4 shrink-0" />
          Mobile service: this provider comes to your home.
        </p>
      ) : null}
    </InfoCard>
  );
}

export function ContactSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business } = detail;
  const website = safeWebsite(business.website);
  return (
    <InfoCard id="contact" title="Contact" icon={<Icon name="phone" className={icon} />}>
      <dl className="space-y-3 text-sm">
        <Row icon={<Icon name="phone" className="size-4" />} label="Phone">
          <a href={telHref(business.phone)} className={linkClass}>
            {business.phone}
          </a>
        </Row>
        {website ? (
          <Row icon={<Icon name="globe" className="size-4" />} label="Website">
            <a href={website} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-all`}>
              {new URL(website).hostname}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Row>
        ) : null}
        <Row icon={<Icon name="map-pin" className="size-4" />} label="Address">
          {business.address}
        </Row>
      </dl>
    </InfoCard>
  );
}

/** The two statuses an owner has reached; claimed but not verified is only a listing under review, which only its owner and staff can open. */
const OWNER_STATUS = {
  verified: { icon: 'badge-check' as IconName, tone: 'text-emerald-800', label: 'Verified owner', text: 'Our staff checked that the owner runs this business; they manage this listing.' },
  pending: { icon: 'clock' as IconName, tone: 'text-amber-900', label: 'Pending Verification', text: "Our staff are checking the owner's verification." },
};

export function StatusSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business } = detail;
  const owned = business.isVerified ? OWNER_STATUS.verified : business.isClaimed ? OWNER_STATUS.pending : null;
  if (owned) {
    return (
      <InfoCard id="status" title="Business Status" icon={<Icon name={owned.icon} className={icon} />}>
        <p className={`flex items-center gap-2 font-semibold ${owned.tone}`}>
          <Icon name={owned.icon} className="size-5" />
          {owned.label}
        </p>
        <p className="mt-2 text-sm text-slate-600">{owned.text}</p>
      </InfoCard>
    );
  }
  return (
    <InfoCard id="status" title="Business Status" icon={<Icon name="shield-question" className={icon} />}>
      <h3 className="font-semibold text-slate-900">Unclaimed: is this your business? Claim it</h3>
      <p className="mt-1 text-sm text-slate-600">Claim the listing to update its details, answer customers and see how many people view it.</p>
      <Link to={`/business/${business.id}/claim`} className={buttonClass('dark', 'sm', 'mt-4')}>
        Claim This Business
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </InfoCard>
  );
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (the same haversine the listing search uses). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export function LocationSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business, city } = detail;
  const miles = business.latitude !== null && business.longitude !== null ? milesBetween(city, { latitude: business.latitude, longitude: business.longitude }) : null;
  return (
    <InfoCard id="location" title="Location Details" icon={<Icon name="map-pin" className={icon} />}>
      <dl className="space-y-3 text-sm">
        <Row label="Address">{business.address}</Row>
        <Row label="City">
          <Link to={`/city/${city.slug}`} className={linkClass}>
            {city.name}, {stateName(city.state)}
          </Link>
        </Row>
        {miles !== null ? <Row label="Distance">{miles.toFixed(1)} miles from the centre of {city.name}</Row> : null}
        <Row label="Service area">{business.isMobile ? `Comes to you across ${city.name}` : 'Visit the provider at this address'}</Row>
      </dl>
      <LocationMap business={business} />
    </InfoCard>
  );
}

function Row({ icon, label, children }: { icon?: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {icon ? <span className="text-slate-400">{icon}</span> : null}
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}
