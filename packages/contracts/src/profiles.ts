import { idSchema } from './common';
import { registrationAttachmentSchema, registrationPatientSchema, registrationResultSchema } from './registration';
import { z } from './zod-pl';

/*
 * Profiles the signed-in account adds and edits (spec part 1 §2 /account/registration?patientRole,
 * §7 POST patients/me, /wards, /children, PUT patients/{id}): the patient part of a registration
 * request, without the account and the anti-bot fields. Attachments are files uploaded beforehand to
 * POST patients/attachments ({ fileId }).
 */

/** POST patients/me, /wards, /children: the new profile's data (paths of errors relative to this body). */
export const profileRequestSchema = registrationPatientSchema.meta({ id: 'ProfileRequest' });
export type ProfileRequest = z.input<typeof profileRequestSchema>;
export type ProfileRequestParsed = z.output<typeof profileRequestSchema>;

/**
 * The answer of a new profile: `result` as the spec's registration results (REGISTERED, REQUESTED,
 * ALREADY_EXIST for an own record; WARD, CHILD for a ward's or child's new record; REQUESTED also for
 * a child whose record the clinic keeps: the link waits for the clinic's confirmation and gives no
 * access until then), and the profile's patient id (null when nothing was created: ALREADY_EXIST).
 */
export const profileResultSchema = z
  .object({ result: registrationResultSchema, patientId: z.number().int().nullable() })
  .meta({ id: 'ProfileResult' });
export type ProfileResult = z.infer<typeof profileResultSchema>;

/**
 * PUT patients/{id}: the record's data as the form holds them (the same shape as a new profile's);
 * `attachments` are new files to add to the record. Data the person may not change must come back
 * as they are (domain `patientEditRules`), or the answer is 400 VALIDATION_ERROR naming the field.
 */
export const patientUpdateSchema = registrationPatientSchema.meta({ id: 'PatientUpdate' });
export type PatientUpdate = z.input<typeof patientUpdateSchema>;

/** GET patients/{patientId}/attachments/{attachmentId}: a file of the record. */
export const patientAttachmentParamsSchema = z.object({ patientId: idSchema, attachmentId: idSchema });

/**
 * POST patients/me/documents: new scans of the identity document for the account's own record while
 * its identity waits for the clinic (after the clinic did not accept the first ones): files uploaded
 * beforehand to POST patients/attachments. The record goes back to the clinic's queue.
 */
export const identityDocumentsSchema = z
  .object({ attachments: z.array(registrationAttachmentSchema).min(1, 'Dodaj skan dokumentu tożsamości').max(50, 'Za dużo załączników') })
  .meta({ id: 'IdentityDocuments' });
export type IdentityDocuments = z.infer<typeof identityDocumentsSchema>;

/**
 * GET patients/me/identity: where the confirmation of the account's own identity stands, without the
 * record's data (a record waiting for the clinic is out of the account's reach, so GET patients/me
 * answers 404 for it). `identityStatus` null: the account has no own record. `rejection`: the clinic
 * looked at the document handed in and did not accept it (why and when); null while it waits for a
 * look. `newDocumentsAccepted`: a new scan may be handed in (POST patients/me/documents); otherwise the
 * document is shown at the clinic.
 */
export const ownIdentitySchema = z
  .object({
    identityStatus: z.enum(['VERIFIED', 'REQUESTED']).nullable(),
    rejection: z.object({ reason: z.string(), at: z.string() }).nullable(),
    newDocumentsAccepted: z.boolean(),
  })
  .meta({ id: 'OwnIdentity' });
export type OwnIdentity = z.infer<typeof ownIdentitySchema>;

/** Polish messages of the profile calls (the server's answers; the web shows its own translations). */
export const profileMessages = {
  /** A ward or child with this identity is already a patient of the clinic and cannot be added as new. */
  recordExists:
    'Nie można dodać profilu: pacjent o podanych danych jest już zarejestrowany w placówce. Jeśli to Twój podopieczny, powiąż jego profil, a w sprawie dziecka skontaktuj się z placówką.',
  alreadyLinked: 'Ten profil jest już powiązany z Twoim kontem.',
  ownRecordExists: 'Konto ma już własny profil pacjenta.',
  filesOnExistingRecord:
    'Ta osoba ma już kartę pacjenta w placówce, więc załączników nie można do niej dodać. Usuń załączniki i wyślij formularz ponownie, a dokumenty przekaż w placówce.',
  notEditable: 'Tych danych nie można zmienić w portalu. Zmiany danych potwierdzonych zgłoś w placówce.',
  filesGone: 'Przesłane załączniki wygasły albo nie zostały przesłane. Dodaj je ponownie i zapisz formularz.',
  /** POST patients/me/documents for a record whose identity does not wait for the clinic. */
  identityNotWaiting: 'Tożsamość nie czeka na potwierdzenie w placówce: nowy dokument nie jest potrzebny.',
  /** … or for a record the clinic kept before the person claimed it: documents are shown at the clinic. */
  documentsAtClinic: 'Ta karta pacjenta była prowadzona w placówce przed rejestracją konta, dlatego dokument tożsamości pokaż w placówce.',
} as const;
