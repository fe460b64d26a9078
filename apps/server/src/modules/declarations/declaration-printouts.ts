import type { DocumentSignature, InterfaceLanguage } from '@portal/contracts';
import { formatDateTime, formatDay, reChoiceOrderNumber } from '@portal/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Deps } from '../../deps';
import { fill } from '../../i18n/texts';
import { clinicToday } from '../../lib/clinic-time';
import { addressLine, pozDeclarationView, practitionerOf, snapshotOf } from './declaration-views';
import type { DeclarationRow } from './declarations-repository';
import { signatureOf } from './declarations-service';
import { declarationsPrintoutTexts } from './declarations.printout-texts';

/*
 * A declaration's printouts through the shared printer (the clinic's header, the page footer): the NFZ
 * form "Deklaracja wyboru lekarza/pielęgniarki/położnej POZ" — the provider, the chosen person and
 * unit, the patient's part, the choice, the patient's statement with the date and signature line (or
 * the e-service signature), and the provider's part (acceptance) — and the clinic system's flat copy.
 * The data are the declaration's as registered; the fixed texts are in the reader's language.
 */

type Texts = ReturnType<typeof declarationsPrintoutTexts.for>;
const dash = (t: Texts, value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? t.form.none : String(value));
const table = (rows: Array<[string, string]>, widths: Array<string | number> = [170, '*']): Content => ({
  table: { widths, body: rows.map(([label, value]): TableCell[] => [{ text: label, style: 'label' }, value]) },
  layout: 'lightHorizontalLines',
});

/** "po raz pierwszy / kolejny (3)": the order number as the form reads it, by the rules of the declaration's day. */
function orderText(t: Texts, order: number | null, day: string): string {
  if (order === null) return t.form.none;
  if (order <= 1) return `1 (${t.form.first})`;
  return order >= reChoiceOrderNumber(day) ? `${order} (${t.form.next})` : String(order);
}

function reasonText(t: Texts, code: number | null, other: string | null): string {
  switch (code) {
    case 1:
      return t.form.reasons.r1;
    case 2:
      return t.form.reasons.r2;
    case 3:
      return t.form.reasons.r3;
    case 4:
      return fill(t.form.reasons.r4, { text: other ?? t.form.none });
    case 5:
      return t.form.reasons.r5;
    default:
      return t.form.none;
  }
}

/** The NFZ form's content. */
export function declarationFormContent(row: DeclarationRow, signature: DocumentSignature | null, language: InterfaceLanguage): Content[] {
  const t = declarationsPrintoutTexts.for(language);
  const s = snapshotOf(row);
  const p = s.patient;
  const day = clinicToday(row.registrationDate);
  const mark = (type: DeclarationRow['type']) => `${row.type === type ? '[X]' : '[  ]'} ${t.form.types[type]}`;
  const signatureBlock: Content[] = signature
    ? [
        { text: fill(t.form.signed, { name: signature.signerName, date: formatDateTime(signature.signedAt) }), bold: true, margin: [0, 8, 0, 0] },
        { text: `${t.form.signedBy[signature.signedBy]} · ${fill(t.form.certificate, { issuer: signature.certificateIssuer, serial: signature.certificateSerial })}`, style: 'small' },
      ]
    : [
        { text: '\n\n..................................................................', margin: [0, 8, 0, 0] },
        { text: t.form.signatureLine, style: 'small' },
      ];
  const acceptance: Content[] =
    row.decision === 'ACCEPTED' && row.decidedAt
      ? [{ text: fill(t.form.accepted, { date: formatDay(clinicToday(row.decidedAt)), name: row.decidedByName ?? '' }) }]
      : row.decision === 'REJECTED' && row.decidedAt
        ? [{ text: fill(t.form.rejected, { date: formatDay(clinicToday(row.decidedAt)), reason: row.decisionReason ?? '' }) }]
        : [{ text: '\n\n..................................................................' }, { text: t.form.acceptanceLine, style: 'small' }];
  return [
    { text: fill(t.form.number, { number: row.id }), style: 'small', margin: [0, 0, 0, 6] },
    { text: t.form.chosen, style: 'label' },
    { text: (['GP', 'NURSE', 'MIDWIFE'] as const).map(mark).join('    '), margin: [0, 2, 0, 6] },
    ...(row.state === 'CANCELED' && row.canceledAt ? [{ text: fill(t.form.canceled, { date: formatDay(clinicToday(row.canceledAt)) }), bold: true, color: '#a61e4d' } as Content] : []),
    { text: t.form.providerPart, style: 'heading' },
    table([
      [t.form.providerName, dash(t, s.provider.name)],
      [t.form.providerAddress, dash(t, s.provider.address)],
      [t.form.providerNip, dash(t, s.provider.nip)],
      [t.form.providerRegon, dash(t, s.provider.regon)],
      [t.form.providerNfzCode, dash(t, s.provider.nfzCode)],
    ]),
    { text: t.form.practitionerPart, style: 'heading' },
    table([
      [t.form.practitioner, practitionerOf(row)],
      [t.form.practiceNumber, dash(t, s.practitioner.practiceNumber)],
      [t.form.unit, `${s.unit.name}\n${s.unit.address}`],
    ]),
    { text: t.form.patientPart, style: 'heading' },
    table([
      [t.form.lastName, p.lastName],
      [t.form.name, p.name],
      [t.form.pesel, dash(t, p.nationalId ?? p.documentNumber)],
      [t.form.birthDate, p.birthDate ? formatDay(p.birthDate) : t.form.none],
      [t.form.gender, p.gender ? t.form.genders[p.gender] : t.form.none],
      [t.form.address, dash(t, addressLine(p))],
      [t.form.phone, dash(t, p.phone)],
      [t.form.branch, dash(t, p.insurerCode)],
    ]),
    { text: t.form.choicePart, style: 'heading' },
    table([
      [t.form.providerChoice, orderText(t, row.healthcareProviderChoiceOrderNumber, day)],
      [t.form.reason, reasonText(t, row.healthcareProviderChoiceOrderReasonCode, row.healthcareProviderChoiceOtherReason)],
      [t.form.practitionerChoice, orderText(t, row.practitionerChoiceOrderNumber, day)],
      [t.form.reason, reasonText(t, row.practitionerChoiceOrderReasonCode, row.practitionerChoiceOtherReason)],
    ]),
    { text: t.form.statement, margin: [0, 12, 0, 4] },
    { text: fill(t.form.registered, { date: formatDateTime(row.registrationDate) }), style: 'small' },
    ...signatureBlock,
    { text: t.form.acceptancePart, style: 'heading' },
    ...acceptance,
  ];
}

