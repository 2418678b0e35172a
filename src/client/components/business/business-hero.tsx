import { Icon } from '../ui/icon.js';
import type { BusinessDetailResponse } from '#shared/listings.js';
import { Breadcrumbs } from '../breadcrumbs.js';
import { ListingBadges, ServiceChips } from '../listings/badges.js';
import { priceLabel } from '../listings/price.js';
import { StarRating } from '../listings/star-rating.js';
import { BookServiceAction } from '../bookings/book-service-action.js';
import { FavoriteButton } from '../favorites/favorite-button.js';
import { ContactActions } from './contact-actions.js';

/** Breadcrumbs (Home / city / business), name, badges, rating, price, address, first services and the actions. */
export function BusinessHero({ detail }: { detail: BusinessDetailResponse }) {
  const { business, city } = detail;
  const price = priceLabel(business.priceMin, business.priceMax);
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Breadcrumbs
          items={[
            { name: 'Home', url: '/' },
            { name: `${city.name}, ${city.state}`, url: `/city/${city.slug}` },
            { name: business.name, url: `/business/${business.id}` },
          ]}
        />
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0 space-y-3">
            <ListingBadges isVerified={business.isVerified} isMobile={business.isMobile} long />
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">{business.name}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              {business.reviewCount > 0 ? (
                <>
                  <span className="inline-flex items-center gap-2">
                    <StarRating rating={Number(business.rating)} size="md" />
                    <span className="font-semibold text-slate-900">{business.rating}</span>
                  </span>
                  <span>
                    ({business.reviewCount} {business.reviewCount === 1 ? 'review' : 'reviews'})
                  </span>
                </>
              ) : (
                <span>No reviews yet</span>
              )}
              <span className="inline-flex items-center gap-1">
                <Icon name="tag" className="size-4 text-slate-500" />
                <span className="sr-only">Price range:</span>
                {price}
              </span>
            </p>
            <p className="flex items-start gap-1.5 text-slate-700">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {business.address}
            </p>
            <ServiceChips services={business.services} label={`Services of ${business.name}`} />
          </div>
          {/* A permanently closed business takes no bookings, calls or visits (issue 26): its page is for reference. */}
          {detail.closedAt ? null : (
            <div className="flex flex-col gap-3 lg:shrink-0 lg:items-end">
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <BookServiceAction detail={detail} />
                <FavoriteButton businessId={business.id} businessName={business.name} labelled />
              </div>
              <ContactActions business={business} className="lg:justify-end" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
