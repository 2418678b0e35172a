import { sql } from 'drizzle-orm';
import type { WeeklySchedule } from '#shared/hours/week.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Minute ranges of the week (see the function weekly_open_minutes, migration 0014); only ever read in SQL. */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  state: text('state').notNull(),
  population: integer('population').notNull(),
  petOwnershipRate: doublePrecision('pet_ownership_rate').notNull(),
  averageIncome: integer('average_income').notNull(),
  climate: text('climate').notNull(),
  // IANA zone ('America/Chicago'): its businesses' hours are in this local time.
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  avgPriceMin: integer('avg_price_min').notNull(),
  avgPriceMax: integer('avg_price_max').notNull(),
  frequency: text('frequency').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // OpenID identity: an email can change or be reused, issuer + subject cannot.
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_identity_idx').on(t.issuer, t.subject), index('users_email_idx').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not yield usable cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    imageUrl: text('image_url'),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    // The free-text hours before weekly schedules: read by nothing, kept one release so a text the conversion could
    // not read (hours_text_to_schedule, migration 0014) is not lost. Drop it in the release after.
    legacyHours: text('hours'),
    // The weekly schedule (src/shared/hours/schedule-schema.ts); null when the business gave no hours.
    weeklyHours: jsonb('weekly_hours').$type<WeeklySchedule>(),
    // The schedule as minute ranges of the week, for the 'open now' filter alone (never read by other queries).
    openMinutes: int4multirange('open_minutes').generatedAlwaysAs(sql`weekly_open_minutes(weekly_hours)`),
    isMobile: boolean('is_mobile').notNull().default(false),
    isClaimed: boolean('is_claimed').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    // 'approved' listings are public; 'pending' and 'rejected' ones are seen only by their owner and staff.
    // 'closed': permanently closed by staff (its page stays, saying so; it leaves every list, count and search);
    // 'merged': a duplicate merged into `mergedIntoId` (its page and API answer 301 to that listing).
    // Every public read filters on status = 'approved', so both leave the lists without another condition.
    status: text('status').notNull().default('approved'),
    // When staff closed it (null unless status is 'closed').
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The listing a merged listing now lives on (null unless status is 'merged').
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => businesses.id, { onDelete: 'set null' }),
    // Times a rejected listing was sent back to the staff queue (capped, see RESUBMISSION_LIMIT).
    resubmissions: integer('resubmissions').notNull().default(0),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    // Null when the address has no known ZIP code (geo/zip-centroids.ts): no position rather than a false one.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The row's id in the operator's own data when the listing came from a CSV import (import/): a re-import of
    // the same id updates this listing instead of adding another. Null for listings made on the site.
    sourceId: text('source_id').unique(),
    // Also `search_vector`, a generated tsvector with its GIN index, written by hand in migration 0013 (search).
  },
  (t) => [
    index('businesses_city_rating_idx').on(t.cityId, t.rating.desc(), t.reviewCount.desc()),
    index('businesses_owner_idx').on(t.ownerId),
    // An import looks up possible duplicates of each batch by phone and by name (import/duplicates.ts).
    index('businesses_phone_idx').on(t.phone),
    index('businesses_lower_name_idx').on(sql`lower(${t.name})`),
    index('businesses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // A city's best ranked public listings in order: the candidates of a search word that nearly spells the city.
    index('businesses_city_best_idx')
      .on(t.cityId, sql`(${t.rating} * ln(${t.reviewCount} + 1)) desc`, t.reviewCount.desc(), t.id)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const businessServices = pgTable(
  'business_services',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    // The business's city and, below, its public state, sort keys and distance from the city's centre: copies
    // kept by triggers (migration 0007), so a service-in-city page is one index range (service, city) already in
    // the page's order, and its count and statistics read no business row, at any number of businesses.
    cityId: integer('city_id'),
    isPublic: boolean('is_public').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isMobile: boolean('is_mobile').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0.0'),
    reviewCount: integer('review_count').notNull().default(0),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    // Null for a business without a position: sorted last, never within a distance filter, never shown.
    distanceMiles: doublePrecision('distance_miles'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.serviceId] }),
    index('business_services_service_idx').on(t.serviceId, t.businessId),
    // A service's best ranked public listings in order: the candidates of a search word that nearly spells it.
    index('business_services_service_best_idx')
      .on(t.serviceId, sql`(${t.rating} * ln(${t.reviewCount} + 1)) desc`, t.reviewCount.desc(), t.businessId)
      .where(sql`${t.isPublic}`),
    // Counts and statistics of a pair, read from the index alone.
    index('business_services_pair_idx')
      .on(t.serviceId, t.cityId, t.businessId, t.rating, t.reviewCount, t.priceMin, t.priceMax, t.isVerified, t.isMobile, t.distanceMiles)
      .where(sql`${t.isPublic}`),
    // One index per sort of the service-in-city page (listings/search.ts names the same keys).
    index('business_services_pair_best_idx')
      .on(t.serviceId, t.cityId, sql`(${t.rating} * ln(${t.reviewCount} + 1)) desc`, t.reviewCount.desc(), t.businessId)
      .where(sql`${t.isPublic}`),
    index('business_services_pair_rating_idx')
      .on(t.serviceId, t.cityId, t.rating.desc(), t.reviewCount.desc(), t.businessId)
      .where(sql`${t.isPublic}`),
    index('business_services_pair_reviews_idx')
      .on(t.serviceId, t.cityId, t.reviewCount.desc(), t.rating.desc(), t.businessId)
      .where(sql`${t.isPublic}`),
    index('business_services_pair_price_idx')
      .on(
        t.serviceId,
        t.cityId,
        sql`coalesce(${t.priceMin}, ${t.priceMax}) asc nulls last`,
        sql`coalesce(${t.priceMax}, ${t.priceMin}) asc nulls last`,
        t.businessId,
      )
      .where(sql`${t.isPublic}`),
    index('business_services_pair_distance_idx').on(t.serviceId, t.cityId, t.distanceMiles, t.businessId).where(sql`${t.isPublic}`),
  ],
);