/** GET …/declarations/{id}/printout: the NFZ form, signed or with the signature line. */
export async function declarationPrintout(deps: Pick<Deps, 'db' | 'printer'>, row: DeclarationRow, language: InterfaceLanguage): Promise<{ pdf: Buffer; filename: string }> {
  const t = declarationsPrintoutTexts.for(language);
  const content = declarationFormContent(row, await signatureOf(deps, row), language);
  const pdf = await deps.printer.render({ title: t.form.title, subject: fill(t.form.subject, { number: row.id }), content, language });
  return { pdf, filename: `deklaracja-${row.id}.pdf` };
}

/** The clinic system's copy's content: its flat data, one line each. */
export function clinicCopyContent(row: DeclarationRow, language: InterfaceLanguage): Content[] {
  const t = declarationsPrintoutTexts.for(language);
  const f = t.copy.fields;
  const d = pozDeclarationView(row);
  const choice = (order: number | null, reason: number | null, other: string | null) => [order, reason, other].map((v) => dash(t, v)).join(', ');
  const occupation = (code: string) => (code in t.copy.occupations ? t.copy.occupations[code as keyof typeof t.copy.occupations] : code);
  return [
    table([
      [f.number, String(d.id)],
      [f.system, d.systemId ? `${d.system}/${d.systemId}` : t.copy.notTakenIn],
      [f.type, t.form.types[d.type]],
      [f.state, t.copy.states[d.state]],
      [f.stateExport, t.copy.exportStates[d.stateExport]],
      [f.patient, `${d.patientName} ${d.patientLastName}`],
      [f.birthDate, d.patientBirthDate ? formatDay(d.patientBirthDate) : t.form.none],
      [f.gender, d.patientGender === 'MALE' || d.patientGender === 'FEMALE' ? t.form.genders[d.patientGender] : t.form.none],
      [f.pesel, dash(t, d.patientNationalIdentificationNumber)],
      [f.address, dash(t, d.patientAddress)],
      [f.insurer, dash(t, d.insurerCode)],
      [f.practitioner, `${d.practitionerName} ${d.practitionerLastName}`],
      [f.practiceNumber, dash(t, d.practitionerPracticeNumber)],
      [f.occupation, occupation(d.practitionerOccupationCode)],
      [f.unit, d.hospitalOrganizationUnitName],
      [f.unitAddress, d.hospitalOrganizationUnitAddress],
      [f.registered, formatDateTime(d.registrationDate)],
      [f.submitted, d.dateOfSubmission ? formatDateTime(d.dateOfSubmission) : t.form.none],
      [f.providerChoice, choice(d.healthcareProviderChoiceOrderNumber, d.healthcareProviderChoiceOrderReasonCode, d.healthcareProviderChoiceOtherReason)],
      [f.practitionerChoice, choice(d.practitionerChoiceOrderNumber, d.practitionerChoiceOrderReasonCode, d.practitionerChoiceOtherReason)],
    ]),
  ];
}

/** GET …/declarationsother/{id}/printout: the clinic system's copy. */
export async function clinicCopyPrintout(deps: Pick<Deps, 'printer'>, row: DeclarationRow, language: InterfaceLanguage): Promise<{ pdf: Buffer; filename: string }> {
  const t = declarationsPrintoutTexts.for(language);
  const pdf = await deps.printer.render({ title: t.copy.title, subject: fill(t.copy.subject, { number: row.id }), content: clinicCopyContent(row, language), language });
  return { pdf, filename: `deklaracja-${row.id}-kopia.pdf` };
}
