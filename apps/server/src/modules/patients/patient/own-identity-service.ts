import { attachmentIssues } from '@portal/domain';
import { profileMessages, type OwnIdentity, type Patient } from '@portal/contracts';
import { type Tx, withTransaction } from '../../../db/client';
import type { PatientRow } from '../../../db/schema/index';
import { AppError, Conflict, NotFound } from '../../../errors';
import { recordEvent } from '../../event-log/event-log-service';
import { listPatientFiles } from '../../files/files-service';
import { noReview } from '../core/patient-registration-repository';
import { patientWithFiles } from '../patients-service';
import { checkedUploads, claimFiles, profileSettings, validationError, type ProfileDeps } from './profiles-service';
import * as repo from './profiles-repository';
import { patientOfRecord } from '../../../lib/checked-patient';

/*
 * The person's own identity while the clinic confirms it: where it stands (GET patients/me/identity)
 * and new document scans after the clinic did not accept the first ones (POST patients/me/documents).
 */

/** Whether a waiting own record takes new scans: one registered with documents (a claimed clinic record takes them at the clinic). */
const takesNewDocuments = async (deps: ProfileDeps, record: PatientRow, opts?: { tx: Tx }) =>
  record.identityStatus === 'REQUESTED' && (await listPatientFiles(deps, patientOfRecord(record), 'REGISTRATION_DOCUMENT', opts)).length > 0;

/** GET patients/me/identity: the state of the own identity's confirmation and the clinic's rejection, without the record's data. */
export async function ownIdentity(deps: ProfileDeps, accountId: number): Promise<OwnIdentity> {
  const own = await repo.findOwnRecord(deps.db, accountId);
  if (!own) return { identityStatus: null, rejection: null, newDocumentsAccepted: false };
  const rejected = own.identityStatus === 'REQUESTED' && own.identityReviewedAt !== null && own.identityRejectionReason !== null;
  return {
    identityStatus: own.identityStatus,
    rejection: rejected ? { reason: own.identityRejectionReason!, at: own.identityReviewedAt!.toISOString() } : null,
    newDocumentsAccepted: await takesNewDocuments(deps, own),
  };
}

/**
 * POST patients/me/documents: the person hands in new scans of the identity document for the own
 * record while its identity waits for the clinic (typically after the clinic did not accept the first
 * ones, patients-clinic-routes). The files become the record's and the clinic's review is cleared, so
 * the record is back in the clinic's queue. Only a record the person registered with documents (it
 * has some already): a record the clinic kept before the claim takes documents at the clinic, as at
 * registration. Errors: 400 VALIDATION_ERROR (files missing or expired, not allowed by the settings,
 * a record that takes documents at the clinic), 404 (no own record), 409 CONFLICT (the identity does
 * not wait for the clinic).
 */
export async function handInIdentityDocuments(
  deps: ProfileDeps,
  input: { accountId: number; attachments: Array<{ fileId: number }>; ip: string },
): Promise<Patient> {
  const settings = await profileSettings(deps);
  const now = deps.clock.now();
  const { ids, uploaded, missing } = await checkedUploads(deps, input.accountId, input.attachments);
  const issues = attachmentIssues(uploaded, settings.attachments).map((i) => ({ ...i, path: i.path.slice(1) }));
  if (issues.length > 0 || missing) throw validationError(issues, missing ? [{ path: 'attachments', message: profileMessages.filesGone }] : []);

  const saved = await withTransaction(deps.db, async (tx) => {
    const own = await repo.lockOwnRecord(tx, input.accountId);
    if (!own) throw NotFound('Konto nie ma jeszcze własnych danych pacjenta.');
    if (own.identityStatus !== 'REQUESTED') throw Conflict(profileMessages.identityNotWaiting);
    if (!(await takesNewDocuments(deps, own, { tx }))) {
      throw new AppError('VALIDATION_ERROR', profileMessages.documentsAtClinic, { errors: [{ path: 'attachments', message: profileMessages.documentsAtClinic }] });
    }
    await claimFiles(deps, tx, { accountId: input.accountId, ids, patientId: patientOfRecord(own), now });
    return repo.updateRecord(tx, patientOfRecord(own), { ...noReview, updatedAt: now });
  });

  await recordEvent(deps, {
    eventType: 'PATIENT_UPDATE',
    outcome: 'SUCCESS',
    accountId: input.accountId,
    description: `Nowy dokument tożsamości pacjenta ${saved.id} (załączników: ${ids.length}): tożsamość wraca do sprawdzenia w placówce`,
    ip: input.ip,
  });
  return patientWithFiles(deps, saved, 'PATIENT');
}