/**
 * Each service-in-city pair's figures over its public rows (count, reviews, rating weight, price sums), kept by
 * statement triggers on business_services (migration 0011), so a page reads one row instead of aggregating the
 * pair: at a million listings that aggregate was most of the service-in-city call. Application code never writes it.
 */
export const pairStats = pgTable(
  'pair_stats',
  {
    serviceId: integer('service_id').notNull(),
    cityId: integer('city_id').notNull(),
    businessCount: integer('business_count').notNull().default(0),
    reviewCount: bigint('review_count', { mode: 'number' }).notNull().default(0),
    /** Sum of rating x review count: the review-weighted average rating is this over reviewCount. */
    ratingWeight: numeric('rating_weight').notNull().default('0'),
    priceMinSum: bigint('price_min_sum', { mode: 'number' }).notNull().default(0),
    priceMinCount: integer('price_min_count').notNull().default(0),
    priceMaxSum: bigint('price_max_sum', { mode: 'number' }).notNull().default(0),
    priceMaxCount: integer('price_max_count').notNull().default(0),
    verifiedCount: integer('verified_count').notNull().default(0),
    mobileCount: integer('mobile_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.cityId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userImageUrl: text('user_image_url'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    reviewUrl: text('review_url'),
    // Reviews written on the site (source 'site') have their author; demo reviews have none.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // 'visible', or 'hidden' by staff after a report: a hidden review leaves every public list and count.
    status: text('status').notNull().default('visible'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    // The business owner's one reply, editable; `replyAt` is when it was last written.
    replyText: text('reply_text'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    // How many people marked it 'Helpful' (review_helpful_votes), kept in the vote's transaction so a page sorts by it.
    helpfulCount: integer('helpful_count').notNull().default(0),
  },
  (t) => [
    index('reviews_business_time_idx').on(t.businessId, t.timeCreated.desc()),
    // One review per customer per business (demo reviews have no author, so they never collide).
    uniqueIndex('reviews_business_user_idx').on(t.businessId, t.userId),
    index('reviews_user_idx').on(t.userId, t.timeCreated.desc()),
  ],
);

/** One 'Helpful' vote: one per signed-in person and review (never the review's author or its business's owner). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_votes_user_idx').on(t.userId)],
);

/** A signed-in user's report of a review; staff hide the review or keep it, which decides its pending reports. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    // 'pending', then 'hidden' or 'kept' by a staff decision.
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One PENDING report per user and review (a repeat while it waits changes nothing); once staff decide, the same
    // user's next report is a new one.
    uniqueIndex('review_reports_review_user_idx').on(t.reviewId, t.userId).where(sql`${t.status} = 'pending'`),
    index('review_reports_status_idx').on(t.status, t.createdAt),
    // Every report of a review, decided ones included (the re-queue check on an edit, deleting a review).
    index('review_reports_review_idx').on(t.reviewId),
  ],
);

/**
 * A visible review its author edited after staff had decided its reports: back in the staff queue ('edited after
 * review') until staff decide again, so a kept review cannot be rewritten into what was reported. A table of its own
 * (a handful of rows) so the queue never scans the reviews.
 */
export const reviewRechecks = pgTable('review_rechecks', {
  reviewId: integer('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  // The first edit after the decision, when its wait began; later edits keep it.
  editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    // A random id doubles as the generated storage name: nothing about the file name reaches storage.
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    // The uploaded size, kept after removal: the daily upload allowance counts it.
    size: integer('size').notNull(),
    // Emptied (zero bytes) when the retention period after the decision ends; `removedAt` says when.
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('verification_documents_uploader_idx').on(t.uploadedBy, t.createdAt)],
);

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // 'listing' records the verification of a newly created business; 'claim' a claim on an existing one.
    kind: text('kind').notNull().default('claim'),
    status: text('status').notNull().default('pending'),
    claimReason: text('claim_reason').notNull(),
    verificationMethod: text('verification_method').notNull(),
    verificationData: jsonb('verification_data').notNull().default(sql`'{}'::jsonb`),
    documentId: uuid('document_id').references(() => verificationDocuments.id),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    index('claims_business_idx').on(t.businessId, t.submittedAt.desc()),
    index('claims_status_idx').on(t.status, t.submittedAt),
    index('claims_user_idx').on(t.userId),
    index('claims_document_idx').on(t.documentId),
  ],
);

export const businessUpdates = pgTable(
  'business_updates',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    fieldName: text('field_name').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    // 'approved' (live), 'pending' (an identity change of a verified listing awaiting staff), 'rejected', or
    // 'withdrawn' (replaced by a newer change of the same field before staff decided).
    status: text('status').notNull().default('approved'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('business_updates_business_idx').on(t.businessId, t.submittedAt.desc()),
    index('business_updates_status_idx').on(t.status, t.submittedAt),
  ],
);

export const pets = pgTable(
  'pets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    breed: text('breed').notNull(),
    age: doublePrecision('age').notNull(),
    weight: doublePrecision('weight'),
    specialNeeds: text('special_needs'),
    medicalNotes: text('medical_notes'),
    createdAt: createdAt(),
  },
  (t) => [index('pets_user_idx').on(t.userId, t.createdAt)],
);

/** A customer's saved businesses (the heart on cards and business pages). Private to the customer. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index('favorites_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A customer's request to book a service of a business with a verified owner. States (bookings/state-machine.ts):
 * requested -> accepted | declined | cancelled; accepted -> cancelled | completed.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    message: text('message'),
    status: text('status').notNull().default('requested'),
    // The owner's note with an acceptance or a decline, shown to the customer.
    ownerMessage: text('owner_message'),
    // The slot picked from the business's hours ('HH:MM', its local time); null on requests that named only a part
    // of the day (older requests, and clients of the original contract).
    startTime: text('start_time'),
    // Conversation state per side: when each last read the messages, and when each was last emailed about a new one
    // (bookings/conversation-mail.ts: at most one email an hour while unread).
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    ownerReadAt: timestamp('owner_read_at', { withTimezone: true }),
    customerEmailedAt: timestamp('customer_emailed_at', { withTimezone: true }),
    ownerEmailedAt: timestamp('owner_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('booking_requests_business_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/**
 * The conversation on a booking request: messages between its customer and the business's owner, private to the
 * two (bookings/conversation.ts). `authorRole` says which side wrote it, so a change of owner keeps the thread.
 */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_messages_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A party's report of a booking request's conversation: the only way staff may read a thread (issue 27). The reporter
 * is the request's customer or the business's owner at the time (`side`).
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    // CONVERSATION_REPORT_REASONS in src/shared/conversation-reports.ts.
    reason: text('reason').notNull(),
    details: text('details'),
    // 'open', then 'resolved' or 'dismissed' by staff.
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One OPEN report per person and request; once staff close it, the same person may report again.
    uniqueIndex('conversation_reports_request_user_idx').on(t.requestId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
    index('conversation_reports_request_idx').on(t.requestId),
  ],
);

