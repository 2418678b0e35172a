import { z } from 'zod';
import { hasHiddenFormatting, hiddenFormattingMessage } from './text.js';
import { formatUsPhone, formatUsZip, PHONE_INVALID_MESSAGE, STATE_INVALID_MESSAGE, ZIP_INVALID_MESSAGE } from './owners.js';
import { US_STATES } from './us-states.js';

export const PET_TYPES = ['dog', 'cat', 'bird', 'rabbit', 'other'] as const;
export type PetType = (typeof PET_TYPES)[number];

/** A customer keeps at most this many pet profiles (a guard against scripted floods, far above real use). */
export const MAX_PETS_PER_CUSTOMER = 100;

export const PET_MESSAGES = {
  nameRequired: 'Pet name is required',
  typeRequired: 'Pet type is required',
  breedRequired: 'Breed is required',
  ageMin: 'Age must be 0 or greater',
  weightMin: 'Weight must be 0 or greater',
} as const;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Required text: trimmed, so spaces alone count as missing. */
const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be ${max} characters or fewer`);

/** A name other people may see: required text without invisible or text-direction characters. */
const nameText = (required: string, label: string, max: number) =>
  requiredText(required, label, max).refine((name) => !hasHiddenFormatting(name), hiddenFormattingMessage(label));

/**
 * Optional text: '' and null clear the value (stored as null); a key left out is left unchanged by an update.
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

export const petSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PET_TYPES),
  breed: z.string(),
  age: z.number(),
  weight: z.number().nullable(),
  specialNeeds: z.string().nullable(),
  medicalNotes: z.string().nullable(),
});
export type Pet = z.infer<typeof petSchema>;
export const petListSchema = z.array(petSchema);

/** POST /api/customer/pets, and the Add New Pet form. */
export const createPetSchema = z.object({
  name: nameText(PET_MESSAGES.nameRequired, 'Pet name', 100),
  type: z.enum(PET_TYPES, {
    error: (issue) => (isBlank(issue.input) ? PET_MESSAGES.typeRequired : `Pet type must be one of ${PET_TYPES.join(', ')}`),
  }),
  breed: requiredText(PET_MESSAGES.breedRequired, 'Breed', 100),
  age: z
    .number({ error: PET_MESSAGES.ageMin })
    .min(0, PET_MESSAGES.ageMin)
    .max(100, 'Age must be 100 or less'),
  weight: z
    .number({ error: PET_MESSAGES.weightMin })
    .min(0, PET_MESSAGES.weightMin)
    .max(1000, 'Weight must be 1000 or less')
    .nullish()
    .transform((value) => value ?? null),
  specialNeeds: optionalText('Special needs', 2000).transform((value) => value ?? null),
  medicalNotes: optionalText('Medical notes', 2000).transform((value) => value ?? null),
});
export type CreatePetInput = z.input<typeof createPetSchema>;
export type CreatePet = z.output<typeof createPetSchema>;

/** PATCH /api/customer/pets/{id}: the fields sent change, the others keep their values. */
export const updatePetSchema = createPetSchema.partial();
export type UpdatePetInput = z.input<typeof updatePetSchema>;
export type UpdatePet = z.output<typeof updatePetSchema>;

export const PET_REFUSALS = {
  notFound: 'Pet not found',
  onOpenRequest: 'This pet is on a booking request that is still open. Cancel the request, or wait until it is completed, before deleting the pet.',
} as const;

/** A USPS state code ('tx' is TX); a name ('Texas') is not one: the form offers the codes to pick from. */
const stateCode = (text: string) => (Object.hasOwn(US_STATES, text.toUpperCase()) ? text.toUpperCase() : null);

/**
 * Optional text that must read as `format` reads it (the owners' phone and ZIP rules): stored in that form, refused
 * with `message` otherwise. Null and undefined pass through (cleared, or left unchanged).
 */
const formattedText = (text: ReturnType<typeof optionalText>, format: (value: string) => string | null, message: string) =>
  text.transform((value, ctx) => {
    if (value == null) return value;
    const formatted = format(value);
    if (formatted === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return formatted;
  });

/** PATCH /api/customer/profile, and the Edit Profile form. */
export const profileUpdateSchema = z.object({
  firstName: nameText(PROFILE_MESSAGES.firstNameRequired, 'First name', 100),
  lastName: nameText(PROFILE_MESSAGES.lastNameRequired, 'Last name', 100),
  phone: formattedText(optionalText('Phone', 30), formatUsPhone, PHONE_INVALID_MESSAGE),
  address: optionalText('Address', 200),
  city: optionalText('City', 100),
  state: formattedText(optionalText('State', 50), stateCode, STATE_INVALID_MESSAGE),
  zipCode: formattedText(optionalText('ZIP code', 20), formatUsZip, ZIP_INVALID_MESSAGE),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
