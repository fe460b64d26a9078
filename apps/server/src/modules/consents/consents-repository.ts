import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  carerAuthorisations,
  clinicalDocuments,
  consents,
  patients,
  resultOrders,
  sharedDocuments,
  type CarerAuthorisationRow,
  type ConsentRow,
  type SharedDocumentRow,
} from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';
import type { PatientScope } from '../../plugins/patient-access';

/*
 * Consents, carer authorisations and shared documents (consents-service). The patient's reads take the
 * patients the caller reaches; the register's tables (result_orders, clinical_documents) are named only
 * to find a patient's published document and the titles a partner's staff see.
 */

export type { CarerAuthorisationRow, ConsentRow, SharedDocumentRow };
export type DocType = SharedDocumentRow['docType'];

const notCancelled = ne(consents.status, 'CANCELLED');

// ------------------------------------------------------------------------------ consents

export interface ConsentFilter {
  patientIds: readonly CheckedPatientId[];
  consentType?: string;
  status?: ConsentRow['status'];
  onlyActive?: boolean;
}

const listOrder = [sql`${consents.status} = 'CANCELLED'`, desc(consents.createdAt), desc(consents.id)];

/**
 * Consents of these patients: not cancelled first, then newest. Each patient's first `limit + offset`
 * rows come from her index in order (a lateral read per patient, however many rows she has), then the
 * page is cut from those: one statement, a few rows read whatever the table's size.
 */
export async function selectForPatients(db: DbOrTx, f: ConsentFilter, limit: number, offset: number): Promise<ConsentRow[]> {
  if (f.patientIds.length === 0) return [];
  const conditions: Array<SQL | undefined> = [
    sql`${consents.patientId} = p.id`,
    f.consentType ? eq(consents.consentType, f.consentType) : undefined,
    f.status ? eq(consents.status, f.status) : undefined,
    f.onlyActive ? notCancelled : undefined,
  ];
  const firstOfEach = db
    .select({ id: consents.id })
    .from(consents)
    .where(and(...conditions))
    .orderBy(...listOrder)
    .limit(limit + offset);
  const patients = sql`array[${sql.join(
    f.patientIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  return db
    .select()
    .from(consents)
    .where(sql`${consents.id} in (select c.id from unnest(${patients}) as p(id) cross join lateral (${firstOfEach}) c)`)
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset);
}

/** A consent of the caller's patients by its id, the scope in the WHERE: the `consent` resource's loader. */
export async function findIn(db: DbOrTx, scope: PatientScope, id: number, partnerOnly = false): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.id, id), scope.where(consents.patientId), partnerOnly ? eq(consents.consentType, 'CPAR') : undefined));
  return row ?? null;
}

export async function findById(db: DbOrTx, id: number, lock = false): Promise<ConsentRow | null> {
  const query = db.select().from(consents).where(eq(consents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The patient's partner consents not cancelled (the conflicts' candidates), locked in the caller's transaction. */
export async function partnerConsentsOf(db: DbOrTx, patientId: CheckedPatientId, partnerId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.patientId, patientId), eq(consents.partnerId, partnerId), eq(consents.consentType, 'CPAR'), notCancelled))
    .for('update');
}

/** The patient's signed partner consents limited to selected documents, in force on `today`. */
export async function selectingConsentsOf(db: DbOrTx, patientId: CheckedPatientId, today: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.patientId, patientId),
        eq(consents.consentType, 'CPAR'),
        eq(consents.status, 'SIGNED'),
        eq(consents.onlySelectedDocuments, true),
        sql`${consents.validFrom} <= ${today}`,
        sql`(${consents.validTo} is null or ${consents.validTo} >= ${today})`,
      ),
    )
    .orderBy(asc(consents.id));
}

/** Serialises the changes of one patient's consents (a partner consent's conflicts are checked under it). */
export async function lockPatientConsents(tx: DbOrTx, patientId: CheckedPatientId): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consents'), ${patientId})`);
}

export async function insertConsent(db: DbOrTx, values: typeof consents.$inferInsert): Promise<ConsentRow> {
  const [row] = await db.insert(consents).values(values).returning();
  return row;
}

export async function updateConsent(db: DbOrTx, id: number, values: Partial<typeof consents.$inferInsert>): Promise<ConsentRow> {
  const [row] = await db.update(consents).set(values).where(eq(consents.id, id)).returning();
  return row;
}

// ------------------------------------------------------------------------------ carer authorisations

export async function carersOf(db: DbOrTx, patientId: CheckedPatientId): Promise<CarerAuthorisationRow[]> {
  return db
    .select()
    .from(carerAuthorisations)
    .where(eq(carerAuthorisations.patientId, patientId))
    .orderBy(desc(carerAuthorisations.dateFrom), desc(carerAuthorisations.id));
}

