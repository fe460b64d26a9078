import type { ImagingFile } from '@portal/contracts';
import { imagingTransitionAllowed, type ImagingFileState } from '@portal/domain';
import type { DbOrTx } from '../../../db/client';
import type { ImagingFileRow } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import * as imagingRepo from './imaging-repository';

/* The imaging file's states: letters in the API and the domain's rules, words in the database. */

const letters: Record<ImagingFileRow['status'], ImagingFileState> = { NEW: 'N', UPLOADED: 'P', READY: 'R', WAITING: 'W', SENT: 'S' };
const words: Record<ImagingFileState, ImagingFileRow['status']> = { N: 'NEW', P: 'UPLOADED', R: 'READY', W: 'WAITING', S: 'SENT' };

export const stateOf = (row: Pick<ImagingFileRow, 'status'>): ImagingFileState => letters[row.status];

/**
 * Moves a file to the next state: only the domain's steps (`imagingTransitionAllowed`), and only from
 * the state the caller read (a row someone else moved meanwhile is not moved again). 409
 * IMAGING_FILE_STATE otherwise.
 */
export async function moveImagingFile(
  db: DbOrTx,
  row: ImagingFileRow,
  to: ImagingFileState,
  values: Parameters<typeof imagingRepo.moveFile>[4] = {},
): Promise<ImagingFileRow> {
  if (!imagingTransitionAllowed(stateOf(row), to)) throw new AppError('IMAGING_FILE_STATE');
  const moved = await imagingRepo.moveFile(db, row.id, row.status, words[to], values);
  if (!moved) throw new AppError('IMAGING_FILE_STATE');
  return moved;
}

export const imagingFileView = (row: ImagingFileRow): ImagingFile => ({
  fileId: row.id,
  fileName: row.fileName,
  path: `${row.orderId}/${row.fileName}`,
  fileSize: row.size,
  creationDate: row.createdAt.toISOString(),
  status: stateOf(row),
  version: row.version,
  patientId: row.patientId,
  domainId: row.orderId,
  domainType: 'ORD',
});
