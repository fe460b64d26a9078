import {
  RECORDS_PAGE_MAX,
  RECORDS_PAGE_SIZE,
  consentConflictCodes,
  consentStatuses,
  isCountryCode,
  isValidPesel,
  validityIssues,
  type ConsentConflictCode,
  type ValidityIssueCode,
} from '@portal/domain';
import { bodyIdSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { documentSignatureSchema } from './declarations';
import { pageOf, pageQuerySchema } from './lists';
import { optionalEmailSchema, personNameSchema } from './registration';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * Consents, carer authorisations, partners and document sharing (spec part 2 §2 "Consents", §3
 * "Consent", "Carer authorisation", §4 "Consent", §5 "Consents", §6, §7 "Consents and carer
 * authorisations", §8 "Consents and signing"; part 1 §3 "Clinical document", §7 "Partners"; issue 30).
 * The rules are domain's `consents.ts`; these are the API's shapes. Days are YYYY-MM-DD, times ISO with
 * offset. Signing goes through the e-service exactly as a declaration's: `signUrlQuerySchema` and
 * `signUrlSchema` of declarations.ts.
 */

// ------------------------------------------------------------------------------ kinds and states

export const consentStatusSchema = z.enum(consentStatuses);

/**
 * The consent types a patient gives with POST /mpi/consents/mpi-user (the partner consent CPAR has its
 * own call): CDPM the processing of her (medical) data, CTEL teleconsultations, and the clinic's two
 * authorisations of a named person under the Patients' Rights Act — CINF to be told about her health
 * (art. 9), CDOC to see her medical documentation (art. 26). A consent of another type may come from
 * the clinic's system; the API answers any type as text.
 */
export const clinicConsentTypes = ['CDPM', 'CTEL', 'CINF', 'CDOC'] as const;
export type ClinicConsentType = (typeof clinicConsentTypes)[number];
export const clinicConsentTypeSchema = z.enum(clinicConsentTypes, { message: 'Wybierz rodzaj zgody z listy.' });
/** The types that name the person authorised (`authorizedPerson` required; other types take none). */
export const personConsentTypes: readonly ClinicConsentType[] = ['CINF', 'CDOC'];
/** The partner consent's type (part 2 §3 "CPAR partner"). */
export const PARTNER_CONSENT_TYPE = 'CPAR';

// ------------------------------------------------------------------------------ a person and an address

/** An address as a consent or an authorisation names it (part 2 §3 "address with street, houseNumber, …"). */
export const consentAddressSchema = z
  .object({
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    apartmentNumber: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    /** The post office's town where it differs from the city. */
    postalCity: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    countryCode: z.string().nullable(),
    /** The country's name in Polish, as the printout shows it. */
    countryName: z.string().nullable(),
  })
  .meta({ id: 'ConsentAddress' });
export type ConsentAddress = z.infer<typeof consentAddressSchema>;

/** A person's identity: a PESEL, or a document's number with its country for a person without one. */
export const personIdentitySchema = z
  .object({
    nationalIdentificationNumber: z.string().nullable(),
    documentNumber: z.string().nullable(),
    /** ISO 3166-1 alpha-2 of the identity (PL with a PESEL). */
    country: z.string().nullable(),
  })
  .meta({ id: 'PersonIdentity' });

/** The person a consent authorises (types CINF, CDOC; part 2 §3 "authorizedPerson"). */
export const authorizedPersonSchema = z
  .object({
    name: z.string(),
    lastName: z.string(),
    identity: personIdentitySchema,
    address: consentAddressSchema,
  })
  .meta({ id: 'AuthorizedPerson' });
export type AuthorizedPerson = z.infer<typeof authorizedPersonSchema>;

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Może mieć najwyżej ${characters(max)}`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);
const countryInput = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, message);

/** A required day: the message when missing, then the API's day rule. */
function requiredDay(message: string) {
  return z.string({ error: message }).min(1, message).pipe(isoDateSchema);
}

export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

/** An address as typed: a city and a house number at least; a Polish postal code 00-000. */
export const consentAddressInputSchema = z
  .object({
    street: optionalText(120),
    houseNumber: requiredText('Podaj numer domu', 20),
    apartmentNumber: optionalText(20),
    postalCode: requiredText('Podaj kod pocztowy', 10),
    city: requiredText('Podaj miejscowość', 120),
    postalCity: optionalText(120),
    countryCode: countryInput('Wybierz kraj z listy').default('PL'),
  })
  .superRefine((a, ctx) => {
    if (a.countryCode === 'PL' && !POSTAL_CODE_PATTERN.test(a.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Kod pocztowy ma postać 00-000' });
  })
  .meta({ id: 'ConsentAddressForm' });
export type ConsentAddressInput = z.input<typeof consentAddressInputSchema>;

export const PESEL_INVALID_MESSAGE = 'Podaj poprawny numer PESEL';
export const IDENTITY_REQUIRED_MESSAGE = 'Podaj numer PESEL albo numer i kraj dokumentu tożsamości';

/** A PESEL, or (for a person without one) a document's number and its country. */
const identityInput = {
  nationalIdentificationNumber: optionalText(11),
  documentNumber: optionalText(30).pipe(z.string().regex(/^[0-9A-Za-z -]+$/, 'Numer dokumentu może zawierać tylko litery, cyfry, spacje i łączniki').nullable()),
  country: countryInput('Wybierz kraj z listy').nullish().transform((v) => v ?? null),
};
const checkIdentity = (
  v: { nationalIdentificationNumber: string | null; documentNumber: string | null; country: string | null },
  ctx: z.RefinementCtx,
  pesel = 'nationalIdentificationNumber',
) => {
  if (v.nationalIdentificationNumber) {
    if (!isValidPesel(v.nationalIdentificationNumber)) ctx.addIssue({ code: 'custom', path: [pesel], message: PESEL_INVALID_MESSAGE });
  } else if (!v.documentNumber || !v.country) {
    ctx.addIssue({ code: 'custom', path: [v.documentNumber ? 'country' : pesel], message: IDENTITY_REQUIRED_MESSAGE });
  }
};

export const personIdentityInputSchema = z
  .object(identityInput)
  .superRefine((v, ctx) => checkIdentity(v, ctx))
  .meta({ id: 'PersonIdentityForm' });

export const authorizedPersonInputSchema = z
  .object({
    name: personNameSchema('Podaj imię'),
    lastName: personNameSchema('Podaj nazwisko'),
    identity: personIdentityInputSchema,
    address: consentAddressInputSchema,
  })
  .meta({ id: 'AuthorizedPersonForm' });
export type AuthorizedPersonInput = z.input<typeof authorizedPersonInputSchema>;

// ------------------------------------------------------------------------------ validity dates

/** The Polish words of domain `validityIssues` (a consent's validFrom/validTo, an authorisation's dateFrom/dateTo). */
export const validityIssueMessages: Record<ValidityIssueCode, string> = {
  DATE_FROM_REQUIRED: 'Podaj datę początku ważności.',
  DATE_INVALID: 'Podana data nie istnieje.',
  RANGE_ORDER: 'Data końca ważności nie może być wcześniejsza niż data początku.',
  DATE_TO_PAST: 'Data końca ważności nie może być wcześniejsza niż dzisiaj.',
};

/** Adds the validity rule's issues, checked against today (the server checks again with the clinic's today). */
const checkValidity =
  (fromKey: string, toKey: string) =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const today = new Date().toISOString().slice(0, 10);
    const from = v[fromKey] as string | null | undefined;
    const to = v[toKey] as string | null | undefined;
    for (const issue of validityIssues(from, to, today, fromKey, toKey)) ctx.addIssue({ code: 'custom', path: [issue.path], message: validityIssueMessages[issue.code] });
  };

// ------------------------------------------------------------------------------ a consent

/** GET /mpi/consents/mpi-user (items), /{id}, and the partner consents' list. */
export const consentSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    /** The patient's names, as the list shows them. */
    patient: z.object({ name: z.string(), lastName: z.string() }),
    /** CPAR, CDPM, CTEL, CINF, CDOC, or another type of the clinic's. */
    consentType: z.string(),
    consentStatus: consentStatusSchema,
    validFrom: isoDateSchema,
    /** The last day (inclusive); null: open-ended. A cancelled consent shows the day it ended (domain `validToOnCancel`). */
    validTo: isoDateSchema.nullable(),
    /** In force today (domain `consentActive`). */
    active: z.boolean(),
    /** A partner consent (CPAR): the partner, and the one person of its personnel it names (null: the whole partner). */
    authorizedPartnerId: z.number().int().nullable(),
    partnerName: z.string().nullable(),
    personnelId: z.number().int().nullable(),
    personnelName: z.string().nullable(),
    /** A partner consent's scope: only the documents the patient shares one by one (true), or her whole record (false). */
    onlySelectedDocuments: z.boolean().nullable(),
    /** The consent's id in the clinic's (or the partner's) system, once it took it in. */
    systemId: z.string().nullable(),
    /** The person a CINF or CDOC consent authorises. */
    authorizedPerson: authorizedPersonSchema.nullable(),
    signature: documentSignatureSchema.nullable(),
    createdAt: isoDateTimeSchema,
    cancelledAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'Consent' });
export type Consent = z.infer<typeof consentSchema>;
export const consentPageSchema = pageOf(consentSchema).meta({ id: 'ConsentPage' });

const onlyActiveQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/**
 * GET /mpi/consents/mpi-user (every patient the account acts for, or one) and
 * GET /mpi/consents/partner/mpi-user/ (only partner consents): active first, then newest.
 */
export const consentsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  patientId: idSchema.optional(),
  consentType: z.string().trim().min(1).max(20).optional(),
  consentStatus: consentStatusSchema.optional(),
  /** Only those not cancelled (REGISTERED, SIGNED). */
  onlyActive: onlyActiveQuery,
});
export type ConsentsQuery = z.input<typeof consentsQuerySchema>;

export const consentIdParamsSchema = z.object({ id: idSchema });

/**
 * POST /mpi/consents/mpi-user: a new consent (REGISTERED) of the patient herself — only a patient of
 * role PATIENT (the account's own record) may be picked (part 2 §5, §6; otherwise 403
 * CONSENT_PATIENT_ROLE). CINF and CDOC name the authorised person; other types take none.
 */
export const consentInputSchema = z
  .object({
    patientId: bodyIdSchema,
    consentType: clinicConsentTypeSchema,
    validFrom: requiredDay('Podaj datę początku ważności'),
    validTo: isoDateSchema.nullable().default(null),
    authorizedPerson: authorizedPersonInputSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    checkValidity('validFrom', 'validTo')(v, ctx);
    const named = personConsentTypes.includes(v.consentType);
    if (named && !v.authorizedPerson) ctx.addIssue({ code: 'custom', path: ['authorizedPerson'], message: 'Podaj dane osoby upoważnionej.' });
    if (!named && v.authorizedPerson) ctx.addIssue({ code: 'custom', path: ['authorizedPerson'], message: 'Ta zgoda nie wskazuje osoby upoważnionej.' });
  })
  .meta({ id: 'ConsentForm' });
export type ConsentInput = z.input<typeof consentInputSchema>;


/**
 * POST /mpi/consents/partner/mpi-user: a partner consent (CPAR, REGISTERED) — the whole partner
 * (`personnelId` null) or one person of its personnel, the scope and the dates. A conflict with one
 * the patient holds is 409 CONSENT_CONFLICT, `details.conflict` naming the spec's code
 * (`existsConsentPersonnel`, `existsConsentAll`: domain `partnerConsentConflict`).
 */
export const partnerConsentInputSchema = z
  .object({
    patientId: bodyIdSchema,
    authorizedPartnerId: bodyIdSchema,
    personnelId: bodyIdSchema.nullable().default(null),
    onlySelectedDocuments: z.boolean({ error: 'Wybierz zakres zgody.' }),
    validFrom: requiredDay('Podaj datę początku ważności'),
    validTo: isoDateSchema.nullable().default(null),
  })
  .superRefine(checkValidity('validFrom', 'validTo'))
  .meta({ id: 'PartnerConsentForm' });
export type PartnerConsentInput = z.input<typeof partnerConsentInputSchema>;

/**
 * PUT /mpi/consents/partner/mpi-user/{id}: a change of a partner consent not yet signed (REGISTERED;
 * a signed one is 409 CONSENT_STATE — cancel it and give a new one): personnel, scope and dates,
 * checked for conflicts again.
 */
export const partnerConsentEditSchema = z
  .object({
    personnelId: bodyIdSchema.nullable().default(null),
    onlySelectedDocuments: z.boolean({ error: 'Wybierz zakres zgody.' }),
    validFrom: requiredDay('Podaj datę początku ważności'),
    validTo: isoDateSchema.nullable().default(null),
  })
  .superRefine(checkValidity('validFrom', 'validTo'))
  .meta({ id: 'PartnerConsentEdit' });
export type PartnerConsentEdit = z.input<typeof partnerConsentEditSchema>;

/**
 * PATCH /mpi/consents/partner/mpi-user/{id}/system: the partner's (or the clinic system's) id of the
 * consent, once its system took it in; a cancelled consent is 409 CONSENT_STATE.
 */
export const consentSystemInputSchema = z
  .object({ systemId: requiredText('Podaj identyfikator zgody w systemie partnera', 100) })
  .meta({ id: 'ConsentSystemForm' });
export type ConsentSystemInput = z.input<typeof consentSystemInputSchema>;

/*
 * Signing: POST /mpi/consents/mpi-user/{id}/ePUAPSignURL?errorUrl&successUrl answers `signUrlSchema`
 * (declarations.ts) for a REGISTERED consent (409 CONSENT_STATE otherwise); the e-service comes back
 * with `epuapstatus=ok|error`, and the signed consent is SIGNED. GET …/{id}/ePUAPSignURL answers the
 * signed document as the e-service returned it (XAdES, application/xml, a download) of a consent signed
 * through it; 409 CONSENT_STATE for one without an e-signature.
 */

/** The spec's conflict codes (part 2 §5, §8) carried as `details.conflict` of 409 CONSENT_CONFLICT. */
export const consentConflictCodeSchema = z.enum(consentConflictCodes);
/** Where the conflict's code travels in the error's `details`. */
export const CONSENT_CONFLICT_DETAIL = 'conflict';
/** The Polish sentence of each conflict (the answer's `message`). */
export const consentConflictMessages: Record<ConsentConflictCode, string> = {
  existsConsentPersonnel: 'Pacjent ma już aktywną zgodę dla tego partnera i tej samej osoby z personelu, o tym samym zakresie.',
  existsConsentAll: 'Pacjent ma już aktywną zgodę dla całego personelu tego partnera, o tym samym zakresie. Zgoda dla wybranej osoby nie jest potrzebna.',
};

// ------------------------------------------------------------------------------ settings and the sharing button

/**
 * GET /mpi/consents/occupational/consents-settings: what the consent pages offer — the consent types of
 * POST /mpi/consents/mpi-user, whether partner consents are offered (the application setting
 * `partnersModule`) and whether occupational medicine is on (`occupationalMedicineModule`, which adds
 * the occupational-medicine partners to the partner consent's choice).
 */
export const consentsSettingsSchema = z
  .object({
    consentTypes: z.array(clinicConsentTypeSchema),
    partnersModule: z.boolean(),
    occupationalMedicineModule: z.boolean(),
  })
  .meta({ id: 'ConsentsSettings' });
export type ConsentsSettings = z.infer<typeof consentsSettingsSchema>;

/**
 * GET /mpi/partners/mpi-user/{patientId}/consent-doc-button-enabled: `{ value }` — whether her results
 * and documents show the sharing switch: partners are on and the patient holds an active signed partner
 * consent limited to selected documents (the per-patient partner setting, part 2 §6).
 */
export const consentDocButtonSchema = z.object({ value: z.boolean() }).meta({ id: 'ConsentDocButtonEnabled' });

// ------------------------------------------------------------------------------ document sharing

/**
 * What a shared document is: RES a test result (the results list's order, the spec's code), DOC a
 * clinical document of the medical register (its `consentDocShared`; the spec's call names RES only,
 * and the two registers' ids would collide under one code).
 */
export const sharedDocTypes = ['RES', 'DOC'] as const;
export type SharedDocType = (typeof sharedDocTypes)[number];
export const sharedDocTypeSchema = z.enum(sharedDocTypes);
/** The system keeping the document: the portal's own register (the default HIS). */
export const PORTAL_SYSTEM_NAME = 'PORTAL';

/** The spec's body of the consentDoc calls (documentId, docType, systemName). */
const consentDocFields = {
  documentId: bodyIdSchema,
  docType: sharedDocTypeSchema.default('RES'),
  systemName: z.string().trim().min(1).max(40).default(PORTAL_SYSTEM_NAME),
};

/**
 * POST /mpi/consents/mpi-user/consentDoc/{patientId}: share the document with the partners of her
 * active signed partner consents limited to selected documents (none: 409 CONSENT_DOC_NO_CONSENT; a
 * document not hers, or not published to her: 404). Repeating it changes nothing.
 */
export const consentDocInputSchema = z.object(consentDocFields).meta({ id: 'ConsentDocForm' });
export type ConsentDocInput = z.input<typeof consentDocInputSchema>;

/** PUT /mpi/consents/mpi-user/consentDoc/{patientId}: switch sharing on or off (off pauses it; the spec's "enabled or paused"). */
export const consentDocSwitchSchema = z.object({ ...consentDocFields, shared: z.boolean() }).meta({ id: 'ConsentDocSwitch' });
export type ConsentDocSwitch = z.input<typeof consentDocSwitchSchema>;

/** A partner a document is shared with. */
export const sharingPartnerSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'SharingPartner' });

/** One document's sharing state, the answer of POST and PUT, and an item of GET. */
export const sharedDocumentSchema = z
  .object({
    documentId: z.number().int(),
    docType: sharedDocTypeSchema,
    systemName: z.string(),
    shared: z.boolean(),
    /** When it was last shared (null: never). */
    sharedAt: isoDateTimeSchema.nullable(),
    /** The partners who see it today: those of her active signed partner consents limited to selected documents. */
    partners: z.array(sharingPartnerSchema),
  })
  .meta({ id: 'SharedDocument' });
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;
export const sharedDocumentsSchema = z.array(sharedDocumentSchema).meta({ id: 'SharedDocuments' });

/** GET /mpi/consents/mpi-user/consentDoc/{patientId}?docType: the documents she shares now. */
export const sharedDocumentsQuerySchema = z.object({ docType: sharedDocTypeSchema.optional() });

// ------------------------------------------------------------------------------ carer authorisations

/** The document that authorises a carer (part 2 §3 "typeAuthorizationDocument"). */
export const authorisationDocumentTypes = ['WRITTEN', 'NOTARIAL', 'COURT', 'OTHER'] as const;
export const authorisationDocumentTypeSchema = z.enum(authorisationDocumentTypes, { message: 'Wybierz rodzaj dokumentu upoważnienia.' });

/** A carer authorisation (part 2 §3 "Carer authorisation"): a person the patient authorises to care for her. */
export const carerAuthorisationSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    /** The carer's own record at the clinic, where one with the carer's PESEL exists (the console's answers only; null in the portal's). */
    patientCarerId: z.number().int().nullable(),
    patientCarerNationalId: z.string().nullable(),
    documentNumber: z.string().nullable(),
    /** ISO 3166-1 alpha-2 of the carer's identity. */
    country: z.string().nullable(),
    name: z.string(),
    lastName: z.string(),
    typeAuthorizationDocument: authorisationDocumentTypeSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema.nullable(),
    /** Where the authorising document can be seen (a link the patient gave), or null. */
    url: z.string().nullable(),
    address: consentAddressSchema,
    /** Within its dates today (domain `carerAuthorisationInForce`). */
    inForce: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'CarerAuthorisation' });
export type CarerAuthorisation = z.infer<typeof carerAuthorisationSchema>;
export const carerAuthorisationsSchema = z.array(carerAuthorisationSchema).meta({ id: 'CarerAuthorisations' });

const carerFields = {
  name: personNameSchema('Podaj imię'),
  lastName: personNameSchema('Podaj nazwisko'),
  patientCarerNationalId: identityInput.nationalIdentificationNumber,
  documentNumber: identityInput.documentNumber,
  country: identityInput.country,
  typeAuthorizationDocument: authorisationDocumentTypeSchema,
  dateFrom: requiredDay('Podaj datę początku upoważnienia'),
  dateTo: isoDateSchema.nullable().default(null),
  url: optionalText(500).pipe(z.url({ protocol: /^https?$/, message: 'Podaj adres strony (http lub https)' }).nullable()),
  address: consentAddressInputSchema,
};
const checkCarer = (v: { patientCarerNationalId: string | null; documentNumber: string | null; country: string | null; dateFrom: string; dateTo: string | null }, ctx: z.RefinementCtx) => {
  checkIdentity({ nationalIdentificationNumber: v.patientCarerNationalId, documentNumber: v.documentNumber, country: v.country }, ctx, 'patientCarerNationalId');
  checkValidity('dateFrom', 'dateTo')(v, ctx);
};

/**
 * POST /mpi/patient-entries/mpi-user/carer-auth: a carer authorisation of the patient herself (role
 * PATIENT, as a new consent), with the carer's names, PESEL or document and country, address, the
 * authorising document's type and the dates (domain `carerAuthorisationIssues`).
 */
export const carerAuthorisationInputSchema = z
  .object({ patientId: bodyIdSchema, ...carerFields })
  .superRefine(checkCarer)
  .meta({ id: 'CarerAuthorisationForm' });
export type CarerAuthorisationInput = z.input<typeof carerAuthorisationInputSchema>;

/** PATCH /mpi/patient-entries/mpi-user/carer-auth/{id}: the whole authorisation again (its patient stays). */
export const carerAuthorisationEditSchema = z.object(carerFields).superRefine(checkCarer).meta({ id: 'CarerAuthorisationEdit' });
export type CarerAuthorisationEdit = z.input<typeof carerAuthorisationEditSchema>;

/** DELETE /mpi/patient-entries/mpi-user/{patientId}/carer-auth/{id}. */
export const carerAuthorisationParamsSchema = z.object({ patientId: idSchema, id: idSchema });

// ------------------------------------------------------------------------------ partners and their personnel

/** What a partner is: an occupational-medicine company, an insurer, or another organisation. */
export const partnerKinds = ['OCCUPATIONAL_MEDICINE', 'INSURER', 'OTHER'] as const;
export const partnerKindSchema = z.enum(partnerKinds, { message: 'Wybierz rodzaj partnera z listy.' });

/** GET /mpi/partners/dict: the active partners a patient may give a consent to. */
export const partnerDictItemSchema = z.object({ id: z.number().int(), name: z.string(), kind: partnerKindSchema }).meta({ id: 'PartnerDictItem' });
export type PartnerDictItem = z.infer<typeof partnerDictItemSchema>;
export const partnerDictSchema = z.array(partnerDictItemSchema).meta({ id: 'PartnerDict' });

/** GET /mpi/partners/{id}/personnel: the partner's active personnel, as a patient picks one. */
export const partnerPersonSchema = z
  .object({ id: z.number().int(), partnerId: z.number().int(), name: z.string(), lastName: z.string(), position: z.string().nullable() })
  .meta({ id: 'PartnerPerson' });
export type PartnerPerson = z.infer<typeof partnerPersonSchema>;
export const partnerPersonnelSchema = z.array(partnerPersonSchema).meta({ id: 'PartnerPersonnel' });

export const partnerIdParamsSchema = z.object({ id: idSchema });

/** A partner as the console keeps it (and the answer of the partner writes). */
export const partnerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: partnerKindSchema,
    nip: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    active: z.boolean(),
    personnelCount: z.number().int(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;
export const partnerPageSchema = pageOf(partnerSchema).meta({ id: 'PartnerPage' });

/** GET /api/clinic/partners. */
export const partnerListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});

export const NIP_PATTERN = /^\d{10}$/;
/**
 * POST /api/clinic/partners, PUT /api/clinic/partners/{partnerId}: a partner's data. The spec's
 * POST /mpi/partners and PUT /mpi/partners (with `id`) take the same, and answer 403 to a patient's
 * session: partners are kept by the clinic's administrator in the console.
 */
export const partnerInputSchema = z
  .object({
    name: requiredText('Podaj nazwę partnera', 200),
    kind: partnerKindSchema,
    nip: optionalText(13)
      .transform((v) => (v ? v.replace(/[\s-]/g, '') : null))
      .pipe(z.string().regex(NIP_PATTERN, 'NIP ma 10 cyfr').nullable()),
    address: optionalText(300),
    email: optionalEmailSchema,
    phone: optionalText(32),
    active: z.boolean().default(true),
  })
  .meta({ id: 'PartnerForm' });
export type PartnerInput = z.input<typeof partnerInputSchema>;
export type PartnerWrite = z.output<typeof partnerInputSchema>;
/** PUT /mpi/partners: the partner named in the body. */
export const partnerUpdateInputSchema = partnerInputSchema.safeExtend({ id: bodyIdSchema }).meta({ id: 'PartnerUpdate' });

/** A person of a partner's personnel, as the console keeps them. */
export const partnerPersonnelMemberSchema = z
  .object({
    id: z.number().int(),
    partnerId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    position: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'PartnerPersonnelMember' });
export type PartnerPersonnelMember = z.infer<typeof partnerPersonnelMemberSchema>;
export const partnerPersonnelMembersSchema = z.array(partnerPersonnelMemberSchema).meta({ id: 'PartnerPersonnelMembers' });

/** POST /api/clinic/partners/{partnerId}/personnel, PUT …/personnel/{personnelId}. */
export const partnerPersonnelInputSchema = z
  .object({
    name: personNameSchema('Podaj imię'),
    lastName: personNameSchema('Podaj nazwisko'),
    position: optionalText(120),
    email: optionalEmailSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'PartnerPersonnelForm' });
export type PartnerPersonnelInput = z.input<typeof partnerPersonnelInputSchema>;
export type PartnerPersonnelWrite = z.output<typeof partnerPersonnelInputSchema>;

export const clinicPartnerParamsSchema = z.object({ partnerId: idSchema });
export const clinicPartnerPersonnelParamsSchema = z.object({ partnerId: idSchema, personnelId: idSchema });

// ------------------------------------------------------------------------------ the clinic console

/** GET /api/clinic/patients/{patientId}/consents: the patient card's consents (every state), active first, then newest. */
export const clinicPatientConsentsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  consentStatus: consentStatusSchema.optional(),
});
/** The consent as the console shows it: with the account that filed it (the patient's own, a guardian's; null: the clinic's or an earlier system's). */
export const clinicConsentSchema = consentSchema.extend({ filedBy: z.string().nullable() }).meta({ id: 'ClinicConsent' });
export type ClinicConsent = z.infer<typeof clinicConsentSchema>;
export const clinicConsentPageSchema = pageOf(clinicConsentSchema).meta({ id: 'ClinicConsentPage' });

/**
 * GET /api/clinic/patients/{patientId}/carer-authorisations: the patient's carers, shown where her
 * identity is checked (also in the identity check's answer).
 */
export const clinicCarerAuthorisationsSchema = carerAuthorisationsSchema;

/**
 * What a partner's staff see: the documents shared with the partner — under an active signed partner
 * consent naming the partner (and the person, or the whole partner): those the patient shared one by
 * one, or, under a consent for the whole record, all her published results and documents; newest first
 * (consents service `documentsSharedWithPartner`).
 */
export const partnerSharedDocumentsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX })
  .extend({
    docType: sharedDocTypeSchema.optional(),
    /** Part of the patient's first or last name, or her PESEL (the console's GET /clinic/shared-documents). */
    patient: z.string().trim().max(100).optional(),
    /** Part of the document's title. */
    title: z.string().trim().max(200).optional(),
    /** The document's date, from and to (days, both included). */
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'Data „do” nie może być wcześniejsza niż data „od”', path: ['dateTo'] });
export type PartnerSharedDocumentsQuery = z.input<typeof partnerSharedDocumentsQuerySchema>;
/** GET /clinic/shared-documents/RES/{sharedDocumentId} and …/DOC/{sharedDocumentId}: the result's or the document's own id. */
export const partnerSharedDocumentParamsSchema = z.object({ sharedDocumentId: idSchema });
export const partnerSharedDocumentSchema = z
  .object({
    docType: sharedDocTypeSchema,
    documentId: z.number().int(),
    patient: z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), nationalIdentificationNumber: z.string().nullable() }),
    title: z.string(),
    documentDate: isoDateTimeSchema,
    /** The consent it is shared under. */
    consentId: z.number().int(),
    onlySelectedDocuments: z.boolean(),
  })
  .meta({ id: 'PartnerSharedDocument' });
export type PartnerSharedDocument = z.infer<typeof partnerSharedDocumentSchema>;
export const partnerSharedDocumentPageSchema = pageOf(partnerSharedDocumentSchema).meta({ id: 'PartnerSharedDocumentPage' });
