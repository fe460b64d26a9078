import type { InTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { storePatientFile } from '../../files/files-service';
import { recordsNamedInMessages } from '../../patients/patients-service';
import { getIdentification, getSettings } from '../../settings/settings-service';
import { renderCdaDocument, renderDocumentPdf, type DocumentSection } from './document-render';
import * as docs from './documents-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/*
 * A document's files made by the portal: its PDF, and under electronic documentation
 * (`results.edmEnabled`) its HL7 CDA archive. Rendering reads the patient, the provider and the
 * settings, so it runs before the filing transaction; storing takes the transaction.
 */

export interface RenderedDocument {
  patientId: CheckedPatientId;
  typeCode: string;
  title: string;
  fileBaseName: string;
  pdf: Buffer;
  /** The CDA archive, or null when electronic documentation is off. */
  cda: Buffer | null;
}

/**
 * Renders a document of a patient: the PDF always, the CDA when `results.edmEnabled` (or `cda` forces
 * it either way). 404 for an unknown patient or document type. Call it outside a transaction, then
 * `storeRenderedDocument` and `fileClinicalDocument` inside one.
 */
export async function renderClinicalDocument(
  deps: Pick<Deps, 'db' | 'printer'>,
  input: { patientId: CheckedPatientId; typeCode: string; title: string; documentDate: Date; authorName: string; sections: DocumentSection[]; cda?: boolean },
): Promise<RenderedDocument> {
  const patient = (await recordsNamedInMessages(deps, [input.patientId])).get(input.patientId);
  const typeName = (await docs.typeNames(deps.db)).get(input.typeCode)?.pl;
  if (!patient || !typeName) throw NotFound();
  const facts = { ...input, typeName, patient };
  const withCda = input.cda ?? (await getSettings(deps, 'results')).edmEnabled;
  const pdf = await renderDocumentPdf(deps, facts);
  const cda = withCda ? renderCdaDocument({ ...facts, providerName: (await getIdentification(deps)).providerName }) : null;
  const day = input.documentDate.toISOString().slice(0, 10);
  return { patientId: input.patientId, typeCode: input.typeCode, title: input.title, fileBaseName: `${typeName} ${day}`, pdf, cda };
}

/** Stores a rendered document's files as the patient's (use CLINICAL_DOCUMENT); answers the ids `fileClinicalDocument` takes. */
export async function storeRenderedDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  rendered: RenderedDocument,
  opts?: InTransaction,
): Promise<{ contentFileId: number; archiveFileId: number | null; archiveKind: 'CDA' | null }> {
  const store = (fileName: string, mimeType: string, source: Buffer) =>
    storePatientFile(deps, { use: 'CLINICAL_DOCUMENT', patientId: rendered.patientId, fileName, mimeType, source }, opts);
  const content = await store(`${rendered.fileBaseName}.pdf`, 'application/pdf', rendered.pdf);
  const archive = rendered.cda ? await store(`${rendered.fileBaseName}.xml`, 'application/xml', rendered.cda) : null;
  return { contentFileId: content.id, archiveFileId: archive?.id ?? null, archiveKind: archive ? 'CDA' : null };
}
