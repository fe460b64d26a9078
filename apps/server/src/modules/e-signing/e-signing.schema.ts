import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/*
 * Signing a portal document (a declaration, a consent) through the public e-service (module e-signing,
 * spec part 2 §4 "Consent", §7, §8 "Consents and signing"; issue 30). A request names the document by
 * its kind and id and holds the hash of the canonical XML the portal issued; the e-service's answer is
 * accepted once, only for that request, only when its XAdES signature, certificate chain, content hash
 * and signer all hold. Each accepted signature is kept with its signed XML.
 */
export const signingRequests = pgTable(
  'signing_requests',
  {
    id: id(),
    /** The request's random token, hashed (it travels to the e-service and back). */
    tokenHash: text('token_hash').notNull(),
    /** DECLARATION or CONSENT: the module whose descriptor `signables` answers for it. */
    documentKind: text('document_kind').notNull(),
    documentId: integer('document_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The account that asked to sign. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the exclusive-canonical form of the document's XML as issued. */
    contentHash: text('content_hash').notNull(),
    /** Where to send the browser back (of the portal's own origin, checked when asked). */
    successUrl: text('success_url').notNull(),
    errorUrl: text('error_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** SIGNED, CANCELLED or a failure's code (see contracts e-signing). */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signing_requests_token_hash_idx').on(t.tokenHash),
    index('signing_requests_document_idx').on(t.documentKind, t.documentId),
    index('signing_requests_patient_id_idx').on(t.patientId),
    index('signing_requests_account_id_idx').on(t.accountId),
    index('signing_requests_expires_at_idx').on(t.expiresAt),
  ],
);

/** An accepted signature of a document, with the signed XML as the e-service returned it. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: id(),
    documentKind: text('document_kind').notNull(),
    documentId: integer('document_id').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => signingRequests.id, { onDelete: 'restrict' }),
    signedXml: text('signed_xml').notNull(),
    contentHash: text('content_hash').notNull(),
    signerNationalId: text('signer_national_id').notNull(),
    signerName: text('signer_name').notNull(),
    /** PATIENT: the patient herself; GUARDIAN: an account acting for her (ward or child). */
    signedBy: text('signed_by', { enum: ['PATIENT', 'GUARDIAN'] }).notNull(),
    certificateIssuer: text('certificate_issuer').notNull(),
    certificateSerial: text('certificate_serial').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_signatures_document_idx').on(t.documentKind, t.documentId, t.signedAt.desc().nullsFirst()),
    index('document_signatures_patient_id_idx').on(t.patientId),
    uniqueIndex('document_signatures_request_id_idx').on(t.requestId),
  ],
);

export const eSigningOwnership = owned([
  { column: signingRequests.patientId, owner: 'patient', onMerge: { do: 'move' } },
  { column: signingRequests.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: documentSignatures.patientId, owner: 'patient', onMerge: { do: 'move' } },
]);
