import { eq } from 'drizzle-orm';
import { LISTING_MESSAGES, storedPrices, UNKNOWN_CITY_MESSAGE, type CreateListingInput } from '#shared/owners.js';
import { sortSchedule } from '#shared/hours/week.js';
import type { Db } from '../db/connect.js';
import { businessServices, businesses, cities, claims } from '../db/schema.js';
import { AppError } from '../errors.js';
import { positionOfAddress } from '../geo/zip-centroids.js';
import { queueSubmissionMail } from '../mail/notify.js';
import { enforceDocumentQuota } from './document-quota.js';
import { enforcePendingLimit } from './pending-limit.js';
import { cityForAddress } from './listing-place.js';
import { requireKnownServices } from './listing-services.js';
import { announcedBytes, readDocument, storeDocument, verificationRecord } from './verification.js';

export const LISTING_CLAIM_REASON = 'New business listing';

/**
 * Creates a listing owned by `ownerId`: claimed (the owner listed it), pending and not public, and not verified until
 * staff review the verification, stored as a pending claim of kind 'listing'. Business, services, document and claim are written in
 * one transaction, so a failure leaves nothing behind. Returns the new business id.
 */
export async function createListing(db: Db, ownerId: number, input: CreateListingInput): Promise<number> {
  const { business, verification } = input;
  // The pending cap and the daily allowance are checked before the (CPU) decoding, and again where they count, in
  // the transaction.
  await enforcePendingLimit(db, ownerId, 'listing');
  const bytes = announcedBytes(verification.verificationMethod, verification.verificationData);
  if (bytes > 0) await enforceDocumentQuota(db, ownerId, bytes);
  // The address must lie in the chosen city (a Denver address never lands an Austin listing in Denver).
  await cityForAddress(db, business.cityId, business.address, { cityId: 'business.cityId', address: 'business.address' });
  const document = readDocument(verification.verificationMethod, verification.verificationData, LISTING_MESSAGES.fileTooLarge, 'verification.verificationData.documentFile');
  return db.transaction(async (tx) => {
    await enforcePendingLimit(tx, ownerId, 'listing', { lock: true });
    if (document) await enforceDocumentQuota(tx, ownerId, document.size, { lock: true });
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, business.cityId))
      .limit(1);
    if (!city) {
      throw new AppError('BAD_REQUEST', UNKNOWN_CITY_MESSAGE, { 'business.cityId': 'Unknown city' });
    }
    await requireKnownServices(tx, business.serviceIds, 'business.serviceIds');
    const [created] = await tx
      .insert(businesses)
      .values({
        name: business.name,
        address: business.address,
        phone: business.phone,
        website: business.website ?? null,
        description: business.description ?? null,
        weeklyHours: business.schedule ? sortSchedule(business.schedule) : null,
        ...storedPrices(business.priceMin, business.priceMax),
        isMobile: business.isMobile,
        cityId: business.cityId,
        // Whatever the client sent: the session user owns it, it is claimed by them and not yet verified.
        ownerId,
        isClaimed: true,
        isVerified: false,
        // Not public until staff approve it.
        status: 'pending',
        ...positionOfAddress(business.address),
      })
      .returning({ id: businesses.id });
    const businessId = created!.id;
    await tx.insert(businessServices).values(business.serviceIds.map((serviceId) => ({ businessId, serviceId })));
    const documentId = await storeDocument(tx, document, ownerId);
    await tx.insert(claims).values({
      businessId,
      userId: ownerId,
      kind: 'listing',
      status: 'pending',
      claimReason: LISTING_CLAIM_REASON,
      verificationMethod: verification.verificationMethod,
      verificationData: verificationRecord(verification.verificationMethod, verification.verificationData, document, business.phone),
      documentId,
    });
    await queueSubmissionMail(tx, { kind: 'listing', userId: ownerId, businessId });
    return businessId;
  });
}
