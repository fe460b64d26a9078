import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { readDicomHeader } from '../../../integrations/imaging/dicom';
import type { ArchiveInstance } from '../../../integrations/imaging/index';
import type { JobDefinition } from '../../../lib/jobs';
import { openAttachedFile } from '../../files/files-service';
import * as imagingRepo from './imaging-repository';
import { moveImagingFile } from './imaging-states';
import * as repo from './results-repository';

/*
 * The imaging files' background steps: the check of a stored file's header (UPLOADED → READY with its
 * UIDs), the send to the archive (WAITING → SENT; a failure is retried and the files stay WAITING), and
 * an hourly pass that queues the send again for files waiting too long (an archive that was down).
 */

export const IMAGING_CHECK_JOB = 'test-results.imaging-check';
export const IMAGING_SEND_JOB = 'test-results.imaging-send';
/** Files still WAITING this long after the patient sent them are sent again by the schedule. */
const RESEND_AFTER_MS = 30 * 60_000;

type JobDeps = Pick<Deps, 'db' | 'storage' | 'imaging' | 'jobs' | 'clock'>;

/** Reads the header of an uploaded file: its Study, Series and SOP Instance UIDs make it READY; a file without them stays UPLOADED. */
export const imagingCheckJob: JobDefinition<{ imagingFileId: number }, JobDeps> = {
  name: IMAGING_CHECK_JOB,
  async run(deps, { imagingFileId }) {
    const row = await imagingRepo.findFileById(deps.db, imagingFileId);
    if (!row || row.status !== 'UPLOADED' || !row.fileId) return;
    const opened = await openAttachedFile(deps, row.fileId, 'IMAGING_FILE');
    const header = await readDicomHeader(opened.stream);
    if (!header?.studyUid || !header.seriesUid || !header.sopUid) return;
    const { studyUid, seriesUid, sopUid } = header;
    await withTransaction(deps.db, async (tx) => {
      const current = await imagingRepo.lockFile(tx, row.id);
      if (current?.status !== 'UPLOADED') return;
      await moveImagingFile(tx, current, 'R', { studyInstanceUid: studyUid, seriesInstanceUid: seriesUid, sopInstanceUid: sopUid });
    });
  },
};

/** Hands the order's WAITING files to the archive, then marks them SENT and gives the order their study when it has none. */
export const imagingSendJob: JobDefinition<{ orderId: number }, JobDeps> = {
  name: IMAGING_SEND_JOB,
  async run(deps, { orderId }) {
    const waiting = await imagingRepo.findFilesInState(deps.db, orderId, 'WAITING');
    if (waiting.length === 0) return;
    const instances: ArchiveInstance[] = waiting.map((f) => ({
      studyUid: f.studyInstanceUid ?? '',
      seriesUid: f.seriesInstanceUid ?? '',
      sopUid: f.sopInstanceUid ?? '',
      size: f.size,
      open: async () => (await openAttachedFile(deps, f.fileId ?? 0, 'IMAGING_FILE')).stream,
    }));
    // A failure throws: the queue tries again, and the files stay WAITING.
    await deps.imaging.store(instances);
    await withTransaction(deps.db, async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      const now = deps.clock.now();
      for (const file of waiting) {
        const current = await imagingRepo.lockFile(tx, file.id);
        if (current?.status === 'WAITING') await moveImagingFile(tx, current, 'S', { sentAt: now });
      }
      // The order shows the imported study when it has none, and only a study that is this patient's.
      const study = waiting.find((f) => f.studyInstanceUid)?.studyInstanceUid;
      if (order && !order.studyInstanceUid && study && (await imagingRepo.studyOwner(tx, study)) === order.patientId) {
        await repo.updateOrder(tx, orderId, { studyInstanceUid: study, updatedAt: now });
      }
    });
  },
};

/** Every hour: orders whose files have waited too long are sent again. */
export const imagingResendJob: JobDefinition<object, JobDeps> = {
  name: 'test-results.imaging-resend',
  schedule: '41 * * * *',
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - RESEND_AFTER_MS);
    for (const orderId of await imagingRepo.findOrdersWaitingSince(deps.db, before)) {
      await deps.jobs.send(IMAGING_SEND_JOB, { orderId }, { singletonKey: `order-${orderId}` });
    }
  },
};

export const imagingJobs = [imagingCheckJob, imagingSendJob, imagingResendJob];
