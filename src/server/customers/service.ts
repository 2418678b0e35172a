import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_BOOKING_STATUSES } from '#shared/bookings.js';
import { MAX_PETS_PER_CUSTOMER, PET_REFUSALS, type CreatePet, type Pet, type PetType, type ProfileUpdate, type UpdatePet } from '#shared/customers.js';
import type { Db } from '../db/connect.js';
import { bookingRequestPets, bookingRequests, pets, users } from '../db/schema.js';
import { AppError } from '../errors.js';

/** A pet's profile as its owner and the providers it is booked with see it. */
export const petColumns = {
  id: pets.id,
  name: pets.name,
  type: pets.type,
  breed: pets.breed,
  age: pets.age,
  weight: pets.weight,
  specialNeeds: pets.specialNeeds,
  medicalNotes: pets.medicalNotes,
};

type PetRow = Omit<Pet, 'type'> & { type: string };
const toPet = (row: PetRow): Pet => ({ ...row, type: row.type as PetType });

/** The customer's own pets, oldest first (the order they were added; a new pet appears last). */
export async function listPets(db: Db, userId: number): Promise<Pet[]> {
  const rows = await db.select(petColumns).from(pets).where(eq(pets.userId, userId)).orderBy(asc(pets.createdAt), asc(pets.id));
  return rows.map(toPet);
}

export async function createPet(db: Db, userId: number, input: CreatePet): Promise<Pet> {
  return db.transaction(async (tx) => {
    // Serialise concurrent adds for one customer so the cap holds.
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(pets).where(eq(pets.userId, userId));
    if ((counted?.count ?? 0) >= MAX_PETS_PER_CUSTOMER) {
      throw new AppError('CONFLICT', `You can keep up to ${MAX_PETS_PER_CUSTOMER} pets.`);
    }
    const [row] = await tx
      .insert(pets)
      .values({ userId, ...input })
      .returning(petColumns);
    return toPet(row!);
  });
}

/** Changes the fields sent of one of the customer's own pets; someone else's pet is "not found", like a missing one. */
export async function updatePet(db: Db, userId: number, petId: number, input: UpdatePet): Promise<Pet> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const own = and(eq(pets.id, petId), eq(pets.userId, userId));
  const [row] = Object.keys(changes).length
    ? await db.update(pets).set(changes).where(own).returning(petColumns)
    : await db.select(petColumns).from(pets).where(own);
  if (!row) throw new AppError('NOT_FOUND', PET_REFUSALS.notFound);
  return toPet(row);
}

/**
 * Deletes one of the customer's own pets, unless it is on an open booking request (the provider is preparing for
 * it). The pet row is locked first, so a request being sent for it at the same moment waits, then sees it gone.
 */
export async function deletePet(db: Db, userId: number, petId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [pet] = await tx
      .select({ id: pets.id })
      .from(pets)
      .where(and(eq(pets.id, petId), eq(pets.userId, userId)))
      .for('update');
    if (!pet) throw new AppError('NOT_FOUND', PET_REFUSALS.notFound);
    const [open] = await tx
      .select({ id: bookingRequests.id })
      .from(bookingRequestPets)
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookingRequestPets.requestId))
      .where(and(eq(bookingRequestPets.petId, petId), inArray(bookingRequests.status, [...OPEN_BOOKING_STATUSES])))
      .limit(1);
    if (open) throw new AppError('CONFLICT', PET_REFUSALS.onOpenRequest);
    await tx.delete(pets).where(eq(pets.id, petId));
  });
}

/** Updates the profile fields sent; an optional field left out keeps its value. Returns nothing if the user is gone. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}
