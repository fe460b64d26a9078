import { randomUUID } from 'node:crypto';
import { DOMImplementation, XMLSerializer } from '@xmldom/xmldom';

type XmlDocument = ReturnType<DOMImplementation['createDocument']>;
type XmlElement = ReturnType<XmlDocument['createElementNS']>;
import type { Content } from 'pdfmake/interfaces';
import type { Deps } from '../../../deps';
import { formatDateTime, formatDay } from '@portal/domain';

/*
 * What a clinical document is made of: its PDF (pdfmake through deps.printer: the clinic's header,
 * pages numbered) and, under electronic documentation (results.edmEnabled), an HL7 CDA R2
 * ClinicalDocument kept as its archive.
 */

/** The Polish PESEL's OID (HL7 Poland's identifier of the national number). */
export const PESEL_OID = '2.16.840.1.113883.3.4424.1.1.616';
const LOINC = '2.16.840.1.113883.6.1';

/** LOINC document codes of our document types (a type without one is a generic summary note). */
const loincOfType: Record<string, { code: string; name: string }> = {
  KARTA_WIZYTY: { code: '34108-1', name: 'Outpatient Note' },
  SKIEROWANIE: { code: '57133-1', name: 'Referral note' },
  ZASWIADCZENIE: { code: '34133-9', name: 'Summary of episode note' },
  WYNIK: { code: '11502-2', name: 'Laboratory report' },
  OPIS_BADANIA: { code: '18748-4', name: 'Diagnostic imaging study' },
  KARTA_INFORMACYJNA: { code: '18842-5', name: 'Discharge summary' },
  ZALECENIA: { code: '18776-5', name: 'Plan of care note' },
  INFORMACJA_DLA_LEKARZA: { code: '57133-1', name: 'Referral note' },
};
const genericNote = { code: '34133-9', name: 'Summary of episode note' };

/** DD-MM-RRRR and DD-MM-RRRR HH:MM in the clinic's zone, the portal's one format (issue 28 item 15). */
export const clinicDay = (d: Date) => formatDay(d);
export const clinicDateTime = (d: Date) => formatDateTime(d);

/** HL7 TS: YYYYMMDDHHMMSS+0000 in UTC. */
const hl7Time = (d: Date) => `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`;

export interface DocumentSection {
  title: string;
  /** Plain text; blank lines part paragraphs. */
  text: string;
}

export interface DocumentFacts {
  typeCode: string;
  typeName: string;
  title: string;
  documentDate: Date;
  authorName: string;
  patient: { name: string; lastName: string; pesel: string | null };
  sections: DocumentSection[];
}

/** The document as a PDF: patient, date and author, then its sections. */
export async function renderDocumentPdf(deps: Pick<Deps, 'printer'>, facts: DocumentFacts): Promise<Buffer> {
  const content: Content[] = [
    {
      table: {
        widths: ['auto', '*'],
        body: [
          [{ text: 'Pacjent', style: 'label' }, `${facts.patient.name} ${facts.patient.lastName}`],
          [{ text: 'PESEL', style: 'label' }, facts.patient.pesel ?? '—'],
          [{ text: 'Rodzaj dokumentu', style: 'label' }, facts.typeName],
          [{ text: 'Data', style: 'label' }, clinicDateTime(facts.documentDate)],
          [{ text: 'Autor', style: 'label' }, facts.authorName],
        ],
      },
      layout: 'noBorders',
    },
  ];
  for (const section of facts.sections) {
    content.push({ text: section.title, style: 'heading' });
    for (const paragraph of section.text.split(/\n\s*\n/)) content.push({ text: paragraph.trim(), margin: [0, 0, 0, 6] });
  }
  // A document of the register is the clinic's record, written and kept in Polish.
  return deps.printer.render({ title: facts.title, subject: facts.typeName, content, language: 'pl' });
}

function child(doc: XmlDocument, parent: XmlElement, name: string, attributes: Record<string, string> = {}, text?: string): XmlElement {
  const element = doc.createElementNS('urn:hl7-org:v3', name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.appendChild(doc.createTextNode(text));
  parent.appendChild(element);
  return element;
}

/**
 * An HL7 CDA R2 ClinicalDocument of the document (UTF-8 XML): header with the patient (PESEL under its
 * OID), the author, the custodian (the provider), title, date and LOINC type; a structured body with
 * one narrative section per section. The results module renders its result documents with it too.
 */
export function renderCdaDocument(facts: DocumentFacts & { providerName: string; documentId?: string }): Buffer {
  const doc = new DOMImplementation().createDocument('urn:hl7-org:v3', 'ClinicalDocument', null);
  const root = doc.documentElement!;
  root.setAttribute('xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance');
  child(doc, root, 'realmCode', { code: 'PL' });
  child(doc, root, 'typeId', { root: '2.16.840.1.113883.1.3', extension: 'POCD_HD000040' });
  child(doc, root, 'id', { root: facts.documentId ?? randomUUID() });
  const loinc = loincOfType[facts.typeCode] ?? genericNote;
  child(doc, root, 'code', { code: loinc.code, codeSystem: LOINC, codeSystemName: 'LOINC', displayName: facts.typeName });
  child(doc, root, 'title', {}, facts.title);
  child(doc, root, 'effectiveTime', { value: hl7Time(facts.documentDate) });
  child(doc, root, 'confidentialityCode', { code: 'N', codeSystem: '2.16.840.1.113883.5.25' });
  child(doc, root, 'languageCode', { code: 'pl-PL' });

  const role = child(doc, child(doc, root, 'recordTarget'), 'patientRole');
  child(doc, role, 'id', facts.patient.pesel ? { root: PESEL_OID, extension: facts.patient.pesel } : { nullFlavor: 'NI' });
  const name = child(doc, child(doc, role, 'patient'), 'name');
  child(doc, name, 'given', {}, facts.patient.name);
  child(doc, name, 'family', {}, facts.patient.lastName);

  const author = child(doc, root, 'author');
  child(doc, author, 'time', { value: hl7Time(facts.documentDate) });
  const assigned = child(doc, author, 'assignedAuthor');
  child(doc, assigned, 'id', { nullFlavor: 'NI' });
  child(doc, child(doc, child(doc, assigned, 'assignedPerson'), 'name'), 'family', {}, facts.authorName);

  const custodian = child(doc, child(doc, child(doc, root, 'custodian'), 'assignedCustodian'), 'representedCustodianOrganization');
  child(doc, custodian, 'id', { nullFlavor: 'NI' });
  child(doc, custodian, 'name', {}, facts.providerName);

  const body = child(doc, child(doc, root, 'component'), 'structuredBody');
  for (const s of facts.sections) {
    const section = child(doc, child(doc, body, 'component'), 'section');
    child(doc, section, 'title', {}, s.title);
    const text = child(doc, section, 'text');
    for (const paragraph of s.text.split(/\n\s*\n/)) child(doc, text, 'paragraph', {}, paragraph.trim());
  }
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`, 'utf8');
}
