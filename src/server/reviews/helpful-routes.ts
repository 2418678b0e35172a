import { errorBodySchema } from '#shared/errors.js';
import { idParamsSchema } from '#shared/ids.js';
import { helpfulVoteResponseSchema, myHelpfulVotesSchema, REVIEW_MESSAGES } from '#shared/reviews.js';
import type { App, AppDeps } from '../app-types.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { businessTag } from '../http/public-cache-targets.js';
import { helpfulVotesOf, setHelpfulVote } from './helpful-service.js';
import { HELPFUL_VOTE_RATE_LIMIT } from './rate-limits.js';

const tags = ['Reviews'];
const refusals = {
  400: errorBodySchema.describe('Malformed id'),
  401: errorBodySchema.describe('Not signed in'),
  403: errorBodySchema.describe(`'${REVIEW_MESSAGES.ownHelpful}' or '${REVIEW_MESSAGES.ownBusinessHelpful}'`),
  404: errorBodySchema.describe('No such review, or not public'),
  429: errorBodySchema.describe('Too many votes in the last hour from this account; Retry-After says when to try again'),
};

/**
 * 'Helpful' votes on reviews. A vote changes the review's
 * count on the business's page and review lists, so it drops that business's cached answers (its tag alone: no
 * list or count elsewhere shows helpful votes) before it answers.
 */
export function registerHelpfulRoutes(app: App, { db, publicCache }: AppDeps) {
  const vote = (method: 'PUT' | 'DELETE', voted: boolean, summary: string) =>
    app.route({
      method,
      url: '/api/reviews/:id/helpful',
      config: { access: 'signed-in', rateLimit: HELPFUL_VOTE_RATE_LIMIT },
      schema: { summary, tags, params: idParamsSchema, response: { 200: helpfulVoteResponseSchema, ...refusals } },
      handler: async (request) => {
        const { businessId, ...answer } = await setHelpfulVote(db, { userId: request.session.user.id, reviewId: request.params.id, voted });
        await publicCache.invalidate([businessTag(businessId)]);
        return answer;
      },
    });
  vote('PUT', true, "Mark a review 'Helpful': one vote per signed-in account (not its author's, not its business owner's); again changes nothing");
  vote('DELETE', false, "Withdraw your 'Helpful' vote on a review");

  app.get(
    '/api/businesses/:id/helpful-votes',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "Which reviews of the business the signed-in account marked 'Helpful'",
        tags,
        params: idParamsSchema,
        response: { 200: myHelpfulVotesSchema, 400: refusals[400], 401: refusals[401] },
      },
    },
    async (request, reply) => {
      setCachePolicy(reply, 'noStore');
      return { reviewIds: await helpfulVotesOf(db, request.session.user.id, request.params.id) };
    },
  );
}