/** The pets a booking request is for. A pet on an open request cannot be deleted (checked by the pet service). */
export const bookingRequestPets = pgTable(
  'booking_request_pets',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.petId] }), index('booking_request_pets_pet_idx').on(t.petId)],
);

export const businessDailyStats = pgTable(
  'business_daily_stats',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    // Every contact click; the three below split those whose action the page named (older beacons sent only 'click').
    clicks: integer('clicks').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    websiteClicks: integer('website_clicks').notNull().default(0),
    directionClicks: integer('direction_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** One row per visitor, business, kind and minute: a repeat within the minute is not counted again. */
export const analyticsHits = pgTable(
  'analytics_hits',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    kind: text('kind').notNull(),
    minute: bigint('minute', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.visitorHash, t.kind, t.minute] })],
);

/** Key/value facts about the database itself, e.g. which seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every staff decision on a claim, listing or listing change: who, when, what. One row per claim or update (unique),
 * so nothing can be decided twice even if the status check were bypassed. `causedBy` is set on claims rejected because another claim
 * for the same business was approved.
 */
export const claimDecisions = pgTable(
  'claim_decisions',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    updateId: integer('update_id').references(() => businessUpdates.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    causedBy: integer('caused_by').references(() => claims.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claim_decisions_claim_idx').on(t.claimId),
    uniqueIndex('claim_decisions_update_idx').on(t.updateId),
    index('claim_decisions_business_idx').on(t.businessId),
  ],
);

/**
 * Outgoing email, written in the same transaction as the event it reports; a sender delivers pending rows over SMTP
 * afterwards, so a failed or missing mail server never loses or blocks the event itself.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_created_idx').on(t.createdAt)],
);

/** Rate-limit windows, shared by every app process (a per-process counter would multiply the limit). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * A processed image, named by its output: `hash` is the SHA-256 (first 32 hex characters) of its WebP variants
 * (server/media/process-image.ts outputName), never of the uploaded file, so the public address tells nothing about
 * what was uploaded; the same output is stored once. Its bytes live in `media_variants` (the database driver of
 * server/media/store.ts); what refers to it (business photos, review photos) holds the hash. Unreferenced images are
 * removed by the hourly clean-up once `last_used_at` is older than a grace period.
 */
export const mediaImages = pgTable('media_images', {
  hash: text('hash').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  // Widths stored in media_variants, ascending (320, 640, 1280 capped at the image's own width, never upscaled).
  widths: integer('widths').array().notNull(),
  // A tiny blurred WebP as a data: URL, painted while the real image loads.
  placeholder: text('placeholder').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => mediaImages.hash, { onDelete: 'cascade', onUpdate: 'cascade' }),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width] })],
);

