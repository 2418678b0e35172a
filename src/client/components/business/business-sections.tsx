import { ArrowRight, BadgeCheck, Clock, Globe, Info, MapPin, Phone, ShieldQuestion, Sparkles, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { BusinessDetailResponse } from '../../../shared/listings.js';
import { DESCRIPTION_LIMIT, formatPriceRange, truncate } from '../../lib/format.js';
import { stateName } from '../../lib/us-states.js';
import { CategoryIcon } from '../category.js';
import { buttonClass } from '../ui/button.js';
import { safeWebsite, telHref } from './contact-links.js';
import { InfoCard } from './info-card.js';

const icon = 'size-5';
const linkClass = 'focus-ring rounded font-medium text-teal-700 hover:underline';

export function AboutSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business, city } = detail;
  return (
    <InfoCard id="about" title={`About ${business.name}`} icon={<Info className={icon} aria-hidden="true" />}>
      <p className="whitespace-pre-line text-slate-700">
        {business.description?.trim() || `${business.name} serves pet owners in ${city.name}, ${stateName(city.state)}.`}
      </p>
    </InfoCard>
  );
}

export function ServicesOffered({ detail }: { detail: BusinessDetailResponse }) {
  const { services, city } = detail;
  return (
    <InfoCard id="services-offered" title="Services Offered" icon={<Sparkles className={icon} aria-hidden="true" />}>
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

export function HoursSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business } = detail;
  return (
    <InfoCard id="hours" title="Hours and Availability" icon={<Clock className={icon} aria-hidden="true" />}>
      <p className="whitespace-pre-line text-slate-700">{business.hours?.trim() || 'Hours not specified'}</p>
      {business.isMobile ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Truck className="size-4 shrink-0" aria-hidden="true" />
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
    <InfoCard id="contact" title="Contact" icon={<Phone className={icon} aria-hidden="true" />}>
      <dl className="space-y-3 text-sm">
        <Row icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
          <a href={telHref(business.phone)} className={linkClass}>
            {business.phone}
          </a>
        </Row>
        {website ? (
          <Row icon={<Globe className="size-4" aria-hidden="true" />} label="Website">
            <a href={website} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-all`}>
              {new URL(website).hostname}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Row>
        ) : null}
        <Row icon={<MapPin className="size-4" aria-hidden="true" />} label="Address">
          {business.address}
        </Row>
      </dl>
    </InfoCard>
  );
}

/** The two statuses an owner has reached; claimed but not verified is only a listing under review, which only its owner and staff can open. */
const OWNER_STATUS = {
  verified: { Icon: BadgeCheck, tone: 'text-emerald-800', label: 'Verified owner', text: 'Our staff checked that the owner runs this business; they manage this listing.' },
  pending: { Icon: Clock, tone: 'text-amber-900', label: 'Pending Verification', text: "Our staff are checking the owner's verification." },
};

export function StatusSection({ detail }: { detail: BusinessDetailResponse }) {
  const { business } = detail;
  const owned = business.isVerified ? OWNER_STATUS.verified : business.isClaimed ? OWNER_STATUS.pending : null;
  if (owned) {
    return (
      <InfoCard id="status" title="Business Status" icon={<owned.Icon className={icon} aria-hidden="true" />}>
        <p className={`flex items-center gap-2 font-semibold ${owned.tone}`}>
          <owned.Icon className="size-5" aria-hidden="true" />
          {owned.label}
        </p>
        <p className="mt-2 text-sm text-slate-600">{owned.text}</p>
      </InfoCard>
    );
  }
  return (
    <InfoCard id="status" title="Business Status" icon={<ShieldQuestion className={icon} aria-hidden="true" />}>
      <h3 className="font-semibold text-slate-900">Unclaimed: is this your business? Claim it</h3>
      <p className="mt-1 text-sm text-slate-600">Claim the listing to update its details, answer customers and see how many people view it.</p>
      <Link to={`/business/${business.id}/claim`} className={buttonClass('dark', 'sm', 'mt-4')}>
        Claim This Business
        <ArrowRight className="size-4" aria-hidden="true" />
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
  const miles = milesBetween(city, business);
  return (
    <InfoCard id="location" title="Location Details" icon={<MapPin className={icon} aria-hidden="true" />}>
      <dl className="space-y-3 text-sm">
        <Row label="Address">{business.address}</Row>
        <Row label="City">
          <Link to={`/city/${city.slug}`} className={linkClass}>
            {city.name}, {stateName(city.state)}
          </Link>
        </Row>
        <Row label="Distance">{miles.toFixed(1)} miles from the centre of {city.name}</Row>
        <Row label="Service area">{business.isMobile ? `Comes to you across ${city.name}` : 'Visit the provider at this address'}</Row>
      </dl>
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
