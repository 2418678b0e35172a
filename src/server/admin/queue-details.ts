import { and, inArray, ne, notInArray } from 'drizzle-orm';
import type { QueueListingDetails } from '#shared/admin.js';
import type { City } from '#shared/catalog.js';
import { scheduleText } from '#shared/hours/schedule-text.js';
import type { WeeklySchedule } from '#shared/hours/week.js';
import type { Db } from '../db/connect.js';
import { businesses } from '../db/schema.js';
import { servicesByBusiness } from '../listings/business-rows.js';
import { listCities } from '../catalog/service.js';
import { placementWarning } from './placement-warning.js';

/** 'Address is in Denver, CO (ZIP 80202), but the listing's city is Austin, TX.' (none when it fits). */
function placementWarnings(row: DetailRow, directory: City[]): string[] {
  const city = directory.find((known) => known.id === row.cityId);
  const warning = city ? placementWarning(row, city, directory) : null;
  return warning ? [warning] : [];
}

/** The columns of a queued business that staff read to decide (QueueListingDetails). */
export const queueDetailColumns = {
  description: businesses.description,
  website: businesses.website,
  schedule: businesses.weeklyHours,
  // Where the listing is placed, for placementWarning.
  address: businesses.address,
  cityId: businesses.cityId,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
};

type DetailRow = {
  id: number;
  phone: string;
  description: string | null;
  website: string | null;
  schedule: WeeklySchedule | null;
  address: string;
  cityId: number;
  latitude: number | null;
  longitude: number | null;
};

/**
 * What a queue card shows beyond the business's name and contact: the listing as submitted (description, services,
 * hours, website, a preview of its page) and what to check before deciding: another listing with the same phone,
 * an address placed away from the listing's city. Two statements for the whole queue, whatever its length (the
 * cities come from the in-memory catalog).
 */
export async function queueDetails(db: Db, rows: DetailRow[]): Promise<Map<number, { listing: QueueListingDetails; warnings: string[] }>> {
  const ids = [...new Set(rows.map((row) => row.id))];
  const phones = [...new Set(rows.map((row) => row.phone))];
  const [offered, samePhone, directory] = await Promise.all([
    servicesByBusiness(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: businesses.id, phone: businesses.phone })
          .from(businesses)
          .where(and(inArray(businesses.phone, phones), notInArray(businesses.id, ids), ne(businesses.status, 'rejected')))
          .orderBy(businesses.id),
    listCities(db),
  ]);
  const details = new Map<number, { listing: QueueListingDetails; warnings: string[] }>();
  for (const row of rows) {
    const others = samePhone.filter((other) => other.phone === row.phone).map((other) => `#${other.id}`);
    details.set(row.id, {
      listing: {
        description: row.description,
        website: row.website,
        hours: scheduleText(row.schedule),
        services: (offered.get(row.id) ?? []).map((service) => service.name),
        previewUrl: `/business/${row.id}`,
      },
      warnings: [
        ...(others.length ? [`Phone ${row.phone} is also used by listing ${others.slice(0, 5).join(', ')}${others.length > 5 ? ' and more' : ''}.`] : []),
        ...placementWarnings(row, directory),
      ],
    });
  }
  return details;
}
