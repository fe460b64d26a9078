import {
  practitionerDisplayName,
  type ClinicDeclaration,
  type Declaration,
  type DocumentSignature,
  type HealthcareProvider,
  type PozDeclaration,
} from '@portal/contracts';
import { declarationInForce, type DeclarationFacts } from '@portal/domain';
import { clinicToday } from '../../lib/clinic-time';
import { writtenBy } from '../../lib/written-by';
import type { DocumentField } from '../e-signing/e-signing-service';
import type { DeclarationRow } from './declarations-repository';

/*
 * A declaration as the portal keeps it and shows it: the snapshot taken at its registration (what the
 * NFZ form names of the patient, the chosen person, the unit and the provider), the API's views of a
 * row, and the fields of the canonical document the patient signs through the e-service.
 */

/** What the patient's part of the form names, as it was at registration. */
export interface SnapshotPatient {
  name: string;
  lastName: string;
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  nationalId: string | null;
  documentNumber: string | null;
  street: string | null;
  houseNumber: string | null;
  apartmentNumber: string | null;
  postalCode: string | null;
  city: string | null;
  insurerCode: string | null;
  phone: string | null;
}

/** The declaration's data as they were when it was registered (the `snapshot` column). */
export interface DeclarationSnapshot {
  patient: SnapshotPatient;
  practitioner: { name: string; lastName: string; degree: string | null; occupationCode: string; practiceNumber: string | null };
  unit: { name: string; address: string; phone: string | null };
  provider: HealthcareProvider;
}

export const snapshotOf = (row: Pick<DeclarationRow, 'snapshot'>): DeclarationSnapshot => row.snapshot as DeclarationSnapshot;

/** One line of an address: "ul. Długa 12/4, 31-147 Kraków" (what is known of it). */
export function addressLine(a: { street: string | null; houseNumber: string | null; apartmentNumber?: string | null; postalCode: string | null; city: string | null }): string {
  const number = [a.houseNumber, a.apartmentNumber].filter(Boolean).join('/');
  const first = [a.street, number].filter(Boolean).join(' ');
  const place = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [first, place].filter(Boolean).join(', ');
}

/** The rules' facts of a row: its days on the clinic's calendar. */
export const factsOf = (row: Pick<DeclarationRow, 'id' | 'type' | 'state' | 'registrationDate' | 'dateOfSubmission'>): DeclarationFacts => ({
  id: row.id,
  type: row.type,
  state: row.state,
  registrationDate: clinicToday(row.registrationDate),
  dateOfSubmission: row.dateOfSubmission ? clinicToday(row.dateOfSubmission) : null,
});

/** The practitioner as the list names her ("lek. Tomasz Lewandowski"). */
export const practitionerOf = (row: Pick<DeclarationRow, 'snapshot'>): string => practitionerDisplayName(snapshotOf(row).practitioner);

/** A signature is shown once the declaration is submitted on it (an edited one waits to be signed again). */
export const shownSignature = (row: DeclarationRow, signatures: ReadonlyMap<number, DocumentSignature>): DocumentSignature | null =>
  row.state === 'REGISTERED' ? null : (signatures.get(row.id) ?? null);

export function declarationView(row: DeclarationRow, signature: DocumentSignature | null, today: string): Declaration {
  const s = snapshotOf(row);
  return {
    id: row.id,
    state: row.state,
    type: row.type,
    patientId: row.patientId,
    patient: { name: s.patient.name, lastName: s.patient.lastName },
    practitioner: { employeeId: row.practitionerId, ...s.practitioner },
    hospitalOrganizationUnit: { hospitalOrganizationUnitId: row.unitId, ...s.unit },
    registrationDate: row.registrationDate.toISOString(),
    dateOfSubmission: row.dateOfSubmission?.toISOString() ?? null,
    healthcareProviderChoiceOrderNumber: row.healthcareProviderChoiceOrderNumber,
    healthcareProviderChoiceOrderReasonCode: row.healthcareProviderChoiceOrderReasonCode,
    healthcareProviderChoiceOtherReason: row.healthcareProviderChoiceOtherReason,
    practitionerChoiceOrderNumber: row.practitionerChoiceOrderNumber,
    practitionerChoiceOrderReasonCode: row.practitionerChoiceOrderReasonCode,
    practitionerChoiceOtherReason: row.practitionerChoiceOtherReason,
    decision: row.decision,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    inForce: declarationInForce(factsOf(row), today),
    signature,
    system: row.system,
    systemId: row.systemId,
    stateExport: row.stateExport,
  };
}

export function clinicDeclarationView(row: DeclarationRow, signature: DocumentSignature | null, today: string): ClinicDeclaration {
  return {
    ...declarationView(row, signature, today),
    patientNationalIdentificationNumber: snapshotOf(row).patient.nationalId,
    decidedBy: writtenBy(row.decidedByName, row.decidedAt),
    canceledBy: writtenBy(row.canceledByName, row.canceledAt),
    cancelReason: row.cancelReason,
  };
}

