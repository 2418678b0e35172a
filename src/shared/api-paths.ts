/**
 * Every /api address, in one place: the client reads and writes through it (a page's query key is the exact path
 * it fetches, so the server can prefetch it), staff answers carry links built with it, and tests call the API
 * through it. The server declares the same routes as Fastify patterns (`/api/business/:id`) beside their schemas.
 * It imports nothing: every page loads it, and a schema import here would put zod in the first paint's bundle.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

/** `path?query`, or `path` alone when the query is empty; empty values are left out. */
function withQuery(path: string, query: URLSearchParams | string | Record<string, string | undefined> = ''): string {
  const search =
    typeof query === 'string' || query instanceof URLSearchParams
      ? String(query)
      : String(new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))));
  return search ? `${path}?${search}` : path;
}

export const apiPaths = {
  /** Sign-in starts and sign-outs are browser navigations, one per account type. */
  signIn: { customer: '/api/auth/customer/google', business_owner: '/api/auth/business/google' },
  signOut: { customer: '/api/auth/customer/logout', business_owner: '/api/auth/business/logout' },
  /** Where the identity provider sends the browser back (registered with Google as the redirect URI). */
  signInCallback: '/api/auth/callback',
  session: '/api/auth/user',

  cities: '/api/cities',
  services: '/api/services',
  stats: '/api/stats',
  /** Service-in-city page; `search` holds the listing filters (q, types, minRating, price, distance, sort, page). */
  serviceCity: (serviceSlug: string, citySlug: string, search?: URLSearchParams | string | Record<string, string | undefined>) =>
    withQuery(`/api/service/${seg(serviceSlug)}/${seg(citySlug)}`, search),

  /** One business: read (GET) and its owner's edit (PATCH); analytics beacons; a claim; a new listing. */
  business: (id: string | number) => `/api/business/${seg(id)}`,
  businessEvents: (id: string | number) => `/api/business/${seg(id)}/events`,
  claimBusiness: (id: string | number) => `/api/business/${seg(id)}/claim`,
  createBusiness: '/api/business/create',
  businessReviews: (id: string | number) => `/api/businesses/${seg(id)}/reviews`,
  /** Public listings by name (and city slug), for owners who want to claim theirs. */
  findBusinesses: (q: string, city?: string) => `/api/businesses/find?${new URLSearchParams(city ? { q, city } : { q })}`,

  /** The signed-in customer's pets (GET, POST) and profile (PATCH). */
  customerPets: '/api/customer/pets',
  customerProfile: '/api/customer/profile',

  /** Owner screens: one business's dashboard, the signed-in owner's businesses, their requests for review. */
  ownerDashboard: (id: string | number) => `/api/dashboard/business/${seg(id)}`,
  ownerBusinesses: '/api/dashboard/businesses',
  ownerRequests: '/api/dashboard/requests',
  resubmitListing: (id: string | number) => `/api/dashboard/business/${seg(id)}/resubmit`,

  /** Staff screens. */
  admin: {
    queue: '/api/admin/queue',
    outbox: (query: { status?: string; to?: string } = {}) => withQuery('/api/admin/outbox', query),
    document: (id: string) => `/api/admin/documents/${seg(id)}`,
    approve: (id: number) => `/api/admin/claims/${id}/approve`,
    reject: (id: number) => `/api/admin/claims/${id}/reject`,
    approveChange: (id: number) => `/api/admin/changes/${id}/approve`,
    rejectChange: (id: number) => `/api/admin/changes/${id}/reject`,
  },

  /** Each page's JSON-LD, for API clients (pages build theirs from the data they already have). */
  schema: {
    homepage: '/api/schema/homepage',
    cities: '/api/schema/cities',
    services: '/api/schema/services',
    city: (citySlug: string) => `/api/schema/city/${seg(citySlug)}`,
    service: (serviceSlug: string) => `/api/schema/service/${seg(serviceSlug)}`,
    serviceCity: (serviceSlug: string, citySlug: string) => `/api/schema/service/${seg(serviceSlug)}/${seg(citySlug)}`,
    business: (id: string | number) => `/api/schema/business/${seg(id)}`,
  },

  openApi: '/api/openapi.json',
  docs: '/api/docs',
} as const;
