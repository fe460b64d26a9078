import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { NotFound, Validation } from '../../../errors';
import { readDicomHead } from '../../../integrations/imaging/dicom';
import { keepStagedPatientFile, openAttachedFile, stageUpload } from '../../files/files-service';
import { Readable } from 'node:stream';
import * as imagingRepo from '../core/imaging-repository';
import * as repo from '../core/results-repository';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * The clinic's own study of an imaging order (the modality's images, the demo's head CT): its instances
 * kept as files of the patient, handed to the archive, listed as the archive's (SENT, no uploading
 * account, so the patient's import list leaves them out), and the order pointed at the study.
 */

/** Archives a study's instances (DICOM Part 10 files, one study) for an imaging order; answers its StudyInstanceUID. */
export async function archiveOrderStudy(deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'imaging'>, orderId: number, instances: readonly Buffer[]): Promise<string> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.kind !== 'IMAGING') throw NotFound();
  const headers = instances.map((bytes) => readDicomHead(bytes, true));
  const studies = new Set(headers.map((h) => h?.studyUid));
  const studyUid = [...studies][0];
  if (headers.some((h) => !h?.studyUid || !h.seriesUid || !h.sopUid) || studies.size !== 1 || !studyUid) throw Validation('Pliki nie są jednym badaniem DICOM.');
  const rows = await withTransaction(deps.db, async (tx) => {
    const kept = [];
    for (const [i, bytes] of instances.entries()) {
      const h = headers[i]!;
      const staged = await stageUpload(deps, Readable.from([bytes]));
      const name = `${h.seriesNumber ?? 1}-${String(h.instanceNumber ?? i + 1).padStart(4, '0')}.dcm`;
      const stored = await keepStagedPatientFile(deps, staged, { use: 'IMAGING_FILE', patientId: patientOfRow(order), fileName: name, mimeType: 'application/dicom' }, { tx });
      kept.push(
        await imagingRepo.insertFile(tx, {
          orderId,
          patientId: order.patientId,
          fileName: `archiwum/${h.sopUid}.dcm`,
          fileId: stored.id,
          size: stored.size,
          status: 'WAITING',
          studyInstanceUid: h.studyUid,
          seriesInstanceUid: h.seriesUid,
          sopInstanceUid: h.sopUid,
        }),
      );
    }
    return kept;
  });
  await deps.imaging.store(
    rows.map((r) => ({
      studyUid,
      seriesUid: r.seriesInstanceUid ?? '',
      sopUid: r.sopInstanceUid ?? '',
      size: r.size,
      open: async () => (await openAttachedFile(deps, r.fileId ?? 0, 'IMAGING_FILE')).stream,
    })),
  );
  await withTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    for (const r of rows) await imagingRepo.moveFile(tx, r.id, 'WAITING', 'SENT', { sentAt: now });
    await repo.updateOrder(tx, orderId, { studyInstanceUid: studyUid, updatedAt: now });
  });
  return studyUid;
}
