import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportedReviewCard } from '../../src/client/components/admin/reported-review-card.js';
import type { ReportedReviewItem } from '#shared/reviews.js';

/** Issue 22 item 4: the staff queue marks a review its author changed after staff had decided. */

const item = (editedAfterReview: boolean): ReportedReviewItem => ({
  id: 7,
  kind: 'review',
  submittedAt: '2026-01-02T10:00:00.000Z',
  editedAfterReview,
  business: { id: 3, name: 'Happy Tails', city: 'Austin', state: 'TX' },
  review: { authorName: 'Maria G.', rating: 1, text: 'Rewritten after it was kept.', timeCreated: '2026-01-01T10:00:00.000Z', source: 'site' },
  reports: [],
});
const render = (editedAfterReview: boolean) => renderToStaticMarkup(createElement(ReportedReviewCard, { item: item(editedAfterReview), onDecide: () => {} }));

describe('a queued review in the staff queue', () => {
  it("says 'Edited after review' when its author changed it after a decision, and not otherwise", () => {
    expect(render(true)).toContain('Edited after review');
    expect(render(false)).not.toContain('Edited after review');
  });
});
