import { Link } from 'wouter';
import { listingReportPaths } from '#shared/listing-report-paths.js';
import type { DuplicateCheckQuery, DuplicateCheckResponse } from '#shared/listing-reports.js';
import { apiGet } from '../../lib/api.js';
import { Button } from '../ui/button.js';
import { Notice } from '../ui/notice.js';

export type PossibleDuplicate = NonNullable<DuplicateCheckResponse['duplicate']>;

/** A public listing the business being listed or claimed may duplicate, or null; a failed check never blocks the owner. */
export async function findDuplicate(query: DuplicateCheckQuery & { excludeId?: number }): Promise<PossibleDuplicate | null> {
  try {
    return (await apiGet<DuplicateCheckResponse>(listingReportPaths.duplicateCheck(query))).duplicate;
  } catch {
    return null;
  }
}

/**
 * 'This business may already be listed': the existing listing, the offer to claim it instead (when nobody has), and
 * the owner's way on when it is a different business.
 */
export function DuplicateNotice({ duplicate, onDifferent, action }: { duplicate: PossibleDuplicate; onDifferent: () => void; action: string }) {
  return (
    <Notice role="alert" tone="warning">
      <div className="grid gap-3">
        <p className="font-semibold">This business may already be listed</p>
        <p className="text-sm">
          <Link to={`/business/${duplicate.id}`} className="focus-ring rounded font-semibold underline">
            {duplicate.name}
          </Link>
          , {duplicate.address}, {duplicate.city}, {duplicate.state} has the same phone number, or the same name and address.
          {duplicate.isClaimed ? ' Someone has already claimed it: if it is yours, please contact us.' : ' If it is yours, claim it instead of listing it again.'}
        </p>
        <div className="flex flex-wrap gap-3">
          {duplicate.isClaimed ? null : (
            <Link to={`/business/${duplicate.id}/claim`} className="focus-ring rounded font-semibold text-teal-800 underline">
              Claim {duplicate.name} instead
            </Link>
          )}
          <Button type="button" size="sm" variant="secondary" onClick={onDifferent}>
            It is a different business: {action}
          </Button>
        </div>
      </div>
    </Notice>
  );
}
