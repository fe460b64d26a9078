import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { partnerPersonnel, partners } from '../organisation/organisation.schema';
import { patients } from '../patients/patients.schema';
import { createdAt, id, updatedAt } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Consents, carer authorisations and the documents a patient shares with partners (module consents,
 * spec part 2 §3 "Consent", "Carer authorisation", §4, §5, §7; part 1 §3 "Clinical document"; issue
 * 30). A consent is REGISTERED when given, SIGNED once signed through the public e-service (module
 * e-signing) or handed in signed at the desk, CANCELLED when the patient withdraws it (validTo then the
 * day it ended, domain `validToOnCancel`). A partner consent (CPAR) names a partner (organisation
 * module), optionally one person of its personnel, and its scope: the whole record or only the
 * documents the patient shares one by one (`shared_documents`).
 */

/** The person a consent of type CINF or CDOC authorises (contracts `authorizedPersonSchema`). */
export interface AuthorizedPersonValue {
  name: string;
  lastName: string;
  identity: { nationalIdentificationNumber: string | null; documentNumber: string | null; country: string | null };
  address: ConsentAddressValue;
}
/** An address as a consent or an authorisation keeps it. */
export interface ConsentAddressValue {
  street: string | null;
  houseNumber: string | null;
  apartmentNumber: string | null;
  postalCode: string | null;
  city: string | null;
  postalCity: string | null;
  countryCode: string | null;
}

export const consents = pgTable(
  'consents',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that gave it (the patient's own); null when the clinic or an earlier system registered it. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** CPAR, CDPM, CTEL, CINF, CDOC, or another type of the clinic's. */
    consentType: text('consent_type').notNull(),
    status: text('status', { enum: ['REGISTERED', 'SIGNED', 'CANCELLED'] }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** A partner consent's partner and, optionally, the one person of its personnel. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    personnelId: integer('personnel_id').references(() => partnerPersonnel.id, { onDelete: 'restrict' }),
    /** A partner consent's scope: true only the documents shared one by one, false the whole record. */
    onlySelectedDocuments: boolean('only_selected_documents'),
    /** The consent's id in the partner's or the clinic's system (PATCH …/{id}/system). */
    systemId: text('system_id'),
    authorizedPerson: jsonb('authorized_person').$type<AuthorizedPersonValue>(),
    /** When it became SIGNED (by the e-service's signature, or handed in signed at the desk). */
    signedAt: timestamp('signed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The patient's list (every state): not withdrawn first, then newest; the console's patient card reads the same.
    index('consents_patient_id_cancelled_created_at_id_idx').on(t.patientId, sql`(${t.status} = 'CANCELLED')`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A partner's staff: the signed partner consents naming the partner.
    index('consents_partner_id_signed_idx')
      .on(t.partnerId, t.personnelId)
      .where(sql`${t.status} = 'SIGNED'`),
    index('consents_personnel_id_idx').on(t.personnelId),
    index('consents_account_id_idx').on(t.accountId),
  ],
);
export type ConsentRow = typeof consents.$inferSelect;

/** A carer the patient authorises (spec part 2 §3 "Carer authorisation"). */
export const carerAuthorisations = pgTable(
  'carer_authorisations',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that gave it (the patient's own). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The carer's own record at the clinic, where one with the carer's PESEL exists when it is written. */
    carerPatientId: integer('carer_patient_id').references(() => patients.id, { onDelete: 'set null' }),
    nationalId: text('national_id'),
    documentNumber: text('document_number'),
    country: text('country'),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    documentType: text('document_type', { enum: ['WRITTEN', 'NOTARIAL', 'COURT', 'OTHER'] }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }),
    url: text('url'),
    address: jsonb('address').$type<ConsentAddressValue>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carer_authorisations_patient_id_date_from_id_idx').on(t.patientId, t.dateFrom.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('carer_authorisations_carer_patient_id_idx').on(t.carerPatientId),
    index('carer_authorisations_account_id_idx').on(t.accountId),
  ],
);
export type CarerAuthorisationRow = typeof carerAuthorisations.$inferSelect;

/**
 * A document the patient shares (or shared, and paused) with the partners of her partner consents
 * limited to selected documents: RES a result order (module test-results), DOC a clinical document
 * (module medical-record), in the system that keeps it (PORTAL: ours). One row a document; `shared`
 * false is a paused sharing.
 */
export const sharedDocuments = pgTable(
  'shared_documents',
  {
    id: id(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    docType: text('doc_type', { enum: ['RES', 'DOC'] }).notNull(),
    documentId: integer('document_id').notNull(),
    systemName: text('system_name').notNull(),
    shared: boolean('shared').notNull(),
    /** When it was last shared, and when last paused. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The account that last switched it. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shared_documents_patient_id_doc_type_document_id_system_name_idx').on(t.patientId, t.docType, t.documentId, t.systemName),
    // A partner's staff: the documents shared now, newest first.
    index('shared_documents_shared_patient_id_shared_at_idx')
      .on(t.patientId, t.sharedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.shared}`),
    index('shared_documents_account_id_idx').on(t.accountId),
  ],
);
export type SharedDocumentRow = typeof sharedDocuments.$inferSelect;

export const consentsOwnership = owned([
  { column: consents.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: consents.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: carerAuthorisations.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: carerAuthorisations.carerPatientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: carerAuthorisations.accountId, owner: 'account', onMerge: { do: 'move' } },
  {
    column: sharedDocuments.patientId,
    owner: 'patient',
    onMerge: { do: 'move', unlessSame: [sharedDocuments.docType, sharedDocuments.documentId, sharedDocuments.systemName] },
  },
  { column: sharedDocuments.accountId, owner: 'account', onMerge: { do: 'move' } },
]);
