import type { NotificationTarget } from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/notifications/{guid} — where the signed-in account's notice points. */
export const getNotificationTarget = (guid: string) =>
  api<NotificationTarget>(`/mpi/accounts/mpi-user/notifications/${encodeURIComponent(guid)}`);

/**
 * The page a notice's target names (spec part 1 §4 "Sign-in": clinical documents with the contextId;
 * a message's notice opens the message; a document request's decision, the requests tab).
 */
export function notificationPagePath(target: NotificationTarget): string {
  if (target.target === 'CLINICAL_DOCUMENTS' && target.contextId) {
    return `/benefits/clinicaldocuments?${new URLSearchParams({ contextId: target.contextId }).toString()}`;
  }
  if (target.target === 'MESSAGES' && target.contextId && /^\d+$/.test(target.contextId)) return `/messages/${target.contextId}`;
  // A document request completed or rejected: the requests tab, where its copies are downloaded.
  if (target.target === 'DOCUMENT_REQUESTS') return '/benefits/cdocrequests';
  // A booking made, moved, cancelled or to be confirmed: the bookings list.
  if (target.target === 'BOOKINGS') return '/bookings';
  return '/main';
}

/**
 * Where a notification link (/login?nguid=…) leads the signed-in user: its target's page; /main for
 * a guid that leads nowhere (unknown, another account's, or any other failure) — a stale link is
 * harmless. Null without a (full) session: the link is resolved after sign-in. A page this build does
 * not have (the clinical documents before the medical register exists) is sent on to /main by the
 * router, like every unknown address of a signed-in user.
 */
export async function notificationPath(guid: string): Promise<string | null> {
  try {
    return notificationPagePath(await getNotificationTarget(guid));
  } catch (e) {
    // 401: no session; 400 MERGE_ACCOUNT: a session that may only merge accounts.
    if (isApiError(e) && (e.status === 401 || e.body?.errorCode === 'MERGE_ACCOUNT')) return null;
    return '/main';
  }
}
