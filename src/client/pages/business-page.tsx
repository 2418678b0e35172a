import { Icon } from '../components/ui/icon.js';
import { lazy, memo, Suspense } from 'react';
import { Redirect, useParams } from 'wouter';
import type { BusinessDetailResponse } from '#shared/listings.js';
import type { Review } from '#shared/reviews.js';
import { BusinessHero } from '../components/business/business-hero.js';
import { BusinessMeta } from '../components/business/business-meta.js';
import { useProfileView } from '../components/business/business-events.js';
import {
  AboutSection,
  ContactSection,
  HoursSection,
  LocationSection,
  ServicesOffered,
  StatusSection,
} from '../components/business/business-sections.js';
import { FavoriteIntent } from '../components/favorites/favorite-intent.js';
import { DiscoverMore } from '../components/business/discover-more.js';
import { ReportListingButton } from '../components/listing-quality/report-listing-button.js';
import { ReviewPreview } from '../components/business/reviews.js';
import { AllReviews } from '../components/reviews/all-reviews.js';
import { useReviewActions } from '../components/reviews/report-button.js';
import { PhotoGallery } from '../components/photos/photo-gallery.js';
import { coverUrl } from '#shared/media.js';
import { hasPrice, priceLabel } from '../components/listings/price.js';
import { NotFoundState, PageQueryState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { apiPaths } from '#shared/api-paths.js';
import type { Brand } from '#shared/brand.js';
import { useSite, useBrand } from '../lib/site.js';
import { PublicPhotosContext } from '../components/photos/public-photos.js';
import { useApiQuery } from '../lib/use-api-query.js';

// Banners of rare states (a listing not public yet, a closed business): their code loads only on such a page.
const ModerationBanner = lazy(() => import('../components/business/moderation-banner.js').then((module) => ({ default: module.ModerationBanner })));
const ClosedBanner = lazy(() => import('../components/listing-quality/closed-banner.js').then((module) => ({ default: module.ClosedBanner })));

// Memoised on the answer: the page re-renders when the session arrives, and a Suspense boundary that receives new
// props before its code has loaded is rendered again on the client (the server's banner would vanish meanwhile).
const StateBanners = memo(function StateBanners({ detail }: { detail: BusinessDetailResponse }) {
  if (!detail.moderation && !detail.closedAt) return null;
  return (
    <Suspense fallback={null}>
      {detail.moderation ? <ModerationBanner detail={detail} /> : null}
      {detail.closedAt ? <ClosedBanner detail={detail} /> : null}
    </Suspense>
  );
});

const DESCRIPTION_MAX = 160;

function describe({ business, city, services }: BusinessDetailResponse, brand: Brand): { title: string; description: string } {
  const primary = services[0]?.name ?? 'Pet Services';
  const place = `${city.name}, ${city.state}`;
  const rated = business.reviewCount > 0 ? ` Rated ${business.rating}/5 from ${business.reviewCount} reviews.` : '';
  const price = hasPrice(business.priceMin, business.priceMax) ? priceLabel(business.priceMin, business.priceMax) : null;
  const offered = services.slice(0, 3).map((s) => s.name.toLowerCase()).join(', ');
  let description = `${business.name} offers ${offered || 'pet services'} in ${place}.${rated}${price ? ` Prices ${price}.` : ''} Hours, reviews and directions.`;
  if (description.length > DESCRIPTION_MAX) description = `${description.slice(0, DESCRIPTION_MAX - 3).trimEnd()}...`;
  return { title: `${business.name} - ${primary} in ${place} | ${brand.name}`, description };
}

/** /business/{id}: one provider's profile. */
export default function BusinessPage() {
  const brand = useBrand();
  const { id = '' } = useParams();
  const site = useSite();
  const { publicUrl } = site;
  const detail = useApiQuery<BusinessDetailResponse>(apiPaths.business(id));
  // The first page of the review list, newest first; the business's reviewCount is how many there are in all.
  const reviews = useApiQuery<Review[]>(apiPaths.businessReviews(id));
  useProfileView(detail.data?.business.id);
  const reviewActions = useReviewActions(Number(id));

  if (detail.isPending || detail.isError || !detail.data) {
    return (
      <PageQueryState pending={detail.isPending} loadingText="Loading business details...">
        <NotFoundState
          seo={<Seo title={`Business Not Found | ${brand.name}`} description="The business you're looking for doesn't exist." canonical={`/business/${id}`} noindex />}
          icon={<Icon name="store" className="size-12 text-slate-400" />}
          title="Business Not Found"
          text="The business you're looking for doesn't exist or is no longer listed."
          to="/"
          linkLabel="Return Home"
        />
      </PageQueryState>
    );
  }

  const data = detail.data;
  const { business } = data;
  // The API answered another listing: this one was merged into it (a 301 the browser followed), so the address moves too.
  if (String(business.id) !== id) return <Redirect to={`/business/${business.id}`} replace />;
  const { title, description } = describe(data, brand);
  const canonical = `/business/${business.id}`;

  return (
    <>
      <Seo
        title={title}
        description={description}
        canonical={canonical}
        ogType="business.business"
        image={coverUrl(site, business)}
        noindex={Boolean(data.moderation) || Boolean(data.closedAt)}
      />
      {data.moderation ? null : <BusinessMeta detail={data} url={`${publicUrl}${canonical}`} />}
      <StateBanners detail={data} />
      <BusinessHero detail={data} />
      <FavoriteIntent />

      {/* A public listing's photos are everyone's: MEDIA_PUBLIC_URL's addresses when set (public-photos.ts). */}
      <PublicPhotosContext value={!data.moderation}>
        <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
          <PhotoGallery photos={data.photos} businessId={business.id} businessName={business.name} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <AboutSection detail={data} />
              <ReviewPreview businessId={business.id} businessName={business.name} newest={reviews.data} total={business.reviewCount} loading={reviews.isPending} actions={reviewActions} closed={Boolean(data.closedAt)} />
              <ServicesOffered detail={data} />
              <HoursSection detail={data} renderedAt={detail.dataUpdatedAt} />
            </div>
            <div className="space-y-6">
              <ContactSection detail={data} />
              <StatusSection detail={data} />
              <LocationSection detail={data} />
            </div>
          </div>
          <AllReviews businessId={business.id} businessName={business.name} firstPage={reviews.data} total={business.reviewCount} actions={reviewActions} />
          {data.moderation || data.closedAt ? null : (
            <div className="flex justify-end">
              <ReportListingButton businessId={business.id} businessName={business.name} />
            </div>
          )}
          <DiscoverMore detail={data} />
        </div>
      </PublicPhotosContext>
    </>
  );
}
