import type { SharedDocument, SharedDocType, consentDocSwitchSchema, z } from '@portal/contracts';
import { withTransaction, type DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, Validation } from '../../errors';
import type { CheckedPatientId } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import type { ReachablePatient } from '../../plugins/patient-access';
import { recordEvent } from '../event-log/event-log-service';
import { partnerNames } from '../organisation/partners-service';
import { getSettings } from '../settings/settings-service';
import * as repo from './consents-repository';

/*
 * Document sharing (spec part 1 §3 "Clinical document" consentDocShared, part 2 §3, §7 "Document
 * sharing", §8 "info messages when document sharing is enabled or paused"; issue 30 item 5): a patient
 * switches the sharing of one of her published results (RES) or clinical documents (DOC) on and off.
 * A shared document is seen by the partners of her signed partner consents in force that are limited to
 * selected documents; the switch is offered (consent-doc-button-enabled) while partners are on and she
 * holds such a consent — the per-patient partner setting of part 2 §6. The medical register reads the
 * switch of a page of its documents with `sharedDocumentIds`, never the table.
 */

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

export const DOCUMENT_NOT_HERS = 'Wybrany dokument nie istnieje albo nie jest udostępniony pacjentowi.';

/** The partners who see the patient's shared documents today (her signed selective partner consents in force), by name. */
async function seeingPartners(deps: ReadDeps, patient: CheckedPatientId): Promise<Array<{ id: number; name: string }>> {
  const application = await getSettings(deps, 'application');
  if (!application.partnersModule) return [];
  const consents = await repo.selectingConsentsOf(deps.db, patient, clinicToday(deps.clock.now()));
  const ids = [...new Set(consents.flatMap((c) => (c.partnerId === null ? [] : [c.partnerId])))];
  const names = await partnerNames(deps, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** GET /mpi/partners/mpi-user/{patientId}/consent-doc-button-enabled. */
export async function consentDocButtonEnabled(deps: ReadDeps, patient: ReachablePatient): Promise<{ value: boolean }> {
  return { value: (await seeingPartners(deps, patient.id)).length > 0 };
}

const view = (row: Pick<repo.SharedDocumentRow, 'documentId' | 'docType' | 'systemName' | 'shared' | 'sharedAt'>, partners: SharedDocument['partners']): SharedDocument => ({
  documentId: row.documentId,
  docType: row.docType,
  systemName: row.systemName,
  shared: row.shared,
  sharedAt: row.sharedAt?.toISOString() ?? null,
  partners: row.shared ? partners : [],
});

/**
 * POST (`shared` true) and PUT …/consentDoc/{patientId}: the document's sharing switched on or off (its
 * row made at the first switch; a repeat changes nothing). Sharing needs a partner who would see it (409
 * CONSENT_DOC_NO_CONSENT); the document must be one of her published ones (400 otherwise), also to pause.
 */
export async function switchSharing(deps: ReadDeps, patient: ReachablePatient, accountId: number, input: z.output<typeof consentDocSwitchSchema>): Promise<SharedDocument> {
  const partners = await seeingPartners(deps, patient.id);
  if (input.shared && partners.length === 0) throw new AppError('CONSENT_DOC_NO_CONSENT');
  if (!(await repo.publishedDocumentExists(deps.db, patient.id, input.docType, input.documentId))) throw Validation(DOCUMENT_NOT_HERS, [{ path: 'documentId', message: DOCUMENT_NOT_HERS }]);
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const held = await repo.findShared(tx, patient.id, input.docType, input.documentId, input.systemName);
    if ((held?.shared ?? false) === input.shared) return view(held ?? { ...input, sharedAt: null }, partners);
    const row = await repo.upsertShared(tx, {
      patientId: patient.id,
      docType: input.docType,
      documentId: input.documentId,
      systemName: input.systemName,
      shared: input.shared,
      ...(input.shared ? { sharedAt: now } : { pausedAt: now }),
      accountId,
      updatedAt: now,
    });
    const what = `${input.docType} ${input.documentId} (${input.systemName}) pacjenta ${patient.id}`;
    await recordEvent(deps, { eventType: input.shared ? 'CONSENT_DOC_SHARE' : 'CONSENT_DOC_PAUSE', outcome: 'SUCCESS', accountId, description: input.shared ? `Udostępniono ${what}` : `Wstrzymano udostępnianie ${what}` }, { tx });
    return view(row, partners);
  });
}

/** GET …/consentDoc/{patientId}: the documents she shares now (of a type, or both), with who sees them. */
export async function sharedDocumentsOf(deps: ReadDeps, patient: ReachablePatient, docType?: SharedDocType): Promise<SharedDocument[]> {
  const [rows, partners] = await Promise.all([repo.sharedOf(deps.db, patient.id, docType), seeingPartners(deps, patient.id)]);
  return rows.map((row) => view(row, partners));
}

/**
 * For the medical register (one query for a page of its list): which of these documents of the patient
 * she shares now — its `consentDocShared`.
 */
export async function sharedDocumentIds(db: DbOrTx, patient: CheckedPatientId, docType: SharedDocType, documentIds: readonly number[]): Promise<Set<number>> {
  return repo.sharedIdsAmong(db, patient, docType, documentIds);
}
