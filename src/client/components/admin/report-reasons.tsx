import type { IconName } from '../ui/icon-names.js';
import { Button } from '../ui/button.js';
import { Icon } from '../ui/icon.js';
import type { DecisionMode } from './decision-dialog.js';
import { formatWhen } from './format-when.js';

/** The pending reports of a reported review or photo: how many, and each reason with its date. */
export function ReportReasons({ reports }: { reports: { reason: string; reportedAt: string }[] }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-500">
        {reports.length} {reports.length === 1 ? 'report' : 'reports'}
      </h3>
      <ul className="mt-1 grid gap-1 text-sm text-slate-900">
        {reports.map((report, index) => (
          <li key={index}>
            <span className="text-slate-500">{formatWhen(report.reportedAt)}:</span> {report.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Staff's two answers to reports: Keep closes them ('reject' the reports), the taking-down verb (Hide a review,
 * Remove a photo) upholds them ('approve'). `subject` names the thing for screen readers, e.g. 'the review by Ann of X'.
 */
export function ReportDecisionButtons({ subject, takeDown, takeDownIcon, onDecide }: {
  subject: string;
  takeDown: 'Hide' | 'Remove';
  takeDownIcon: IconName;
  onDecide: (mode: DecisionMode) => void;
}) {
  return (
    <footer className="flex justify-end gap-3 border-t border-slate-100 pt-4">
      <Button variant="secondary" onClick={() => onDecide('reject')} aria-label={`Keep ${subject}`}>
        <Icon name="eye" className="size-4"/>
        Keep
      </Button>
      <Button variant="danger" onClick={() => onDecide('approve')} aria-label={`${takeDown} ${subject}`}>
        <Icon name={takeDownIcon} className="size-4"/>
        {takeDown}
      </Button>
    </footer>
  );
}
