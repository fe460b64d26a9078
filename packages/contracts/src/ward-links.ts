import { isoDate } from './common';
import { personNameSchema, registrationIdentitySchema } from './registration';
import { z } from './zod-pl';

/**
 * POST /mpi/accounts/mpi-user/patients/identity-finder: the identity of an existing patient a guardian
 * wants to link as a ward — a PESEL, or a foreigner's document number and its country — with the first
 * name, the last name and the birth date. A record is found only when all of them match.
 */
export const identityFinderRequestSchema = registrationIdentitySchema
  .extend({
    name: personNameSchema('Podaj imię'),
    lastName: personNameSchema('Podaj nazwisko'),
    birthDate: isoDate('Podaj datę urodzenia'),
  })
  .superRefine((v, ctx) => {
    if (v.nationalIdentificationNumber) return;
    if (!v.documentNumber) ctx.addIssue({ code: 'custom', path: ['nationalIdentificationNumber'], message: 'Podaj numer PESEL albo numer dokumentu i kraj' });
    else if (!v.countryCode) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'Wybierz kraj z listy' });
  })
  .meta({ id: 'IdentityFinderRequest' });
export type IdentityFinderRequest = z.input<typeof identityFinderRequestSchema>;
export type IdentityFinderQuery = z.output<typeof identityFinderRequestSchema>;

/**
 * The identity finder's answer, of one shape whether a record was found or not (it never tells which
 * field did not match). `proof`: a short-lived signed statement that this account found this patient,
 * which POST patients/wards/link takes back; the only way to name a patient there.
 */
export const identityFinderResultSchema = z
  .object({
    found: z.boolean(),
    patientId: z.number().int().nullable(),
    name: z.string().nullable(),
    lastName: z.string().nullable(),
    proof: z.string().nullable(),
  })
  .meta({ id: 'IdentityFinderResult' });
export type IdentityFinderResult = z.infer<typeof identityFinderResultSchema>;

/** Polish message of a ward link without the consent checkbox ticked (spec §5). */
export const WARD_LINK_CONSENT_REQUIRED = 'Powiązanie podopiecznego wymaga zgody — zaznacz pole zgody.';
/** Polish message of a proof that is missing, expired, altered or made for another account. */
export const WARD_LINK_PROOF_INVALID = 'Wyszukanie pacjenta wygasło lub jest nieważne. Wyszukaj pacjenta ponownie.';
/** The patient blocked this account's link: only the patient can unblock it. */
export const WARD_LINK_BLOCKED = 'Ta osoba zablokowała powiązanie z Twoim kontem. Odblokować je może tylko ona sama.';
/** The patient is already linked to the account (pending or confirmed). */
export const WARD_LINK_EXISTS = 'Ta osoba jest już powiązana z Twoim kontem.';

/**
 * POST /mpi/accounts/mpi-user/patients/wards/link: links the patient the identity finder found (named
 * only by its `proof`) as a ward, after the consent checkbox (spec §5 "Linking a ward requires the
 * consent checkbox"). The link waits (P) for the ward's confirmation.
 */
export const wardLinkRequestSchema = z
  .object({
    proof: z.string({ error: WARD_LINK_PROOF_INVALID }).trim().min(1, WARD_LINK_PROOF_INVALID).max(300, WARD_LINK_PROOF_INVALID),
    consent: z.boolean({ error: WARD_LINK_CONSENT_REQUIRED }).refine((v) => v, WARD_LINK_CONSENT_REQUIRED),
  })
  .meta({ id: 'WardLinkRequest' });
export type WardLinkRequest = z.input<typeof wardLinkRequestSchema>;

/** The spec's §8 messages of linking a ward, and of the ward's confirmation page. */
export const wardLinkMessages = {
  success: 'Wysłano prośbę o potwierdzenie rejestracji',
  failure: 'Dodawanie podopiecznego nie powiodło się',
  confirmed: 'Potwierdzono opiekuna. Może on teraz korzystać z portalu w Twoim imieniu.',
  confirmFailed: 'Nie udało się potwierdzić opiekuna. Sprawdź zakładkę Opiekunowie na stronie Moje konto.',
  parentRemoved: 'Usunięto rodzica',
} as const;
