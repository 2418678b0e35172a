import { businesses, cities, users } from '../db/schema.js';

/** A user's name as staff see it; accounts may have neither part. */
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'Unnamed user';

/**
 * What staff see beside every queued item (a new listing, a claim, a listing change): the business, its city and
 * the account that sent it. Selected with the item, its business, city and sender joined as `businesses`,
 * `cities` and `users`.
 */
export const queueContextColumns = {
  business: {
    id: businesses.id,
    name: businesses.name,
    address: businesses.address,
    phone: businesses.phone,
    isClaimed: businesses.isClaimed,
    isVerified: businesses.isVerified,
  },
  city: { name: cities.name, state: cities.state },
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

type QueueContextRow = {
  business: { id: number; name: string; address: string; phone: string; isClaimed: boolean; isVerified: boolean };
  city: { name: string; state: string };
  owner: { id: number; firstName: string | null; lastName: string | null; email: string | null };
};

export function queueContext({ business, city, owner }: QueueContextRow) {
  return {
    business: { ...business, city: city.name, state: city.state },
    owner: { id: owner.id, name: fullName(owner.firstName, owner.lastName), email: owner.email },
  };
}
