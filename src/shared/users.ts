import { z } from 'zod';

export const ACCOUNT_TYPES = ['customer', 'business_owner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

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