/** The clinic system's flat copy (part 2 §3). */
export function pozDeclarationView(row: DeclarationRow): PozDeclaration {
  const s = snapshotOf(row);
  return {
    id: row.id,
    state: row.state,
    type: row.type,
    stateExport: row.stateExport,
    system: row.system,
    systemId: row.systemId,
    patientId: row.patientId,
    patientName: s.patient.name,
    patientLastName: s.patient.lastName,
    patientBirthDate: s.patient.birthDate,
    patientGender: s.patient.gender,
    patientNationalIdentificationNumber: s.patient.nationalId,
    patientAddress: addressLine(s.patient) || null,
    insurerCode: s.patient.insurerCode,
    practitionerName: s.practitioner.name,
    practitionerLastName: s.practitioner.lastName,
    practitionerPracticeNumber: s.practitioner.practiceNumber,
    practitionerOccupationCode: s.practitioner.occupationCode,
    hospitalOrganizationUnitName: s.unit.name,
    hospitalOrganizationUnitAddress: s.unit.address,
    registrationDate: row.registrationDate.toISOString(),
    dateOfSubmission: row.dateOfSubmission?.toISOString() ?? null,
    healthcareProviderChoiceOrderNumber: row.healthcareProviderChoiceOrderNumber,
    healthcareProviderChoiceOrderReasonCode: row.healthcareProviderChoiceOrderReasonCode,
    healthcareProviderChoiceOtherReason: row.healthcareProviderChoiceOtherReason,
    practitionerChoiceOrderNumber: row.practitionerChoiceOrderNumber,
    practitionerChoiceOrderReasonCode: row.practitionerChoiceOrderReasonCode,
    practitionerChoiceOtherReason: row.practitionerChoiceOtherReason,
  };
}

/** The document's title on the e-service's page. */
export const DECLARATION_DOCUMENT_TITLES: Record<DeclarationRow['type'], string> = {
  GP: 'Deklaracja wyboru lekarza podstawowej opieki zdrowotnej',
  NURSE: 'Deklaracja wyboru pielęgniarki podstawowej opieki zdrowotnej',
  MIDWIFE: 'Deklaracja wyboru położnej podstawowej opieki zdrowotnej',
};

/**
 * What the patient declares and signs (the canonical XML's fields, e-signing `documentXml`): the type,
 * her data, the provider, the chosen person and unit, the choice fields, the registration and the id —
 * all from the row as registered, so the document is issued again identically while the row stands.
 */
export function declarationFields(row: DeclarationRow): DocumentField[] {
  const s = snapshotOf(row);
  const p = s.patient;
  return [
    { name: 'declarationId', label: 'Numer deklaracji', value: row.id },
    { name: 'type', label: 'Rodzaj deklaracji', value: row.type },
    { name: 'registrationDate', label: 'Data rejestracji', value: row.registrationDate.toISOString() },
    { name: 'providerName', label: 'Świadczeniodawca', value: s.provider.name },
    { name: 'providerAddress', label: 'Adres świadczeniodawcy', value: s.provider.address },
    { name: 'providerNip', label: 'NIP świadczeniodawcy', value: s.provider.nip },
    { name: 'providerRegon', label: 'REGON świadczeniodawcy', value: s.provider.regon },
    { name: 'providerNfzCode', label: 'Kod świadczeniodawcy w NFZ', value: s.provider.nfzCode },
    { name: 'practitionerId', label: 'Identyfikator wybranej osoby', value: row.practitionerId },
    { name: 'practitionerName', label: 'Imię wybranej osoby', value: s.practitioner.name },
    { name: 'practitionerLastName', label: 'Nazwisko wybranej osoby', value: s.practitioner.lastName },
    { name: 'practitionerOccupation', label: 'Zawód wybranej osoby', value: s.practitioner.occupationCode },
    { name: 'practitionerPracticeNumber', label: 'Numer prawa wykonywania zawodu', value: s.practitioner.practiceNumber },
    { name: 'unitId', label: 'Identyfikator placówki', value: row.unitId },
    { name: 'unitName', label: 'Placówka', value: s.unit.name },
    { name: 'unitAddress', label: 'Adres placówki', value: s.unit.address },
    { name: 'patientName', label: 'Imię pacjenta', value: p.name },
    { name: 'patientLastName', label: 'Nazwisko pacjenta', value: p.lastName },
    { name: 'patientPesel', label: 'PESEL pacjenta', value: p.nationalId },
    { name: 'patientDocumentNumber', label: 'Numer dokumentu pacjenta', value: p.documentNumber },
    { name: 'patientBirthDate', label: 'Data urodzenia pacjenta', value: p.birthDate },
    { name: 'patientGender', label: 'Płeć pacjenta', value: p.gender },
    { name: 'patientAddress', label: 'Adres zamieszkania pacjenta', value: addressLine(p) },
    { name: 'patientPhone', label: 'Telefon pacjenta', value: p.phone },
    { name: 'patientInsurerCode', label: 'Oddział wojewódzki NFZ', value: p.insurerCode },
    { name: 'providerChoiceOrderNumber', label: 'Wybór świadczeniodawcy po raz', value: row.healthcareProviderChoiceOrderNumber },
    { name: 'providerChoiceReasonCode', label: 'Przyczyna zmiany świadczeniodawcy', value: row.healthcareProviderChoiceOrderReasonCode },
    { name: 'providerChoiceOtherReason', label: 'Inna przyczyna zmiany świadczeniodawcy', value: row.healthcareProviderChoiceOtherReason },
    { name: 'practitionerChoiceOrderNumber', label: 'Wybór osoby po raz', value: row.practitionerChoiceOrderNumber },
    { name: 'practitionerChoiceReasonCode', label: 'Przyczyna zmiany osoby', value: row.practitionerChoiceOrderReasonCode },
    { name: 'practitionerChoiceOtherReason', label: 'Inna przyczyna zmiany osoby', value: row.practitionerChoiceOtherReason },
  ];
}