export const businessPhotos = pgTable(
  'business_photos',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    imageHash: text('image_hash')
      .notNull()
      .references(() => mediaImages.hash, { onUpdate: 'cascade' }),
    // The uploaded file's hash (process-image.ts uploadHash), private: the same file twice is refused before decoding.
    sourceHash: text('source_hash').notNull(),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    caption: text('caption').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_photos_business_idx').on(t.businessId, t.position),
    // One cover per business; the cards' correlated lookup uses it too.
    uniqueIndex('business_photos_cover_idx').on(t.businessId).where(sql`${t.isCover}`),
    index('business_photos_image_idx').on(t.imageHash),
  ],
);

/**
 * Photos a customer added to their own review (at most 4, REVIEW_LIMITS.maxPhotos). They show only where the review
 * shows: a hidden review's photos are on no public read. Removing one deletes the row; the bytes go with the
 * clean-up once no reference is left (server/media/store.ts MEDIA_REFERENCES).
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageHash: text('image_hash')
      .notNull()
      .references(() => mediaImages.hash, { onUpdate: 'cascade' }),
    // The uploaded file's hash, private, as for business photos.
    sourceHash: text('source_hash').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The same image twice in one review is refused (409), as in a business gallery.
    uniqueIndex('review_photos_review_image_idx').on(t.reviewId, t.imageHash),
    index('review_photos_image_idx').on(t.imageHash),
  ],
);

/** A signed-in user's report of a review photo; staff remove the photo (the reports go with it) or keep it. */
export const reviewPhotoReports = pgTable(
  'review_photo_reports',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => reviewPhotos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    // 'pending', then 'kept' by a staff decision (a removal deletes the photo and, with it, its reports).
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('review_photo_reports_photo_user_idx').on(t.photoId, t.userId),
    index('review_photo_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A message sent through the contact or advertise form: staff read it at /admin/messages, and a copy goes to
 * SUPPORT_EMAIL through the outbox. Only what the sender typed is kept (no address, no browser details).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    // 'contact' or 'advertise': the page the form was on.
    form: text('form').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

/**
 * A visitor's report of wrong information on a listing ('Suggest an edit / Report a problem'), signed in or not.
 * Open reports of a listing are grouped in the staff queue; staff apply, dismiss, close or merge, which decides
 * every open report of the listing at once. A verified owner sees the open ones and may answer (shown to staff).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // Null for a visitor who was not signed in.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // What is wrong (LISTING_REPORT_KINDS in src/shared/listing-reports.ts).
    kind: text('kind').notNull(),
    // The right value (a phone, a website, hours, an address) or the other listing's address, as typed.
    suggestedValue: text('suggested_value'),
    // The other listing a 'duplicate' report names, when its address was read as one of ours.
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => businesses.id, { onDelete: 'set null' }),
    details: text('details'),
    // 'open'; 'disputed' (applied, then answered by the owner: back in the queue); or decided: 'applied',
    // 'dismissed', 'closed', 'merged'.
    status: text('status').notNull().default('open'),
    ownerAnswer: text('owner_answer'),
    ownerAnsweredAt: timestamp('owner_answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('listing_reports_status_idx').on(t.status, t.createdAt),
    index('listing_reports_business_idx').on(t.businessId, t.status),
  ],
);
