import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentSignatures, signingRequests } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';

export type SigningRequestRow = typeof signingRequests.$inferSelect;

/** Stores a signing request (its token only hashed). */
export async function insertRequest(
  db: DbOrTx,
  row: {
    tokenHash: string;
    documentKind: string;
    documentId: number;
    patientId: CheckedPatientId;
    accountId: number;
    contentHash: string;
    successUrl: string;
    errorUrl: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(signingRequests).values(row);
}

/** The request of this token hash, locked for the transaction that answers it; null when unknown. */
export async function lockRequest(db: DbOrTx, tokenHash: string): Promise<SigningRequestRow | null> {
  const [row] = await db.select().from(signingRequests).where(eq(signingRequests.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

/** Uses the request up: once answered (signed, cancelled or refused), it is never answered again. */
export async function useRequest(db: DbOrTx, id: number, usedAt: Date): Promise<void> {
  await db.update(signingRequests).set({ usedAt }).where(eq(signingRequests.id, id));
}

/** Records what became of an answered request: SIGNED, CANCELLED or the failure's code. */
export async function setOutcome(db: DbOrTx, id: number, outcome: string): Promise<void> {
  await db.update(signingRequests).set({ outcome }).where(eq(signingRequests.id, id));
}

export async function insertSignature(db: DbOrTx, row: Omit<typeof documentSignatures.$inferInsert, 'id' | 'patientId'> & { patientId: CheckedPatientId }): Promise<void> {
  await db.insert(documentSignatures).values(row);
}

const signatureColumns = {
  documentId: documentSignatures.documentId,
  signerName: documentSignatures.signerName,
  signedBy: documentSignatures.signedBy,
  signedAt: documentSignatures.signedAt,
  certificateIssuer: documentSignatures.certificateIssuer,
  certificateSerial: documentSignatures.certificateSerial,
};

/** The latest signature of each of these documents of a kind (one query). */
export async function latestSignatures(db: DbOrTx, kind: string, documentIds: readonly number[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectDistinctOn([documentSignatures.documentId], signatureColumns)
    .from(documentSignatures)
    .where(and(eq(documentSignatures.documentKind, kind), inArray(documentSignatures.documentId, [...documentIds])))
    .orderBy(documentSignatures.documentId, desc(documentSignatures.signedAt), desc(documentSignatures.id));
}

/** The signed XML of a document's latest signature, or null. */
export async function latestSignedXml(db: DbOrTx, kind: string, documentId: number): Promise<string | null> {
  const [row] = await db
    .select({ signedXml: documentSignatures.signedXml })
    .from(documentSignatures)
    .where(and(eq(documentSignatures.documentKind, kind), eq(documentSignatures.documentId, documentId)))
    .orderBy(desc(documentSignatures.signedAt), desc(documentSignatures.id))
    .limit(1);
  return row?.signedXml ?? null;
}
