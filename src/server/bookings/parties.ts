import { alias } from 'drizzle-orm/pg-core';
import { businesses, services, users } from '../db/schema.js';

/** The business's owner, beside the request's customer (both are users). */
export const owners = alias(users, 'owners');

/**
 * The columns that name a request's two sides and what it is for, over `bookingRequests` joined to its business,
 * service, customer (`users`) and the business's owner (`owners`, left join): its emails and its conversation read them.
 */
export const requestPartyColumns = {
  businessId: businesses.id,
  businessName: businesses.name,
  serviceName: services.name,
  customer: { email: users.email, firstName: users.firstName, lastName: users.lastName },
  owner: { email: owners.email, firstName: owners.firstName },
};

/** 'Casey N.': how the customer is named to the business; `fallback` when they gave no first name. */
export function customerShortName(firstName: string | null, lastName: string | null, fallback: string): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0);
  if (!first) return fallback;
  return initial ? `${first} ${initial}.` : first;
}
