import type { CarerAuthorisation, Consent, ConsentAddress } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import type { TFunction } from 'i18next';

type T = TFunction<'consents'>;

/** The types the module names in words; another type of the clinic's is named by its code. */
const namedTypes = ['CPAR', 'CDPM', 'CTEL', 'CINF', 'CDOC'] as const;
type NamedType = (typeof namedTypes)[number];
const isNamed = (type: string): type is NamedType => (namedTypes as readonly string[]).includes(type);

/** A consent's type in words: "Zgoda na przetwarzanie danych", "Zgoda dla partnera"; "Zgoda (XYZ)" for a type of the clinic's own. */
export const consentTypeName = (t: T, type: string) => (isNamed(type) ? t(`types.${type}`) : t('types.other', { type }));

/** What a type of the new-consent choice says it is for. */
export const consentTypeHint = (t: T, type: string) => (isNamed(type) ? t(`typeHints.${type}`) : '');

/** "od 12-01-2026 do 11-01-2027", or "od 12-01-2026, bezterminowo". */
export const validityWords = (t: T, from: string, to: string | null) =>
  to ? t('validity.range', { from: formatDay(from), to: formatDay(to) }) : t('validity.openEnded', { from: formatDay(from) });

/** Whom the consent names: the partner and the person of its personnel (or its whole personnel), or the authorised person. */
export function recipientWords(t: T, c: Consent): string | null {
  if (c.partnerName !== null || c.authorizedPartnerId !== null) {
    const partner = c.partnerName ?? t('unknownPartner');
    return c.personnelName ? t('recipient.person', { partner, person: c.personnelName }) : t('recipient.wholePartner', { partner });
  }
  if (c.authorizedPerson) return `${c.authorizedPerson.name} ${c.authorizedPerson.lastName}`;
  return null;
}

/** A partner consent's scope: only the documents she shares one by one, or her whole record. */
export const scopeWords = (t: T, c: Pick<Consent, 'onlySelectedDocuments'>) =>
  c.onlySelectedDocuments === null ? null : c.onlySelectedDocuments ? t('scope.selected') : t('scope.whole');

/** An address on one line: street and numbers, postal code, city (and the post office), country when not Poland. */
export function addressWords(a: ConsentAddress): string {
  const street = [a.street, [a.houseNumber, a.apartmentNumber].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const city = [a.postalCode, a.city].filter(Boolean).join(' ');
  const post = a.postalCity && a.postalCity !== a.city ? `(${a.postalCity})` : '';
  const country = a.countryCode && a.countryCode !== 'PL' ? (a.countryName ?? a.countryCode) : '';
  return [street, [city, post].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

/** A person's identity: "PESEL 85031502464", or "Dokument AB123456 (UA)". */
export function identityWords(t: T, identity: { nationalIdentificationNumber: string | null; documentNumber: string | null; country: string | null }): string {
  if (identity.nationalIdentificationNumber) return t('identity.pesel', { pesel: identity.nationalIdentificationNumber });
  if (identity.documentNumber) return t('identity.document', { number: identity.documentNumber, country: identity.country ?? '' });
  return t('none');
}

/** A carer's identity, as the authorisation keeps it. */
export const carerIdentityWords = (t: T, c: CarerAuthorisation) =>
  identityWords(t, { nationalIdentificationNumber: c.patientCarerNationalId, documentNumber: c.documentNumber, country: c.country });