/** An authorisation of the caller's patients by its id, the scope in the WHERE: the `carer-authorisation` resource's loader. */
export async function findCarerIn(db: DbOrTx, scope: PatientScope, id: number): Promise<CarerAuthorisationRow | null> {
  const [row] = await db
    .select()
    .from(carerAuthorisations)
    .where(and(eq(carerAuthorisations.id, id), scope.where(carerAuthorisations.patientId)));
  return row ?? null;
}

/** An authorisation of this patient by its id (the DELETE names both). */
export async function findCarerOf(db: DbOrTx, patientId: CheckedPatientId, id: number): Promise<CarerAuthorisationRow | null> {
  const [row] = await db
    .select()
    .from(carerAuthorisations)
    .where(and(eq(carerAuthorisations.id, id), eq(carerAuthorisations.patientId, patientId)));
  return row ?? null;
}

export async function insertCarer(db: DbOrTx, values: typeof carerAuthorisations.$inferInsert): Promise<CarerAuthorisationRow> {
  const [row] = await db.insert(carerAuthorisations).values(values).returning();
  return row;
}

export async function updateCarer(db: DbOrTx, id: number, values: Partial<typeof carerAuthorisations.$inferInsert>): Promise<CarerAuthorisationRow> {
  const [row] = await db.update(carerAuthorisations).set(values).where(eq(carerAuthorisations.id, id)).returning();
  return row;
}

export async function deleteCarer(db: DbOrTx, id: number): Promise<void> {
  await db.delete(carerAuthorisations).where(eq(carerAuthorisations.id, id));
}

// ------------------------------------------------------------------------------ shared documents

/** Whether the patient's published document of the type exists (RES: a result order; DOC: a clinical document). */
export async function publishedDocumentExists(db: DbOrTx, patientId: CheckedPatientId, docType: DocType, documentId: number): Promise<boolean> {
  const rows =
    docType === 'RES'
      ? await db
          .select({ id: resultOrders.id })
          .from(resultOrders)
          .where(and(eq(resultOrders.id, documentId), eq(resultOrders.patientId, patientId), isNotNull(resultOrders.publishedAt)))
      : await db
          .select({ id: clinicalDocuments.id })
          .from(clinicalDocuments)
          .where(and(eq(clinicalDocuments.id, documentId), eq(clinicalDocuments.patientId, patientId), isNotNull(clinicalDocuments.publishedAt)));
  return rows.length > 0;
}

export async function findShared(db: DbOrTx, patientId: CheckedPatientId, docType: DocType, documentId: number, systemName: string): Promise<SharedDocumentRow | null> {
  const [row] = await db
    .select()
    .from(sharedDocuments)
    .where(and(eq(sharedDocuments.patientId, patientId), eq(sharedDocuments.docType, docType), eq(sharedDocuments.documentId, documentId), eq(sharedDocuments.systemName, systemName)));
  return row ?? null;
}

/** Sets a document's sharing on or off (the row made at its first switch). */
export async function upsertShared(db: DbOrTx, values: typeof sharedDocuments.$inferInsert): Promise<SharedDocumentRow> {
  const { patientId: _p, docType: _d, documentId: _i, systemName: _s, ...change } = values;
  const [row] = await db
    .insert(sharedDocuments)
    .values(values)
    .onConflictDoUpdate({ target: [sharedDocuments.patientId, sharedDocuments.docType, sharedDocuments.documentId, sharedDocuments.systemName], set: change })
    .returning();
  return row;
}

/** The patient's documents shared now (of a type, or both), newest sharing first. */
export async function sharedOf(db: DbOrTx, patientId: CheckedPatientId, docType?: DocType): Promise<SharedDocumentRow[]> {
  return db
    .select()
    .from(sharedDocuments)
    .where(and(eq(sharedDocuments.patientId, patientId), eq(sharedDocuments.shared, true), docType ? eq(sharedDocuments.docType, docType) : undefined))
    .orderBy(desc(sharedDocuments.sharedAt), desc(sharedDocuments.id));
}

/** Of these documents of the patient, the ids shared now (one query for a page of a register's list). */
export async function sharedIdsAmong(db: DbOrTx, patientId: CheckedPatientId, docType: DocType, documentIds: readonly number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sharedDocuments.documentId })
    .from(sharedDocuments)
    .where(and(eq(sharedDocuments.patientId, patientId), eq(sharedDocuments.docType, docType), eq(sharedDocuments.shared, true), inArray(sharedDocuments.documentId, [...documentIds])));
  return new Set(rows.map((r) => r.id));
}

// ------------------------------------------------------------------------------ what a partner's staff see

/** One document a partner sees, with the consent it is seen under. */
export interface PartnerDocumentRow {
  docType: DocType;
  documentId: number;
  patientId: number;
  title: string;
  documentDate: Date;
  consentId: number;
  onlySelectedDocuments: boolean;
}

/**
 * The consents under which a partner (and, when given, one person of its personnel) sees documents on
 * `today`: signed partner consents in force naming the partner, for the whole partner or that person.
 */
