import { z } from './zod-pl';
import { preferredChannelSchema } from './accounts';
import { idSchema } from './common';
import { optionalEmailSchema, optionalPersonNameSchema, optionalPhoneSchema, personNameSchema } from './registration';

/*
 * Contact data of the account tab (spec part 1 §2 "Account area", §4 "E-mail or phone change", §5
 * "Phone", §8). Kept apart from accounts.ts because the field rules (names, e-mail, phone) live in
 * registration.ts, which itself builds on accounts.ts.
 */

/**
 * PUT /api/mpi/accounts/mpi-user — "full account": the account as GET answers it, with the person's
 * editable fields changed. Only these fields are read; the rest (id, username, type, confirmation
 * flags, restoreEmail/restorePhone, language) is ignored, so the client may send the account back
 * whole.
 */
export const accountUpdateRequestSchema = z
  .object({
    name: personNameSchema('Podaj imię'),
    lastName: personNameSchema('Podaj nazwisko'),
    middleName: optionalPersonNameSchema,
    contactData: z.object({
      email: optionalEmailSchema,
      phoneNumber: optionalPhoneSchema,
      preferredCommunicationChannel: preferredChannelSchema,
    }),
    settings: z.object({ marketingMessagesConsent: z.boolean() }),
  })
  .meta({ id: 'AccountUpdateRequest' });
export type AccountUpdateRequest = z.input<typeof accountUpdateRequestSchema>;

/** A phone that must be given: the shared phone rules, and at least 4 digits (spec part 1 §5). */
const requiredPhoneSchema = optionalPhoneSchema.pipe(z.string({ error: 'Podaj numer telefonu' }));

/**
 * PUT /api/mpi/accounts/mpi-user/phone-contact: the new contact phone of the account holder, sent with
 * the holder's own patient record (`patientId`).
 */
export const phoneContactRequestSchema = z
  .object({ phoneNumber: requiredPhoneSchema, patientId: idSchema })
  .meta({ id: 'PhoneContactRequest' });
export type PhoneContactRequest = z.input<typeof phoneContactRequestSchema>;

/** Polish messages of the contact part of the account tab (spec part 1 §8), word for word. */
export const contactMessages = {
  saved: 'Dane zostały poprawnie zapisane',
  emailInUse: 'Podany e-mail jest już w użyciu',
  emailCodeSent: 'Wysłano wiadomość e-mail z kodem potwierdzającym',
  emailNotFoundOrConfirmed: 'Taki adres e-mail nie istnieje lub został już potwierdzony',
  phoneUnchanged: 'Podany numer telefonu jest numerem aktualnym',
  smsCodeSent: 'Wysłano wiadomość SMS z kodem potwierdzającym',
  wrongCode: 'Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.',
  phoneConfirmFailed: 'Wystąpił błąd podczas potwierdzania numeru telefonu',
  phoneConfirmed: 'Numer telefonu został potwierdzony',
} as const;

/** 400 VALIDATION_ERROR on the names when the person's names may not be changed in the portal. */
export const NAMES_LOCKED_MESSAGE = 'Imienia i nazwiska nie można zmienić w portalu. Zmiany danych osobowych dokonuje placówka.';
/** 400 VALIDATION_ERROR on the e-mail when the registration settings require one. */
export const EMAIL_REQUIRED_MESSAGE = 'Podaj adres e-mail';
/** 400 VALIDATION_ERROR on the phone when the registration settings require one. */
export const PHONE_REQUIRED_MESSAGE = 'Podaj numer telefonu';
/** 403 of phone-contact with the id of a ward's or child's record: the account's phone is its holder's. */
export const PHONE_CONTACT_OWN_RECORD_ONLY = 'Numer telefonu konta można zmienić tylko w danych własnego profilu pacjenta.';
