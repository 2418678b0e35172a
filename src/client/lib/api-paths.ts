/**
 * Every `/api` read the pages make, in one place: the route table declares them for the server to prefetch and
 * the pages read them through `useApiQuery`, so a query key is always the exact path it fetches.
 */
const seg = encodeURIComponent;

export const apiPaths = {
  session: '/api/auth/user',
  cities: '/api/cities',
  services: '/api/services',
  stats: '/api/stats',
  /** Service-in-city page; `search` holds the listing filters (q, types, minRating, price, distance, sort, page). */
  serviceCity: (serviceSlug: string, citySlug: string, search?: URLSearchParams | string) => {
    const query = search === undefined ? '' : String(search);
    return `/api/service/${seg(serviceSlug)}/${seg(citySlug)}${query ? `?${query}` : ''}`;
  },
  /** The signed-in customer's pets (GET, POST) and profile (PATCH). */
  customerPets: '/api/customer/pets',
  customerProfile: '/api/customer/profile',
  business: (id: string | number) => `/api/business/${seg(String(id))}`,
  /** Public listings by name (and city slug), for owners who want to claim theirs. */
  findBusinesses: (q: string, city?: string) => `/api/businesses/find?${new URLSearchParams(city ? { q, city } : { q })}`,
  businessReviews: (id: string | number) => `/api/businesses/${seg(String(id))}/reviews`,
  /** Owner screens: one business's dashboard, and the signed-in owner's businesses. */
  ownerDashboard: (id: string | number) => `/api/dashboard/business/${seg(String(id))}`,
  ownerBusinesses: '/api/dashboard/businesses',
  /** The signed-in owner's listings and claims sent for review; resubmitting a listing that was not approved. */
  ownerRequests: '/api/dashboard/requests',
  resubmitListing: (id: string | number) => `/api/dashboard/business/${seg(String(id))}/resubmit`,
  schema: {
    homepage: '/api/schema/homepage',
    cities: '/api/schema/cities',
    services: '/api/schema/services',
    city: (citySlug: string) => `/api/schema/city/${seg(citySlug)}`,
    service: (serviceSlug: string) => `/api/schema/service/${seg(serviceSlug)}`,
    serviceCity: (serviceSlug: string, citySlug: string) => `/api/schema/service/${seg(serviceSlug)}/${seg(citySlug)}`,
    business: (id: string | number) => `/api/schema/business/${seg(String(id))}`,
  },
} as const;
