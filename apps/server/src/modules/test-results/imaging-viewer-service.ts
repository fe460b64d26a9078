import crypto from 'node:crypto';
import { medicalRecordTexts } from '@portal/contracts';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import type { LocalArchiveIndex } from '../../integrations/imaging/local';
import { ImagingArchiveUnavailable } from '../../integrations/imaging/index';
import { openSealed, sealValues, serverSecret } from '../../lib/secrets';
import { describeFiles, openAttachedFile } from '../files/files-service';
import * as imagingRepo from './imaging-repository';
import * as repo from './results-repository';

/*
 * The viewer of an imaging order's study. Its address carries a short-lived token sealed by the server
 * (lib/secrets `sealValues`): the patient, the order and a digest of the study's UID, so the frame
 * loads without a session cookie, shows exactly that study, and nothing to anyone without the token.
 */

const PURPOSE = 'imaging viewer';
export const VIEWER_TOKEN_TTL_MS = 30 * 60_000;
export const VIEWER_PATH = '/imaging/viewer';
export const viewerLanguages = ['pl', 'en', 'uk'] as const;
export type ViewerLanguage = (typeof viewerLanguages)[number];

const studyDigest = (studyUid: string) => crypto.createHash('sha256').update(studyUid).digest('base64url').slice(0, 22);

/**
 * The viewer's address for an order's study: 404 with the imaging system's message when the order has
 * no study or the archive holds none (or cannot be asked). `publishedOnly`: the patient's portal.
 */
export async function viewerAddress(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'imaging'>,
  patient: { id: number },
  orderId: number,
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
  const token = sealValues(serverSecret(deps.config), PURPOSE, [order.patientId, order.id, studyDigest(studyUid)], expires);
  const portalViewer = `${VIEWER_PATH}?token=${encodeURIComponent(token)}&lang=${opts.lang ?? 'pl'}`;
  return { resultUrl: deps.imaging.viewerUrl(studyUid, portalViewer) };
}

/** The study a genuine, unexpired token names, while its order still has that study; null for anything else. */
export async function openViewerToken(deps: Pick<Deps, 'db' | 'clock' | 'config'>, token: string): Promise<{ studyUid: string; orderId: number } | null> {
  const values = openSealed(serverSecret(deps.config), PURPOSE, token, deps.clock.now());
  if (!values || values.length !== 3) return null;
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
