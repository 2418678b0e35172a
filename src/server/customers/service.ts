import { asc, eq, sql } from 'drizzle-orm';
import { MAX_PETS_PER_CUSTOMER, type CreatePet, type Pet, type PetType, type ProfileUpdate } from '../../shared/customers.js';
import type { Db } from '../db/connect.js';
import { pets, users } from '../db/schema.js';
import { AppError } from '../errors.js';

const petColumns = {
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

/** Updates the profile fields sent; an optional field left out keeps its value. Returns nothing if the user is gone. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}
