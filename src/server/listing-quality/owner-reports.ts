import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { LISTING_REPORT_MESSAGES, type OwnerReportList } from '#shared/listing-reports.js';
import type { Db } from '../db/connect.js';
import { listingReports } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { toListingReport, waitingReport } from './queue.js';

/** How long after staff applied a report its owner may still dispute it. */
const DISPUTE_DAYS = 30;
const disputable = () => and(eq(listingReports.status, 'applied'), gt(listingReports.decidedAt, new Date(Date.now() - DISPUTE_DAYS * 86_400_000)));

/**
 * What the owner of a listing sees of its reports: those waiting for staff and those applied in the last 30 days (which
 * they may dispute). Who reported is never shown.
 */
export async function ownerReports(db: Db, businessId: number): Promise<OwnerReportList> {
  const rows = await db
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.businessId, businessId), or(waitingReport, disputable())))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id));
  return {
    reports: rows.map((row) => {
      const { signedIn: _signedIn, ...report } = toListingReport(row);
      return report;
    }),
  };
}

/**
 * The owner's answer to a report of their listing, shown to staff. An answer to an applied report disputes it: it
 * goes back to the staff queue.
 */
export async function answerReport(db: Db, businessId: number, reportId: number, answer: string): Promise<OwnerReportList> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: listingReports.status })
      .from(listingReports)
      .where(and(eq(listingReports.id, reportId), eq(listingReports.businessId, businessId)))
      .for('update');
    if (!report) throw notFound('Report');
    const open = ['open', 'disputed'].includes(report.status);
    const [stillDisputable] = open
      ? [true]
      : await tx.select({ id: listingReports.id }).from(listingReports).where(and(eq(listingReports.id, reportId), disputable()));
    if (!stillDisputable) throw new AppError('CONFLICT', LISTING_REPORT_MESSAGES.reportNotOpen);
    await tx
      .update(listingReports)
      .set({ ownerAnswer: answer, ownerAnsweredAt: new Date(), ...(open ? {} : { status: 'disputed', decidedAt: null, decidedBy: null }) })
      .where(inArray(listingReports.id, [reportId]));
  });
  return ownerReports(db, businessId);
}
