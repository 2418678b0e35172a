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

  /** Free-text search of public listings (q, city and the listing filters), and the search box's suggestions. */
  search: (query: URLSearchParams | string | Record<string, string | undefined>) => withQuery('/api/search', query),
  suggest: (q: string) => withQuery('/api/suggest', { q }),

  /** One business: read (GET) and its owner's edit (PATCH); analytics beacons; a claim; a new listing. */
  business: (id: string | number) => `/api/business/${seg(id)}`,
  businessEvents: (id: string | number) => `/api/business/${seg(id)}/events`,
  claimBusiness: (id: string | number) => `/api/business/${seg(id)}/claim`,
  createBusiness: '/api/business/create',
  /** A business's visible reviews (GET; `sort` newest|highest|lowest, `page`, `pageSize`) and a new review (POST). */
  businessReviews: (id: string | number, query: { sort?: string; stars?: string; page?: string; pageSize?: string } = {}) =>
    withQuery(`/api/businesses/${seg(id)}/reviews`, query),
  /** One review: its author edits (PATCH) or deletes (DELETE) it; its business's owner replies; anyone signed in reports it. */
  review: (id: string | number) => `/api/reviews/${seg(id)}`,
  reviewReply: (id: string | number) => `/api/reviews/${seg(id)}/reply`,
  reviewReport: (id: string | number) => `/api/reviews/${seg(id)}/report`,
  /** The signed-in viewer's 'Helpful' vote on a review: given (PUT) or withdrawn (DELETE). */
  reviewHelpful: (id: string | number) => `/api/reviews/${seg(id)}/helpful`,
  /** Which reviews of a business the signed-in viewer marked helpful. */
  businessHelpfulVotes: (id: string | number) => `/api/businesses/${seg(id)}/helpful-votes`,
  /** A review's photos: its author adds one (POST, multipart) or removes one (DELETE); anyone signed in reports one. */
  reviewPhotos: (id: string | number) => `/api/reviews/${seg(id)}/photos`,
  reviewPhoto: (id: string | number, photoId: string | number) => `/api/reviews/${seg(id)}/photos/${seg(photoId)}`,
  reviewPhotoReport: (id: string | number, photoId: string | number) => `/api/reviews/${seg(id)}/photos/${seg(photoId)}/report`,
  /** Public listings by name (and city slug), for owners who want to claim theirs. */
  findBusinesses: (q: string, city?: string) => `/api/businesses/find?${new URLSearchParams(city ? { q, city } : { q })}`,

  /** The signed-in customer's pets (GET, POST) and profile (PATCH). */
  customerPets: '/api/customer/pets',
  customerPet: (id: string | number) => `/api/customer/pets/${seg(id)}`,
  customerProfile: '/api/customer/profile',
  /** The signed-in customer's own reviews. */
  customerReviews: '/api/customer/reviews',
  /** The signed-in customer's favorites: the list (GET), and one business saved (PUT) or removed (DELETE). */
  customerFavorites: '/api/customer/favorites',
  customerFavorite: (businessId: string | number) => `/api/customer/favorites/${seg(businessId)}`,
  /** Booking requests: a customer sends one to a business, lists theirs and cancels one. */
  bookingRequests: (businessId: string | number) => `/api/business/${seg(businessId)}/booking-requests`,
  customerBookingRequests: '/api/customer/booking-requests',
  cancelBookingRequest: (id: string | number) => `/api/customer/booking-requests/${seg(id)}/cancel`,
  /** The owner's side: a business's booking requests, and accepting, declining or completing one. */
  ownerBookingRequests: (businessId: string | number) => `/api/dashboard/business/${seg(businessId)}/booking-requests`,
  ownerBookingDecision: (businessId: string | number, requestId: string | number, decision: 'accept' | 'decline' | 'complete') =>
    `/api/dashboard/business/${seg(businessId)}/booking-requests/${seg(requestId)}/${decision}`,
  /** The start times a business takes requests for on a date (YYYY-MM-DD), from its weekly hours. */
  bookingSlots: (businessId: string | number, date: string) => withQuery(`/api/business/${seg(businessId)}/booking-slots`, { date }),
  /** The conversation on a booking request (its customer and the business's owner), marking it read, and unread counts. */
  bookingConversation: (requestId: string | number) => `/api/booking-requests/${seg(requestId)}/messages`,
  bookingConversationRead: (requestId: string | number) => `/api/booking-requests/${seg(requestId)}/read`,
  unreadBookingMessages: '/api/booking-requests/unread',

  /** Owner screens: one business's dashboard, the signed-in owner's businesses, their requests for review. */
  ownerDashboard: (id: string | number) => `/api/dashboard/business/${seg(id)}`,
  ownerBusinesses: '/api/dashboard/businesses',
  ownerRequests: '/api/dashboard/requests',
  resubmitListing: (id: string | number) => `/api/dashboard/business/${seg(id)}/resubmit`,
  /** A business's figures per day over 30 or 90 days (`days`), as JSON or as a CSV file. */
  ownerAnalytics: (id: string | number, query: { days?: string } = {}) => withQuery(`/api/dashboard/business/${seg(id)}/analytics`, query),
  ownerAnalyticsCsv: (id: string | number, query: { days?: string } = {}) => withQuery(`/api/dashboard/business/${seg(id)}/analytics.csv`, query),
  ownerReviews: (id: string | number, query: { sort?: string; page?: string } = {}) => withQuery(`/api/dashboard/business/${seg(id)}/reviews`, query),
  /** A business's photos: list (GET) and upload (POST, multipart); one photo's change (PATCH) and removal (DELETE). */
  businessPhotos: (id: string | number) => `/api/dashboard/business/${seg(id)}/photos`,
  businessPhoto: (id: string | number, photoId: string | number) => `/api/dashboard/business/${seg(id)}/photos/${seg(photoId)}`,

  /** The contact and advertise pages' form (POST). */
  contact: '/api/contact',
  /** The privacy policy or terms (`privacy`, `terms`), rendered from Markdown. */
  legalPage: (slug: string) => `/api/pages/${seg(slug)}`,

  /** Staff screens. */
  admin: {
    queue: '/api/admin/queue',
    /** POST a CSV file (multipart); add `?apply=true` to write, `&addCities=true` to add cities. */
    import: '/api/admin/import',
    outbox: (query: { status?: string; to?: string } = {}) => withQuery('/api/admin/outbox', query),
    /** Messages sent through the contact and advertise pages. */
    messages: '/api/admin/messages',
    document: (id: string) => `/api/admin/documents/${seg(id)}`,
    approve: (id: number) => `/api/admin/claims/${id}/approve`,
    reject: (id: number) => `/api/admin/claims/${id}/reject`,
    approveChange: (id: number) => `/api/admin/changes/${id}/approve`,
    rejectChange: (id: number) => `/api/admin/changes/${id}/reject`,
    hideReview: (id: number) => `/api/admin/reviews/${id}/hide`,
    keepReview: (id: number) => `/api/admin/reviews/${id}/keep`,
    /** Staff remove any review photo (closing its reports), or keep a reported one. */
    removeReviewPhoto: (id: number) => `/api/admin/review-photos/${id}/remove`,
    keepReviewPhoto: (id: number) => `/api/admin/review-photos/${id}/keep`,
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
