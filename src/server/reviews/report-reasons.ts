/** One pending report as the staff queue reads it: what it reports (a review or a photo id), why and when. */
export type PendingReport = { subjectId: number; reason: string; reportedAt: Date };

/** The queue's pending reasons grouped by what they report, in the order read (oldest first). */
export function reasonsBySubject(reports: PendingReport[]): Map<number, { reason: string; reportedAt: string }[]> {
  const grouped = new Map<number, { reason: string; reportedAt: string }[]>();
  for (const { subjectId, reason, reportedAt } of reports) {
    const reasons = grouped.get(subjectId) ?? [];
    reasons.push({ reason, reportedAt: reportedAt.toISOString() });
    grouped.set(subjectId, reasons);
  }
  return grouped;
}
