import type { ConsentAddress } from '@portal/contracts';
import type { ConsentStatus } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { day } from './parts';

/*
 * How the consents page and the identity review write a consent's and a carer authorisation's parts:
 * the states as badges, a person's identity, an address, a validity.
 */

// White text at 4.5:1 or more: waiting for the signature, signed, cancelled.
const statusPalette = { REGISTERED: '#9c4a00', SIGNED: 'teal.9', CANCELLED: 'gray.7' } as const;
const forcePalette = { IN_FORCE: 'teal.9', NOT_IN_FORCE: 'gray.7' } as const;

export function ConsentStatusBadge({ status }: { status: ConsentStatus }) {
  const { t } = useTranslation('patients');
  return <StatusBadge status={status} palette={statusPalette} label={t(`consents.statuses.${status}`)} />;
}

/** Whether a consent is in force today, or a carer authorisation within its dates. */
export function InForceBadge({ inForce, label }: { inForce: boolean; label: string }) {
  return <StatusBadge status={inForce ? 'IN_FORCE' : 'NOT_IN_FORCE'} palette={forcePalette} variant={inForce ? 'filled' : 'outline'} label={label} />;
}

/** The words of the console's types; a type of the clinic's own system is named by its code. */
const knownTypes = ['CPAR', 'CDPM', 'CTEL', 'CINF', 'CDOC'] as const;
type KnownType = (typeof knownTypes)[number];
const isKnownType = (type: string): type is KnownType => (knownTypes as readonly string[]).includes(type);

export function useConsentWords() {
  const { t } = useTranslation('patients');
  return {
    type: (type: string) => (isKnownType(type) ? t(`consents.types.${type}`) : t('consents.otherType', { type })),
    /** "od 01-02-2026 do 31-12-2026", or open-ended. */
    validity: (from: string, to: string | null) => (to ? t('consents.validity', { from: day(from), to: day(to) }) : t('consents.validityOpen', { from: day(from) })),
    /** "PESEL 85031502464", or a document's number with its country. */
    identity: (pesel: string | null, documentNumber: string | null, country: string | null) =>
      pesel ? t('person.pesel', { pesel }) : documentNumber ? t('person.document', { number: documentNumber, country: country ?? '—' }) : t('person.noIdentity'),
    /** "ul. Długa 15/4, 31-147 Kraków" (the post office where it differs, the country when not Poland). */
    address: (a: ConsentAddress) => {
      const house = [a.houseNumber, a.apartmentNumber].filter(Boolean).join('/');
      const street = [a.street, house].filter(Boolean).join(' ');
      const town = [a.postalCode, a.city].filter(Boolean).join(' ');
      const post = a.postalCity && a.postalCity !== a.city ? t('person.postalCity', { city: a.postalCity }) : null;
      const country = a.countryCode && a.countryCode !== 'PL' ? (a.countryName ?? a.countryCode) : null;
      return [street, town, post, country].filter(Boolean).join(', ') || '—';
    },
  };
}
