import type { Content } from 'pdfmake/interfaces';
import type { Allergy, Identification, LinkedProfile, Patient } from '@portal/contracts';

/* The pdfmake content of the account area's two printouts (lib/printout adds the clinic's header and the footer). */

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '—');
const GENDER: Record<string, string> = { MALE: 'mężczyzna', FEMALE: 'kobieta', UNKNOWN: 'nieokreślona' };
const LINK_STATUS: Record<string, string> = { P: 'oczekuje na potwierdzenie', C: 'potwierdzone', J: 'zablokowane', D: 'usunięte' };
const ROLE: Record<string, string> = { PATIENT: 'własne dane', WARD: 'podopieczny', CHILD: 'dziecko' };

/** A two-column table of labels and values. */
function facts(rows: Array<[string, string | null | undefined]>): Content {
  return {
    table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, dash(value)]) },
    layout: 'lightHorizontalLines',
  };
}

function linkTable(title: string, people: Array<{ name: string; role: string; status: string }>): Content[] {
  if (people.length === 0) return [];
  return [
    { text: title, style: 'heading' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 120, 140],
        body: [
          [{ text: 'Imię i nazwisko', style: 'tableHeader' }, { text: 'Rola', style: 'tableHeader' }, { text: 'Stan powiązania', style: 'tableHeader' }],
          ...people.map((p) => [p.name, p.role, p.status]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

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

export function copyDataContent(input: CopyDataInput): Content[] {
  const { patient } = input;
  const a = patient.address;
  const street = [a.street, a.houseNumber].filter(Boolean).join(' ');
  const city = [a.postalCode, a.city].filter(Boolean).join(' ');
  const content: Content[] = [
    { text: `Wydruk danych pacjenta przechowywanych przez placówkę, stan na ${input.printedAt}.`, margin: [0, 0, 0, 6] },
    { text: 'Dane osobowe', style: 'heading' },
    facts([
      ['Imię', patient.name],
      ['Drugie imię', patient.middleName],
      ['Nazwisko', patient.lastName],
      ['PESEL', patient.identity.nationalIdentificationNumber],
      ['Dokument tożsamości', patient.identity.documentNumber],
      ['Kraj dokumentu', patient.identity.countryCode],
      ['Data urodzenia', patient.birthDate],
      ['Płeć', GENDER[patient.gender] ?? patient.gender],
      ['Profil', ROLE[patient.role] ?? patient.role],
      ['Tożsamość', input.identityStatus === 'VERIFIED' ? 'potwierdzona' : 'oczekuje na potwierdzenie w placówce'],
    ]),
    { text: 'Adres', style: 'heading' },
    facts([
      ['Ulica i numer', street],
      ['Kod pocztowy i miejscowość', city],
      ['Kraj', a.countryCode],
    ]),
  ];
  if (input.contact) {
    content.push(
      { text: 'Dane kontaktowe konta', style: 'heading' },
      facts([
        ['Login', input.contact.username],
        ['E-mail', input.contact.email],
        ['Telefon', input.contact.phoneNumber],
      ]),
    );
  }
  content.push(
    ...linkTable(
      'Opiekunowie i rodzice',
      input.guardians.map((g) => ({ name: `${g.name} ${g.lastName}`, role: g.role === 'WARD' ? 'opiekun' : 'rodzic', status: LINK_STATUS[g.status] ?? g.status })),
    ),
    ...linkTable(
      'Podopieczni i dzieci konta',
      input.profiles.map((p) => ({ name: `${p.name} ${p.lastName}`, role: p.role === 'WARD' ? 'podopieczny' : 'dziecko', status: LINK_STATUS[p.status] ?? p.status })),
    ),
  );
  if (input.allergies) {
    content.push({ text: 'Alergie', style: 'heading' });
    content.push(
      input.allergies.length === 0
        ? { text: 'Brak wpisanych alergii.' }
        : {
            table: {
              headerRows: 1,
              widths: ['*', 110, 90, 80],
              body: [
                [
                  { text: 'Alergia', style: 'tableHeader' },
                  { text: 'Rodzaj', style: 'tableHeader' },
                  { text: 'Nasilenie', style: 'tableHeader' },
                  { text: 'Stan', style: 'tableHeader' },
                ],
                ...input.allergies.map((al) => [
                  dash(al.allergyName),
                  dash(al.allergyTypeName),
                  dash(al.degreeOfSeverityName),
                  al.cured ? 'wyleczona' : al.isActive ? 'aktywna' : 'nieaktywna',
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