function seeingConsents(partnerId: number, personnelId: number | null, today: string): SQL {
  return sql`select c.id, c.patient_id, c.only_selected_documents from ${consents} c
    where c.partner_id = ${partnerId} and c.consent_type = 'CPAR' and c.status = 'SIGNED'
      and (c.personnel_id is null ${personnelId === null ? sql`` : sql`or c.personnel_id = ${personnelId}`})
      and c.valid_from <= ${today} and (c.valid_to is null or c.valid_to >= ${today})`;
}

/**
 * The documents a partner's staff see on `today`, newest first (one of each, under the oldest consent
 * that shows it): under a consent limited to selected documents, the patient's documents shared now;
 * under a consent for the whole record, every published result and document of hers. Published ones
 * only, of the given type or both.
 */
/** The console's filters of a partner's list: parts of the patient's names or the start of her PESEL, part of the title, the document's instants (the clinic's days as bounds). */
export interface PartnerDocumentFilter {
  patient?: string;
  title?: string;
  from?: Date;
  to?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function partnerListFilter(filter: PartnerDocumentFilter): SQL {
  const parts: SQL[] = [];
  if (filter.patient) {
    const words = filter.patient.split(/\s+/).filter(Boolean);
    for (const word of words) {
      const like = `%${escapeLike(word)}%`;
      parts.push(sql`exists (select 1 from ${patients} p where p.id = seen.patient_id
        and (p.name ilike ${like} or p.last_name ilike ${like} or p.national_id like ${`${escapeLike(word)}%`}))`);
    }
  }
  if (filter.title) parts.push(sql`seen.title ilike ${`%${escapeLike(filter.title)}%`}`);
  if (filter.from) parts.push(sql`seen.document_date >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`seen.document_date <= ${filter.to.toISOString()}::timestamptz`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

export async function documentsSeenByPartner(
  db: DbOrTx,
  who: { partnerId: number; personnelId: number | null },
  today: string,
  docType: DocType | undefined,
  limit: number,
  offset: number,
  only?: { docType: DocType; documentId: number },
  filter: PartnerDocumentFilter = {},
): Promise<PartnerDocumentRow[]> {
  const wants = (type: DocType) => (docType === undefined || docType === type) && (!only || only.docType === type);
  const oneDocument = (column: SQL) => (only ? sql` and ${column} = ${only.documentId}` : sql``);
  const parts: SQL[] = [];
  if (wants('RES')) {
    parts.push(sql`select 'RES' as doc_type, o.id as document_id, o.patient_id, o.name as title, coalesce(o.result_date, o.ordered_at) as document_date,
        c.id as consent_id, c.only_selected_documents
      from seeing c join ${resultOrders} o on o.patient_id = c.patient_id and o.published_at is not null${oneDocument(sql`o.id`)}
      where not c.only_selected_documents or exists (select 1 from ${sharedDocuments} s
        where s.patient_id = c.patient_id and s.doc_type = 'RES' and s.document_id = o.id and s.shared)`);
  }
  if (wants('DOC')) {
    parts.push(sql`select 'DOC' as doc_type, d.id as document_id, d.patient_id, d.title, d.document_date,
        c.id as consent_id, c.only_selected_documents
      from seeing c join ${clinicalDocuments} d on d.patient_id = c.patient_id and d.published_at is not null${oneDocument(sql`d.id`)}
      where not c.only_selected_documents or exists (select 1 from ${sharedDocuments} s
        where s.patient_id = c.patient_id and s.doc_type = 'DOC' and s.document_id = d.id and s.shared)`);
  }
  if (parts.length === 0) return [];
  const result = await db.execute(sql`with seeing as (${seeingConsents(who.partnerId, who.personnelId, today)})
    select * from (select distinct on (doc_type, document_id) * from (${sql.join(parts, sql` union all `)}) seen
      where ${partnerListFilter(filter)}
      order by doc_type, document_id, consent_id) one
    order by document_date desc, document_id desc limit ${limit} offset ${offset}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(
    (r): PartnerDocumentRow => ({
      docType: r.doc_type as DocType,
      documentId: Number(r.document_id),
      patientId: Number(r.patient_id),
      title: String(r.title),
      documentDate: new Date(r.document_date as string),
      consentId: Number(r.consent_id),
      onlySelectedDocuments: Boolean(r.only_selected_documents),
    }),
  );
  return rows;
}

/** A patient's consents of some types, as the domain's rules read them (every state). */
export async function consentFactsOf(db: DbOrTx, patientId: CheckedPatientId, types: readonly string[]) {
  return db
    .select({ consentType: consents.consentType, consentStatus: consents.status, validFrom: consents.validFrom, validTo: consents.validTo })
    .from(consents)
    .where(and(eq(consents.patientId, patientId), inArray(consents.consentType, [...types])));
}
