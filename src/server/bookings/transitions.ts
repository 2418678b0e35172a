import { dateHasBegun, type BookingStatus } from '#shared/bookings.js';
import { AppError } from '../errors.js';

/** Who may move a request, and where to. Everything else is refused with 409 (a request that was already answered). */
const MOVES: Record<BookingStatus, Partial<Record<BookingStatus, 'customer' | 'owner'>>> = {
  requested: { accepted: 'owner', declined: 'owner', cancelled: 'customer' },
  accepted: { cancelled: 'customer', completed: 'owner' },
  declined: {},
  cancelled: {},
  completed: {},
};

const VERB: Record<BookingStatus, string> = {
  requested: 'requested',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  completed: 'marked completed',
};

/**
 * Refuses a move the state machine does not allow, with a sentence the person understands. 'completed' also waits
 * for the requested day (it has begun somewhere in the US; see dateHasBegun).
 */
export function checkMove(request: { status: string; preferredDate: string }, to: BookingStatus, now = new Date()): void {
  const from = request.status as BookingStatus;
  if (!MOVES[from]?.[to]) {
    throw new AppError('CONFLICT', `This request is ${from} and can no longer be ${VERB[to]}.`);
  }
  if (to === 'completed' && !dateHasBegun(request.preferredDate, now)) {
    throw new AppError('CONFLICT', 'A request can be marked completed on or after its date.');
  }
}
