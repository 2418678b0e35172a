import type { ReactNode } from 'react';
import { Card } from '../ui/card.js';

/** A titled section of the business page. */
export function InfoCard({ id, title, icon, action, children, className }: { id: string; title: string; icon?: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card aria-labelledby={id} className={className}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {icon ? <span className="text-teal-700">{icon}</span> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
