import crypto from 'node:crypto';
import { medicalRecordTexts } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import type { LocalArchiveIndex } from '../../../integrations/imaging/local';
import { ImagingArchiveUnavailable } from '../../../integrations/imaging/index';
import { openSealed, sealValues, serverSecret } from '../../../lib/secrets';
import { servedOverHttps } from '../../../public-origin';
import { describeFiles, openAttachedFile } from '../../files/files-service';
import * as imagingRepo from './imaging-repository';
import * as repo from './results-repository';

/*
 * The viewer of an imaging order's study. Its address carries a short-lived token sealed by the server
 * (lib/secrets `sealValues`): the patient, the order and a digest of the study's UID, so the frame
 * loads without the API's session cookie, shows exactly that study, and nothing to anyone without the token.
 *
 * The token is bound to the session that asked for it: it names a digest of that session (the patient's
 * or the staff member's), and the viewer accepts it only from the browser holding the viewer's own
 * cookie (`pp_viewer`, HttpOnly, SameSite=Strict, Path /imaging/viewer: the staff session's cookie
 * never reaches this path), which names the same session, and only while that session lives. A copied
 * address opens nothing elsewhere, and sign-out (or the session's expiry) ends it at once.
 */

const PURPOSE = 'imaging viewer';
export const VIEWER_TOKEN_TTL_MS = 30 * 60_000;
export const VIEWER_PATH = '/imaging/viewer';
export const viewerLanguages = ['pl', 'en', 'uk'] as const;
export type ViewerLanguage = (typeof viewerLanguages)[number];

const HOLDER_PURPOSE = 'imaging viewer holder';
export const VIEWER_HOLDER_COOKIE = 'pp_viewer';

const studyDigest = (studyUid: string) => crypto.createHash('sha256').update(studyUid).digest('base64url').slice(0, 22);

/** The session a viewer address is issued to: a patient's (`P`) or a staff member's (`S`), by its id hash. */
export interface ViewerHolder {
  kind: 'P' | 'S';
  sessionIdHash: string;
}
/** Whether a session (by its id hash) still lives: `app.sessions.isLive`, `app.staffSessions.isLive`. */
export type ViewerSessions = Record<ViewerHolder['kind'], (idHash: string) => Promise<boolean>>;

const holderDigest = (holder: ViewerHolder) => crypto.createHash('sha256').update(`${holder.kind}:${holder.sessionIdHash}`).digest('base64url').slice(0, 22);

/**
 * The viewer's cookie naming the holder's session, valid as long as the tokens issued with it (the
 * route sets it). Issued afresh with every address: a second viewer of the same session keeps the first one working.
 */
export function viewerHolderCookie(deps: Pick<Deps, 'clock' | 'config'>, holder: ViewerHolder) {
  const expires = new Date(deps.clock.now().getTime() + VIEWER_TOKEN_TTL_MS);
  return {
    name: VIEWER_HOLDER_COOKIE,
    value: sealValues(serverSecret(deps.config), HOLDER_PURPOSE, [holder.kind, holder.sessionIdHash], expires),
    options: { path: VIEWER_PATH, httpOnly: true, sameSite: 'strict' as const, secure: servedOverHttps(deps.config), maxAge: VIEWER_TOKEN_TTL_MS / 1000 },
  };
}

/**
 * The viewer's address for an order's study: 404 with the imaging system's message when the order has
 * no study or the archive holds none (or cannot be asked). `publishedOnly`: the patient's portal.
 */
export async function viewerAddress(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'imaging'>,
  patient: { id: number },
  orderId: number,
  holder: ViewerHolder,
  opts: { publishedOnly: boolean; lang?: ViewerLanguage },
): Promise<{ resultUrl: string }> {
  const order = await repo.findOrder(deps.db, patient, orderId, { publishedOnly: opts.publishedOnly });
  const studyUid = order?.kind === 'IMAGING' ? order.studyInstanceUid : null;
  const missing = () => NotFound(medicalRecordTexts.imagingCommunication);
  if (!order || !studyUid) throw missing();
  try {
    if (!(await deps.imaging.hasStudy(studyUid))) throw missing();
  } catch (err) {
    if (err instanceof ImagingArchiveUnavailable) throw missing();
    throw err;
  }
  const expires = new Date(deps.clock.now().getTime() + VIEWER_TOKEN_TTL_MS);
  const token = sealValues(serverSecret(deps.config), PURPOSE, [order.patientId, order.id, studyDigest(studyUid), holderDigest(holder)], expires);
  const portalViewer = `${VIEWER_PATH}?token=${encodeURIComponent(token)}&lang=${opts.lang ?? 'pl'}`;
  return { resultUrl: deps.imaging.viewerUrl(studyUid, portalViewer) };
}

/**
 * The study a genuine, unexpired token names, presented with the viewer's cookie of the session it was
 * issued to while that session lives, and while its order still has that study; null for anything else.
 */
export async function openViewerToken(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  sessions: ViewerSessions,
  token: string,
  holderCookie: string | undefined,
): Promise<{ studyUid: string; orderId: number } | null> {
  const secret = serverSecret(deps.config);
  const values = openSealed(secret, PURPOSE, token, deps.clock.now());
  if (!values || values.length !== 4 || !holderCookie) return null;
  const held = openSealed(secret, HOLDER_PURPOSE, holderCookie, deps.clock.now());
  if (!held || held.length !== 2 || (held[0] !== 'P' && held[0] !== 'S')) return null;
  const holder: ViewerHolder = { kind: held[0], sessionIdHash: held[1] };
  if (holderDigest(holder) !== values[3] || !(await sessions[holder.kind](holder.sessionIdHash))) return null;
  const [patientId, orderId, digest] = [Number(values[0]), Number(values[1]), values[2]];
  if (!Number.isSafeInteger(patientId) || !Number.isSafeInteger(orderId)) return null;
  const order = await repo.findOrder(deps.db, { id: patientId }, orderId, { publishedOnly: false });
  if (!order?.studyInstanceUid || studyDigest(order.studyInstanceUid) !== digest) return null;
  return { studyUid: order.studyInstanceUid, orderId };
}

/**
 * The local archive's index (integrations/imaging/local.ts): the instances of a study are the imaging
 * files sent to it, their bytes the files module's.
 */
export function localArchiveIndex(deps: () => Pick<Deps, 'db' | 'storage' | 'clock'>): LocalArchiveIndex {
  return {
    async instances(studyUid) {
      const rows = await imagingRepo.findArchived(deps().db, studyUid);
      const seen = new Set<string>();
      return rows
        .filter((r) => r.sopInstanceUid && r.seriesInstanceUid && r.fileId && !seen.has(r.sopInstanceUid) && seen.add(r.sopInstanceUid))
        .map((r) => ({
          seriesUid: r.seriesInstanceUid ?? '',
          sopUid: r.sopInstanceUid ?? '',
          async open() {
            try {
              const opened = await openAttachedFile(deps(), r.fileId ?? 0, 'IMAGING_FILE');
              return { stream: opened.stream, size: opened.size };
            } catch {
              return null;
            }
          },
        }));
    },
    async present(sopUids) {
      const rows = (await imagingRepo.findBySopUids(deps().db, sopUids)).filter((r) => r.fileId !== null);
      const stored = new Set((await describeFiles(deps(), rows.map((r) => r.fileId ?? 0))).map((f) => f.id));
      return sopUids.every((sop) => rows.some((r) => r.sopInstanceUid === sop && stored.has(r.fileId ?? 0)));
    },
  };
}
