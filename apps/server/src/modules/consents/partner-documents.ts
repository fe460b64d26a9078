import type { Page, PartnerSharedDocument, SharedDocument, partnerSharedDocumentsQuerySchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { patientOfRow, patientsOfRows, type CheckedPatientId } from '../../lib/checked-patient';
import { clinicDayBounds, clinicToday } from '../../lib/clinic-time';
import { readPage } from '../../lib/lists';
import type { StaffContext } from '../../plugins/staff-access';
import { partnerChoice } from '../organisation/partners-service';
import { recordsNamedInMessages } from '../patients/patients-service';
import * as repo from './consents-repository';

/*
 * What a partner organisation's staff see (console role PARTNER, issue 30 item 5): the documents patients
 * share with the partner — or with the one person of its personnel the member is — under signed partner
 * consents in force; nothing once the partner (or that person) is deactivated, the sharing paused or the
 * consent withdrawn. The registers (test-results, medical-record) serve one document to her after
 * `partnerSharedDocument` said whose it is.
 */

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * What a partner's staff see (a partner, or one person of its personnel): the documents shared with it
 * under the active signed partner consents that name it, newest first — those shared one by one under a
 * consent limited to selected documents, every published result and document under one for the whole
 * record. Nothing else: another partner's, a paused sharing, an unsigned, withdrawn or expired consent.
 */
export async function documentsSharedWithPartner(
  deps: ReadDeps,
  who: { partnerId: number; personnelId: number | null },
  query: z.output<typeof partnerSharedDocumentsQuerySchema>,
): Promise<Page<PartnerSharedDocument>> {
  const today = clinicToday(deps.clock.now());
  const seeing = await partnerStillSees(deps, who);
  const filter = { patient: query.patient || undefined, title: query.title || undefined, ...clinicDayBounds({ after: query.dateFrom, before: query.dateTo }) };
  const page = await readPage(query, (limit, offset) => (seeing ? repo.documentsSeenByPartner(deps.db, who, today, query.docType, limit, offset, undefined, filter) : Promise.resolve([])));
  const names = await recordsNamedInMessages(deps, patientsOfRows(page.items));
  return {
    ...page,
    items: page.items.map((d) => {
      const patient = names.get(d.patientId);
      return {
        docType: d.docType,
        documentId: d.documentId,
        patient: { id: d.patientId, name: patient?.name ?? '', lastName: patient?.lastName ?? '', nationalIdentificationNumber: patient?.pesel ?? null },
        title: d.title,
        documentDate: d.documentDate.toISOString(),
        consentId: d.consentId,
        onlySelectedDocuments: d.onlySelectedDocuments,
      };
    }),
  };
}

/**
 * The partner (and the person of its personnel) a PARTNER member of the console sees documents for
 * (issue 30 item 5); the registers' routes opening one document (test-results, medical-record) pass it
 * to `partnerSharedDocument`.
 */
export function partnerOf(staff: Pick<StaffContext, 'member'>): { partnerId: number; personnelId: number | null } {
  if (!staff.member.partner) throw new Error(`member ${staff.member.id}: role PARTNER without a partner`);
  return staff.member.partner;
}

/** A partner deactivated, or the person of its personnel: its staff see nothing at once. */
async function partnerStillSees(deps: ReadDeps, who: { partnerId: number; personnelId: number | null }): Promise<boolean> {
  const choice = await partnerChoice(deps, who.partnerId, who.personnelId);
  return choice.partner === 'OK' && choice.person !== 'UNKNOWN';
}

/** Whether a partner's staff (the partner, or one person of it) see the document today (a register opening it for them asks this). */
export async function partnerSeesDocument(deps: ReadDeps, who: { partnerId: number; personnelId: number | null }, docType: SharedDocument['docType'], documentId: number): Promise<boolean> {
  return (await partnerSharedDocumentPatient(deps, who, docType, documentId)) !== null;
}

/**
 * The patient of a document a partner's staff see today, or null (not shared with them, another
 * partner's, unknown): the register serving the document to them reads it as hers.
 */
export async function partnerSharedDocumentPatient(
  deps: ReadDeps,
  who: { partnerId: number; personnelId: number | null },
  docType: SharedDocument['docType'],
  documentId: number,
): Promise<CheckedPatientId | null> {
  if (!(await partnerStillSees(deps, who))) return null;
  const [seen] = await repo.documentsSeenByPartner(deps.db, who, clinicToday(deps.clock.now()), docType, 1, 0, { docType, documentId });
  return seen ? patientOfRow(seen) : null;
}

/**
 * A document a partner's staff open (the registers' GET /clinic/shared-documents/RES|DOC/{id}): its
 * patient, named as the list names her; 404 for one not shared with them, exactly as an unknown id.
 */
export async function partnerSharedDocument(
  deps: ReadDeps,
  who: { partnerId: number; personnelId: number | null },
  docType: SharedDocument['docType'],
  documentId: number,
): Promise<{ patientId: CheckedPatientId; patient: PartnerSharedDocument['patient'] }> {
  const patientId = await partnerSharedDocumentPatient(deps, who, docType, documentId);
  if (patientId === null) throw NotFound();
  const named = (await recordsNamedInMessages(deps, [patientId])).get(patientId);
  return { patientId, patient: { id: patientId, name: named?.name ?? '', lastName: named?.lastName ?? '', nationalIdentificationNumber: named?.pesel ?? null } };
}
