import { randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { forgetRememberedCatalog } from '../../src/server/catalog/service.js';
import type { Db } from '../../src/server/db/connect.js';
import { businesses, cities, claims, services, verificationDocuments } from '../../src/server/db/schema.js';
import type { CreateListingPayload } from '#shared/owners.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';

/** Factories for the owner tests: each call makes its own rows with unique slugs, never touching seed data. */

/** The hours a listing is created with: weekdays 9 to 6. */
export const OWNER_HOURS: WeeklySchedule = {
  ...emptySchedule(),
  ...Object.fromEntries((['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, [{ start: '09:00', end: '18:00' }]])),
};

export async function makeCity(db: Db) {
  const slug = `owners-city-${randomUUID()}`;
  const [city] = await db
    .insert(cities)
    .values({
      name: 'Ownerville',
      slug,
      state: 'TX',
      population: 120_000,
      petOwnershipRate: 0.61,
      timeZone: 'America/Chicago',
      averageIncome: 68_000,
      climate: 'hot',
      latitude: 30.1234,
      longitude: -97.5678,
    })
    .returning();
  forgetRememberedCatalog(db);
  return city!;
}

export async function makeService(db: Db, name = 'Fixture Pet Service') {
  const [service] = await db
    .insert(services)
    .values({
      name,
      slug: `owners-service-${randomUUID()}`,
      description: `${name} for tests`,
      category: 'grooming',
      keywords: ['test'],
      avgPriceMin: 30,
      avgPriceMax: 80,
      frequency: 'Every 4-8 weeks',
    })
    .returning();
  forgetRememberedCatalog(db);
  return service!;
}

export async function makeBusiness(db: Db, cityId: number, values: Partial<typeof businesses.$inferInsert> = {}) {
  const [business] = await db
    .insert(businesses)
    .values({
      name: `Unclaimed Paws ${randomUUID().slice(0, 8)}`,
      address: '1 Test Street',
      phone: '(512) 555-0100',
      cityId,
      latitude: 30.1,
      longitude: -97.5,
      ...values,
    })
    .returning();
  forgetRememberedCatalog(db);
  return business!;
}

// --- documents -------------------------------------------------------------------------------------------------

export const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;

export const pdfBytes = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200), Buffer.from('\n%%EOF\n')]);
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100)]);
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(100)]);
/** A Windows executable: 'MZ' header. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(200)]);

/** A real (stored, uncompressed) zip archive holding the named entries. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

// --- payloads --------------------------------------------------------------------------------------------------

export function listingPayload(
  cityId: number,
  serviceIds: number[],
  verification: CreateListingPayload['verification'] = { verificationMethod: 'phone', verificationData: { phone: '(512) 555-0142' } },
): CreateListingPayload {
  return {
    business: {
      name: `Happy Tails ${randomUUID().slice(0, 8)}`,
      address: '500 Congress Ave',
      phone: '(512) 555-0142',
      website: 'https://happytails.example.com',
      description: 'Mobile grooming for dogs of every size.',
      cityId,
      serviceIds,
      schedule: OWNER_HOURS,
      priceMin: 40,
      priceMax: 90,
      isMobile: true,
    },
    verification,
  };
}

// --- counting what a user left behind ----------------------------------------------------------------------------

/** Rows written on behalf of one user: scoped so that tests running in parallel on one database never interfere. */
export async function rowsOf(db: Db, userId: number) {
  const [owned] = await db.select({ n: count() }).from(businesses).where(eq(businesses.ownerId, userId));
  const [claimed] = await db.select({ n: count() }).from(claims).where(eq(claims.userId, userId));
  const [documents] = await db
    .select({ n: count() })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.uploadedBy, userId));
  return { businesses: Number(owned!.n), claims: Number(claimed!.n), documents: Number(documents!.n) };
}
