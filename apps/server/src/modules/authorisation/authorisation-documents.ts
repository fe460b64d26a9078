import type { Content } from 'pdfmake/interfaces';
import type { Allergy, Identification, LinkedProfile, Patient } from '@portal/contracts';
import { fill } from '../../i18n/texts';
import type { authorisationPrintoutTexts } from './authorisation.printout-texts';

/*
 * The pdfmake content of the account area's two printouts (lib/printout adds the clinic's header and the
 * footer): the patient's data in the reader's language (authorisation.printout-texts.ts), the authorisation form in
 * Polish (it is signed and handed to the clinic).
 */

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—');
/** A two-column table of labels and values. */
function facts(rows: Array<[string, string | null | undefined]>): Content {
  return {
    table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, dash(value)]) },
    layout: 'lightHorizontalLines',
  };
}

function linkTable(t: CopyDataTexts, title: string, people: Array<{ name: string; role: string; status: string }>): Content[] {
  if (people.length === 0) return [];
  return [
    { text: title, style: 'heading' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 120, 140],
        body: [
          [{ text: t.person, style: 'tableHeader' }, { text: t.role, style: 'tableHeader' }, { text: t.linkStatus, style: 'tableHeader' }],
          ...people.map((p) => [p.name, p.role, p.status]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

type CopyDataTexts = ReturnType<typeof authorisationPrintoutTexts.for>['copyData'];
const word = (words: Record<string, string>, code: string) => words[code] ?? code;

export interface CopyDataInput {
  patient: Patient;
  identityStatus: 'VERIFIED' | 'REQUESTED';
  /** The account's contact data, only on the account's own record. */
  contact: { username: string; email: string | null; phoneNumber: string | null } | null;
  guardians: LinkedProfile[];
  /** Wards and children of the account, on the account's own record. */
  profiles: LinkedProfile[];
  allergies: Allergy[] | null;
  printedAt: string;
}

export function copyDataContent(input: CopyDataInput, t: CopyDataTexts): Content[] {
  const { patient } = input;
  const a = patient.address;
  const street = [a.street, a.houseNumber].filter(Boolean).join(' ');
  const city = [a.postalCode, a.city].filter(Boolean).join(' ');
  const content: Content[] = [
    { text: fill(t.intro, { when: input.printedAt }), margin: [0, 0, 0, 6] },
    { text: t.personal, style: 'heading' },
    facts([
      [t.name, patient.name],
      [t.middleName, patient.middleName],
      [t.lastName, patient.lastName],
      [t.nationalId, patient.identity.nationalIdentificationNumber],
      [t.document, patient.identity.documentNumber],
      [t.documentCountry, patient.identity.countryCode],
      [t.birthDate, patient.birthDate],
      [t.gender, word(t.genders, patient.gender)],
      [t.profile, word(t.profileRoles, patient.role)],
      [t.identity, input.identityStatus === 'VERIFIED' ? t.identityVerified : t.identityRequested],
    ]),
    { text: t.address, style: 'heading' },
    facts([
      [t.street, street],
      [t.city, city],
      [t.country, a.countryCode],
    ]),
  ];
  if (input.contact) {
    content.push(
      { text: t.contact, style: 'heading' },
      facts([
        [t.login, input.contact.username],
        [t.email, input.contact.email],
        [t.phone, input.contact.phoneNumber],
      ]),
    );
  }
  content.push(
    ...linkTable(
      t,
      t.guardians,
      input.guardians.map((g) => ({ name: `${g.name} ${g.lastName}`, role: word(t.guardianRoles, g.role), status: word(t.linkStatuses, g.status) })),
    ),
    ...linkTable(
      t,
      t.profiles,
      input.profiles.map((p) => ({ name: `${p.name} ${p.lastName}`, role: word(t.profileRoles, p.role), status: word(t.linkStatuses, p.status) })),
    ),
  );
  if (input.allergies) {
    content.push({ text: t.allergies, style: 'heading' });
    content.push(
      input.allergies.length === 0
        ? { text: t.noAllergies }
        : {
            table: {
              headerRows: 1,
              widths: ['*', 110, 90, 80],
              body: [
                [
                  { text: t.allergy, style: 'tableHeader' },
                  { text: t.allergyType, style: 'tableHeader' },
                  { text: t.severity, style: 'tableHeader' },
                  { text: t.state, style: 'tableHeader' },
                ],
                ...input.allergies.map((al) => [
                  dash(al.allergyName),
                  dash(al.allergyTypeName),
                  dash(al.degreeOfSeverityName),
                  al.cured ? t.allergyStates.cured : al.isActive ? t.allergyStates.active : t.allergyStates.inactive,
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
    );
  }
  return content;
}

export interface AuthorisationFormInput {
  number: string;
  account: { name: string; lastName: string; username: string; email: string | null; phoneNumber: string | null };
  nationalId: string | null;
  clinic: Identification;
  printedAt: string;
}

export function authorisationFormContent(input: AuthorisationFormInput): Content[] {
  const { account, clinic } = input;
  const line = (label: string): Content => ({
    margin: [0, 36, 0, 0],
    columns: [
      { width: '*', stack: [{ text: '........................................................' }, { text: label, style: 'small' }] },
      { width: '*', stack: [{ text: '........................................................' }, { text: 'Data i podpis pracownika placówki', style: 'small' }] },
    ],
  });
  return [
    { text: `Numer formularza: ${input.number}`, bold: true, fontSize: 12, margin: [0, 0, 0, 8] },
    { text: 'Dane konta w Portalu Pacjenta', style: 'heading' },
    facts([
      ['Imię i nazwisko', `${account.name} ${account.lastName}`],
      ['Login', account.username],
      ['E-mail', account.email],
      ['Telefon', account.phoneNumber],
      ['PESEL pacjenta', input.nationalId],
    ]),
    { text: 'Placówka', style: 'heading' },
    facts([
      ['Nazwa', clinic.providerName],
      ['Adres', clinic.providerAddress],
      ['Kontakt', [clinic.contactPhone, clinic.contactEmail].filter(Boolean).join(', ')],
    ]),
    { text: 'Oświadczenie', style: 'heading' },
    {
      text:
        `Oświadczam, że jestem osobą o podanych wyżej danych, że konto ${account.username} w Portalu Pacjenta należy do mnie, ` +
        `i wnoszę o potwierdzenie mojej tożsamości (autoryzację konta) przez ${clinic.providerName}. ` +
        'Po autoryzacji konto daje dostęp do moich danych medycznych przechowywanych w placówce.',
      alignment: 'justify',
    },
    { text: 'Pracownik placówki potwierdza tożsamość na podstawie dokumentu tożsamości ze zdjęciem.', style: 'small', margin: [0, 8, 0, 0] },
    { text: 'Rodzaj i numer okazanego dokumentu: ........................................................', margin: [0, 16, 0, 0] },
    line('Data i czytelny podpis pacjenta'),
    { text: `Wydrukowano ${input.printedAt}. Formularz przynieś do placówki i podpisz w obecności pracownika.`, style: 'small', margin: [0, 24, 0, 0] },
  ];
}
