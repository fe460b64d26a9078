import type { InterfaceLanguage } from '@portal/contracts';
import { formatDateTime, formatDay } from '@portal/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Deps } from '../../deps';
import { fill } from '../../i18n/texts';
import { clinicToday } from '../../lib/clinic-time';
import { addressLine } from './consent-views';
import type { ConsentRow } from './consents-repository';
import { consentWords, partiesOf, type ConsentParties } from './consent-signing';
import { CONSENT_DOCUMENT } from './consents-service';
import { consentsPrintoutTexts } from './consents.printout-texts';
import { documentSignatures } from '../e-signing/e-signing-service';
import type { DocumentSignature } from '@portal/contracts';

/*
 * A consent's printout through the shared printer (the clinic's header, the page footer): its title and
 * statement in the reader's language, the patient, the dates, the partner and scope of a partner
 * consent or the authorised person, its state, and the e-service's signature, the desk's note of a
 * handwritten one, or the signature line.
 */

type Texts = ReturnType<typeof consentsPrintoutTexts.for>;
const table = (rows: Array<[string, string]>): Content => ({
  table: { widths: [170, '*'], body: rows.map(([label, value]): TableCell[] => [{ text: label, style: 'label' }, value]) },
  layout: 'lightHorizontalLines',
});

export function consentContent(row: ConsentRow, parties: ConsentParties, signature: DocumentSignature | null, language: InterfaceLanguage): Content[] {
  const t: Texts = consentsPrintoutTexts.for(language);
  const f = t.fields;
  const words = consentWords(row.consentType, language);
  const rows: Array<[string, string]> = [
    [f.number, String(row.id)],
    [f.patient, `${parties.patient.name} ${parties.patient.lastName}`],
    [f.pesel, parties.patient.pesel ?? t.none],
    [f.validFrom, formatDay(row.validFrom)],
    [f.validTo, row.validTo ? formatDay(row.validTo) : f.openEnded],
  ];
  if (row.partnerId !== null) {
    rows.push([f.partner, parties.partner ?? t.none], [f.personnel, parties.person ?? f.wholePartner], [f.scope, row.onlySelectedDocuments ? f.scopes.selected : f.scopes.whole]);
    if (row.systemId) rows.push([f.systemId, row.systemId]);
  }
  const person = row.authorizedPerson;
  if (person) {
    const identity = person.identity.nationalIdentificationNumber ? `PESEL ${person.identity.nationalIdentificationNumber}` : [person.identity.documentNumber, person.identity.country].filter(Boolean).join(', ');
    rows.push([f.authorizedPerson, `${person.name} ${person.lastName}`], [f.identity, identity || t.none], [f.address, addressLine(person.address) || t.none]);
  }
  rows.push([f.status, t.statuses[row.status as keyof Texts['statuses']]], [f.registered, formatDateTime(row.createdAt)]);
  if (row.cancelledAt) rows.push([f.cancelled, formatDateTime(row.cancelledAt)]);
  const signatureBlock: Content[] = signature
    ? [
        { text: fill(t.signed, { name: signature.signerName, date: formatDateTime(signature.signedAt) }), bold: true, margin: [0, 8, 0, 0] },
        { text: `${t.signedBy[signature.signedBy]} · ${fill(t.certificate, { issuer: signature.certificateIssuer, serial: signature.certificateSerial })}`, style: 'small' },
      ]
    : row.signedAt
      ? [{ text: fill(t.signedAtDesk, { date: formatDay(clinicToday(row.signedAt)) }), margin: [0, 8, 0, 0] }]
      : [
          { text: '\n\n..................................................................', margin: [0, 8, 0, 0] },
          { text: t.signatureLine, style: 'small' },
        ];
  return [
    { text: words.statement, margin: [0, 0, 0, 8] },
    table(rows),
    ...(row.status === 'CANCELLED' && row.cancelledAt
      ? [{ text: fill(t.cancelledNote, { date: formatDay(clinicToday(row.cancelledAt)), validTo: row.validTo ? formatDay(row.validTo) : f.openEnded }), bold: true, color: '#a61e4d', margin: [0, 8, 0, 0] } as Content]
      : []),
    ...signatureBlock,
  ];
}

/** GET /mpi/consents/mpi-user/{id}/printout: the consent, signed or with the signature line. */
export async function consentPrintout(deps: Pick<Deps, 'db' | 'printer'>, row: ConsentRow, language: InterfaceLanguage): Promise<{ pdf: Buffer; filename: string }> {
  const t = consentsPrintoutTexts.for(language);
  const [parties, signatures] = await Promise.all([partiesOf(deps, row), row.status === 'REGISTERED' ? Promise.resolve(new Map<number, DocumentSignature>()) : documentSignatures(deps.db, CONSENT_DOCUMENT, [row.id])]);
  const content = consentContent(row, parties, signatures.get(row.id) ?? null, language);
  const pdf = await deps.printer.render({ title: consentWords(row.consentType, language).title, subject: fill(t.subject, { number: row.id }), content, language });
  return { pdf, filename: `zgoda-${row.id}.pdf` };
}
