import { z } from 'zod';

export const ACCOUNT_TYPES = ['customer', 'business_owner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** What the API answers when a route's declared access refuses the caller (401, then 403, or 404 for no business). */
export const ACCESS_MESSAGES = {
  signIn: 'Please sign in to continue.',
  customersOnly: 'Please sign in as a customer to continue.',
  ownersOnly: 'Please sign in as a business owner to continue.',
  otherOwnersBusiness: 'You do not have access to this business.',
  staffOnly: 'This page is for staff only.',
} as const;

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = z.object({
  type: z.enum(ACCOUNT_TYPES),
  user: userSchema,
  isStaff: z.boolean().describe('Whether the user moderates listings and claims at /admin (ADMIN_EMAILS)'),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
