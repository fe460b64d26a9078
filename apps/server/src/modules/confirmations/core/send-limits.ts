import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import * as repo from './confirmations-repository';
import type { VerificationPurpose } from './confirmations-repository';

export type ConfirmationsDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail' | 'sms' | 'events'>;

/**
 * Limits of every message this module sends (registration link and code, resends, recovery): at
 * most config.SEND_LIMIT_PER_TARGET_PER_HOUR requests an hour for one address or number (all
 * purposes together) and config.SEND_LIMIT_PER_IP_PER_HOUR from one IP. Every request counts,
 * whether the address exists or not, and past a limit the answer is 429 SEND_LIMIT for known and
 * unknown targets alike.
 */
export const SEND_LIMIT_WINDOW_MS = 60 * 60_000;

/**
 * Counts this request toward the send limits and refuses it (429 SEND_LIMIT) past them. Called
 * before the address or number is looked up, so unknown targets count and are refused alike.
 */
export async function guardSend(deps: ConfirmationsDeps, purpose: VerificationPurpose, target: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const counts = await repo.countDeliveryAttempts(deps.db, target, ip, new Date(now.getTime() - SEND_LIMIT_WINDOW_MS));
  if (counts.target >= deps.config.SEND_LIMIT_PER_TARGET_PER_HOUR || counts.ip >= deps.config.SEND_LIMIT_PER_IP_PER_HOUR) {
    throw new AppError('SEND_LIMIT', undefined, { headers: { 'retry-after': String(SEND_LIMIT_WINDOW_MS / 1000) } });
  }
  await repo.insertDeliveryAttempt(deps.db, { purpose, target, ip, createdAt: now });
}

/** Deliveries started after the answer and not yet finished (awaited when the app closes). */
const pendingDeliveries = new Set<Promise<void>>();
export const settleDeliveries = async () => {
  await Promise.allSettled([...pendingDeliveries]);
};

/** How a public send request reports a failure that happened after its answer. */
export type DeliveryErrorHandler = (error: unknown) => void;

/**
 * Runs the rest of a public send request after the answer: finding the account the address or number
 * belongs to, issuing the secret and sending it. The answer and its timing are then the same whether
 * anything is sent or not (the send limits, counted before, apply to every target alike).
 */
export function afterAnswer(work: () => Promise<void>, onError: DeliveryErrorHandler): void {
  const delivery = work().catch(onError);
  pendingDeliveries.add(delivery);
  void delivery.finally(() => pendingDeliveries.delete(delivery));
}
