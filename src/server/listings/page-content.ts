import { siteTitle, type Brand } from '#shared/brand.js';
import type { City, Service } from '#shared/catalog.js';
import type { Breadcrumb, Seo } from '#shared/listings.js';

/** Aggregates over every business of a service-city pair, unfiltered: the facts the page text is built from. */
export type PairFacts = {
  businessCount: number;
  reviewCount: number;
  /** Mean of all reviews of the pair (ratings weighted by review count); null when nobody reviewed yet. */
  averageRating: number | null;
  averagePriceMin: number | null;
  averagePriceMax: number | null;
  verifiedCount: number;
  mobileCount: number;
};

export const formatRating = (rating: number | null) => (rating ?? 0).toFixed(1);

const cityLabel = (city: City) => `${city.name}, ${city.state}`;

export function pairPath(service: Pick<Service, 'slug'>, city: Pick<City, 'slug'>) {
  return `/${service.slug}/${city.slug}`;
}

export function pairBreadcrumbs(service: Service, city: City): Breadcrumb[] {
  return [
    { name: 'Home', url: '/' },
    { name: service.name, url: `/${service.slug}` },
    { name: cityLabel(city), url: pairPath(service, city) },
  ];
}

/** One sentence for the intro; hot, cold and mild climates have their own, the others get a fitting variant. */
export function climateAdvice(service: Service, city: City): string {
  const what = service.name.toLowerCase();
  switch (city.climate) {
    case 'hot':
      return `${city.name}'s hot climate means pets feel the heat: book ${what} for cooler morning hours, keep water at hand and watch for signs of overheating.`;
    case 'cold':
      return `${city.name}'s cold winters bring ice, road salt and dry skin: ask your ${what} provider about paw care and keep coats dry and warm after every visit.`;
    case 'mild':
      return `${city.name}'s mild climate makes year-round ${what} easy to plan: outdoor activity stays comfortable in most seasons, so keep a regular schedule.`;
    case 'desert':
    case 'dry':
      return `${city.name}'s dry air and strong sun are hard on paws and coats: choose shaded times for ${what} and keep your pet well hydrated.`;
    case 'tropical':
    case 'humid-subtropical':
      return `${city.name}'s warm, humid weather favours fleas, ticks and hot spots: regular ${what} and parasite checks keep pets comfortable.`;
    case 'continental':
      return `${city.name} sees hot summers and cold winters: adjust your ${what} routine with the seasons, from summer heat to winter paw care.`;
    case 'oceanic':
    case 'mediterranean':
      return `${city.name}'s temperate weather suits outdoor time most of the year; rainy spells mean muddy paws, so plan ${what} around them.`;
    default:
      return `Local weather in ${city.name} shapes your pet's needs through the year; ask your ${what} provider how to adjust care by season.`;
  }
}

const dollars = (n: number) => `$${Math.round(n)}`;

/** 3-5 questions answered from the pair's real figures. */
export function pairFaqs(service: Service, city: City, facts: PairFacts) {
  const what = service.name.toLowerCase();
  const where = cityLabel(city);
  const faqs = [
    {
      question: `How many ${what} providers are there in ${where}?`,
      answer:
        facts.businessCount === 0
          ? `No ${what} providers are listed in ${where} yet.`
          : `There are ${facts.businessCount} ${what} providers listed in ${where}, ${facts.verifiedCount} of them verified.`,
    },
  ];
  const hasPrices = facts.averagePriceMin !== null && facts.averagePriceMax !== null;
  faqs.push({
    question: `How much does ${what} cost in ${where}?`,
    answer: hasPrices
      ? `Local providers list prices from ${dollars(facts.averagePriceMin!)} to ${dollars(facts.averagePriceMax!)} on average; the typical range for ${what} is ${dollars(service.avgPriceMin)}-${dollars(service.avgPriceMax)}.`
      : `Providers in ${where} have not listed prices yet; the typical range for ${what} is ${dollars(service.avgPriceMin)}-${dollars(service.avgPriceMax)}.`,
  });
  faqs.push({
    question: `What is the average rating of ${what} providers in ${where}?`,
    answer:
      facts.averageRating === null
        ? `Providers in ${where} have no reviews yet.`
        : `${where} ${what} providers average ${formatRating(facts.averageRating)} out of 5 stars across ${facts.reviewCount} reviews.`,
  });
  if (facts.businessCount > 0) {
    faqs.push({
      question: `Are there mobile ${what} services in ${where}?`,
      answer:
        facts.mobileCount > 0
          ? `Yes: ${facts.mobileCount} of the ${facts.businessCount} providers come to your home.`
          : `None of the listed providers offers mobile service yet; all work from their own premises.`,
    });
  }
  faqs.push({
    question: `How often do pets need ${what}?`,
    answer: `Most pet owners book ${what} ${service.frequency.toLowerCase()}; ask a provider what suits your pet.`,
  });
  return faqs;
}

export function pairSeo(service: Service, city: City, facts: PairFacts, { publicUrl, brand }: { publicUrl: string; brand: Brand }): Seo {
  const where = cityLabel(city);
  const rated = facts.averageRating === null ? '' : `, rated ${formatRating(facts.averageRating)} on average`;
  return {
    title: siteTitle(`${service.name} in ${where} - ${facts.businessCount} Local Providers`, brand),
    description: `Compare ${facts.businessCount} ${service.name.toLowerCase()} providers in ${where}${rated}. See prices, hours, reviews and contact details.`,
    canonical: `${publicUrl}${pairPath(service, city)}`,
  };
}
