import {
  DECLARATION_OTHER_REASON_MAX,
  RECORDS_PAGE_MAX,
  RECORDS_PAGE_SIZE,
  declarationChoiceIssues,
  declarationExportStates,
  declarationStates,
  declarationTypes,
  type DeclarationChoiceFields,
  type DeclarationChoiceIssueCode,
  type DeclarationType,
} from '@portal/domain';
import { idSchema, bodyIdSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import { writtenBySchema } from './medical-record';
import { z } from './zod-pl';

/*
 * Declarations of choice of a primary-care (POZ) GP, nurse or midwife (spec part 2 §2 "Declarations",
 * §3 "Declaration", §4, §5, §7 "Declarations", §8, §9; issue 30). The rules are domain's
 * `declarations.ts`; these are the API's shapes. Days are YYYY-MM-DD, times ISO with offset.
 */

export const declarationTypeSchema = z.enum(declarationTypes);
export const declarationStateSchema = z.enum(declarationStates);
export const declarationExportStateSchema = z.enum(declarationExportStates);
/** The clinic's decision on a submitted declaration: none yet, accepted (in force at the NFZ), rejected (then CANCELED). */
export const declarationDecisions = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const declarationDecisionSchema = z.enum(declarationDecisions);

/** A POZ practitioner as a declaration names them (part 2 §3 "practitioner (employeeId, occupationCode, practiceNumber)"). */
export const declarationPractitionerSchema = z
  .object({
    employeeId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    degree: z.string().nullable(),
    /** DOCTOR, NURSE or MIDWIFE (the organisation's occupation). */
    occupationCode: z.string(),
    practiceNumber: z.string().nullable(),
  })
  .meta({ id: 'DeclarationPractitioner' });

/** The unit of the practitioner's list (part 2 §3 "hospitalOrganizationUnit"). */
export const declarationUnitSchema = z
  .object({
    hospitalOrganizationUnitId: z.number().int(),
    name: z.string(),
    /** One line: street and number, postal code, city. */
    address: z.string(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'DeclarationUnit' });

/** The signature a declaration (or consent) carries once signed through the e-service. */
export const documentSignatureSchema = z
  .object({
    /** The signer's names as the certificate gives them. */
    signerName: z.string(),
    /** Whether the signer was the patient herself or her guardian. */
    signedBy: z.enum(['PATIENT', 'GUARDIAN']),
    signedAt: isoDateTimeSchema,
    /** The certificate's issuer (common name) and serial number, as shown on the printout. */
    certificateIssuer: z.string(),
    certificateSerial: z.string(),
  })
  .meta({ id: 'DocumentSignature' });
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;

const choiceFields = {
  healthcareProviderChoiceOrderNumber: z.number().int().nullable(),
  healthcareProviderChoiceOrderReasonCode: z.number().int().nullable(),
  healthcareProviderChoiceOtherReason: z.string().nullable(),
  practitionerChoiceOrderNumber: z.number().int().nullable(),
  practitionerChoiceOrderReasonCode: z.number().int().nullable(),
  practitionerChoiceOtherReason: z.string().nullable(),
};

/** GET /declarations/mpi-user/declarations (items) and /{id}. */
export const declarationSchema = z
  .object({
    id: z.number().int(),
    state: declarationStateSchema,
    type: declarationTypeSchema,
    patientId: z.number().int(),
    /** The patient's names, as the list shows them. */
    patient: z.object({ name: z.string(), lastName: z.string() }),
    practitioner: declarationPractitionerSchema,
    hospitalOrganizationUnit: declarationUnitSchema,
    /** When the portal registered it. */
    registrationDate: isoDateTimeSchema,
    /** When it was signed and submitted (null while REGISTERED and never signed). */
    dateOfSubmission: isoDateTimeSchema.nullable(),
    ...choiceFields,
    /** The clinic's decision; `decisionReason` is the rejection's reason, `decidedAt` its time. */
    decision: declarationDecisionSchema,
    decisionReason: z.string().nullable(),
    decidedAt: isoDateTimeSchema.nullable(),
    /** When it stopped being active (withdrawn, replaced, rejected); null while active. */
    canceledAt: isoDateTimeSchema.nullable(),
    /** In force today (active and taken effect: domain `declarationInForce`). */
    inForce: z.boolean(),
    signature: documentSignatureSchema.nullable(),
    system: z.string(),
    systemId: z.string().nullable(),
    stateExport: declarationExportStateSchema,
  })
  .meta({ id: 'Declaration' });
export type Declaration = z.infer<typeof declarationSchema>;
export const declarationPageSchema = pageOf(declarationSchema).meta({ id: 'DeclarationPage' });
export const declarationsSchema = z.array(declarationSchema).meta({ id: 'Declarations' });

/** GET /declarations/mpi-user/declarations: every patient the account acts for (or one), in force first, then newest. */
export const declarationsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  patientId: idSchema.optional(),
  type: declarationTypeSchema.optional(),
  /** Only the active ones (REGISTERED, SUBMITTED). */
  onlyActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type DeclarationsQuery = z.input<typeof declarationsQuerySchema>;

/** Why a declaration's choice fields are refused (domain `declarationChoiceIssues`). */
export const declarationChoiceMessages: Record<DeclarationChoiceIssueCode, string> = {
  ORDER_NUMBER_INVALID: 'Podaj numer kolejnego wyboru jako liczbę całkowitą od 1.',
  REASON_INVALID: 'Wybierz przyczynę zmiany z listy.',
  REASON_18_GP_ONLY: 'Przyczyna „ukończenie 18. roku życia” dotyczy tylko deklaracji wyboru lekarza POZ.',
  OTHER_REASON_TOO_LONG: `Inna przyczyna może mieć najwyżej ${DECLARATION_OTHER_REASON_MAX} znaków.`,
};

const choiceInput = {
  healthcareProviderChoiceOrderNumber: z.number().int().min(1).max(99).nullable().default(null),
  healthcareProviderChoiceOrderReasonCode: z.number().int().nullable().default(null),
  healthcareProviderChoiceOtherReason: z.string().max(DECLARATION_OTHER_REASON_MAX).nullable().default(null),
  practitionerChoiceOrderNumber: z.number().int().min(1).max(99).nullable().default(null),
  practitionerChoiceOrderReasonCode: z.number().int().nullable().default(null),
  practitionerChoiceOtherReason: z.string().max(DECLARATION_OTHER_REASON_MAX).nullable().default(null),
};

/** Adds the choice rules' issues (checked against today's rules: a new or edited declaration is dated today). */
const checkChoice = (type: z.infer<typeof declarationTypeSchema> | undefined) => (v: DeclarationChoiceFields, ctx: z.RefinementCtx) => {
  if (!type) return;
  const today = new Date().toISOString().slice(0, 10);
  for (const issue of declarationChoiceIssues({ ...v, type, declarationDay: today })) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: declarationChoiceMessages[issue.code] });
  }
};

/**
 * POST /declarations/mpi-user/declarations: a new declaration (state REGISTERED). `replaceActive`: the
 * user confirmed that the active declaration of the same type is withdrawn (otherwise such a
 * declaration answers 409 DECLARATION_EXISTS, naming it).
 */
export const declarationInputSchema = z
  .object({
    patientId: bodyIdSchema,
    type: declarationTypeSchema,
    employeeId: bodyIdSchema,
    hospitalOrganizationUnitId: bodyIdSchema,
    ...choiceInput,
    replaceActive: z.boolean().default(false),
  })
  .superRefine((v, ctx) => checkChoice(v.type)(v, ctx));
export type DeclarationInput = z.input<typeof declarationInputSchema>;

/** PATCH /declarations/mpi-user/declarations/{id} and /mpi/poz-declarations/{id}: an edit of the summary (sets REGISTERED, part 2 §4). */
export const declarationEditSchema = z.object({ ...choiceInput });
export type DeclarationEdit = z.input<typeof declarationEditSchema>;

/** The route's {type} segment of /newdeclaration (domain `declarationRouteTypes`). */
export const declarationIdParamsSchema = z.object({ id: idSchema });

// ------------------------------------------------------------------------------ the clinic system's copy ("AMMS")

/**
 * GET /mpi/poz-declarations/{id} (page /declarations/{id}/amms) and the lists of /mpi/poz-declarations:
 * the flat copy the clinic system keeps and reports to the NFZ — the patient's and practitioner's data
 * as they were when it was registered (part 2 §3 "a flat clinic-system version", "a second registration
 * payload").
 */
export const pozDeclarationSchema = z
  .object({
    id: z.number().int(),
    state: declarationStateSchema,
    type: declarationTypeSchema,
    stateExport: declarationExportStateSchema,
    system: z.string(),
    systemId: z.string().nullable(),
    patientId: z.number().int(),
    patientName: z.string(),
    patientLastName: z.string(),
    patientBirthDate: isoDateSchema.nullable(),
    patientGender: z.string().nullable(),
    patientNationalIdentificationNumber: z.string().nullable(),
    patientAddress: z.string().nullable(),
    insurerCode: z.string().nullable(),
    practitionerName: z.string(),
    practitionerLastName: z.string(),
    practitionerPracticeNumber: z.string().nullable(),
    practitionerOccupationCode: z.string(),
    hospitalOrganizationUnitName: z.string(),
    hospitalOrganizationUnitAddress: z.string(),
    registrationDate: isoDateTimeSchema,
    dateOfSubmission: isoDateTimeSchema.nullable(),
    ...choiceFields,
  })
  .meta({ id: 'PozDeclaration' });
export type PozDeclaration = z.infer<typeof pozDeclarationSchema>;
export const pozDeclarationsSchema = z.array(pozDeclarationSchema).meta({ id: 'PozDeclarations' });

/** GET /mpi/poz-declarations/patient/{patientId}?types=GP,NURSE (a comma list; none: every type). */
export const pozDeclarationsQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const bad = list.find((s) => !(declarationTypes as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `Nieznany typ deklaracji: ${bad}` });
        return z.NEVER;
      }
      return list as Array<(typeof declarationTypes)[number]>;
    }),
});

/** POST /mpi/poz-declarations/addId: the clinic system takes a portal declaration in, giving it its own id (idempotent). */
export const pozDeclarationAddIdSchema = z.object({ declarationId: bodyIdSchema }).meta({ id: 'PozDeclarationAddId' });

// ------------------------------------------------------------------------------ the patient's declaration data

/** GET/PUT /mpi/accounts/mpi-user/patients/{id}/declaration-data: what the NFZ form needs of the patient. */
export const declarationPatientDataSchema = z
  .object({
    name: z.string(),
    lastName: z.string(),
    birthDate: isoDateSchema.nullable(),
    gender: z.string().nullable(),
    nationalIdentificationNumber: z.string().nullable(),
    /** The NFZ branch (oddział wojewódzki) code, 01–16. */
    insurerCode: z.string().nullable(),
    street: z.string().nullable(),
    houseNumber: z.string().nullable(),
    apartmentNumber: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    /**
     * Whether the form can be filed: an address (city, house number, postal code) and the NFZ branch;
     * without them a new declaration answers 400 DECLARATION_PATIENT_DATA_MISSING.
     */
    complete: z.boolean(),
  })
  .meta({ id: 'DeclarationPatientData' });
export type DeclarationPatientData = z.infer<typeof declarationPatientDataSchema>;

export const NFZ_BRANCH_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16'] as const;

export const declarationPatientDataInputSchema = z
  .object({
    insurerCode: z.enum(NFZ_BRANCH_CODES, { message: 'Wybierz oddział NFZ z listy.' }),
    street: z.string().trim().min(1, 'Podaj ulicę').max(120),
    houseNumber: z.string().trim().min(1, 'Podaj numer domu').max(20),
    apartmentNumber: z.string().trim().max(20).nullable().default(null),
    postalCode: z.string().trim().regex(/^\d{2}-\d{3}$/, 'Podaj kod pocztowy w formacie 00-000'),
    city: z.string().trim().min(1, 'Podaj miejscowość').max(120),
  });
export type DeclarationPatientDataInput = z.input<typeof declarationPatientDataInputSchema>;

// ------------------------------------------------------------------------------ the provider and its POZ staff

/** GET /declarations/healthcare-provider: the provider named on the form. */
export const healthcareProviderSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    nip: z.string().nullable(),
    regon: z.string().nullable(),
    /** The provider's code at the NFZ (kod świadczeniodawcy). */
    nfzCode: z.string().nullable(),
  })
  .meta({ id: 'HealthcareProvider' });
export type HealthcareProvider = z.infer<typeof healthcareProviderSchema>;

/**
 * GET /declarations/primary-healthcare-staff/{general-practitioners|nurses|midwifes}: the clinic's POZ
 * practitioners of that type, one entry per practitioner and unit, with the list's size and limit
 * (`listFull`: no new declaration is accepted).
 */
export const pozStaffSchema = z
  .object({
    employeeId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    degree: z.string().nullable(),
    occupationCode: z.string(),
    practiceNumber: z.string().nullable(),
    unit: declarationUnitSchema,
    listSize: z.number().int(),
    listLimit: z.number().int().nullable(),
    listFull: z.boolean(),
  })
  .meta({ id: 'PozStaff' });
export type PozStaff = z.infer<typeof pozStaffSchema>;
export const pozStaffListSchema = z.array(pozStaffSchema).meta({ id: 'PozStaffList' });

// ------------------------------------------------------------------------------ signing through the e-service

/**
 * POST /declarations/mpi-user/{id}/ePUAPSignURL?errorUrl&successUrl (and the consents' twin): where to
 * send the browser to sign. Both addresses must be of the portal's own origin (a path, or an absolute
 * address on our origin); the e-service comes back to one of them with `epuapstatus=ok|error`.
 */
export const signUrlQuerySchema = z.object({
  errorUrl: z.string().min(1).max(2000),
  successUrl: z.string().min(1).max(2000),
});
export const signUrlSchema = z.object({ url: z.string() }).meta({ id: 'SignUrl' });

// ------------------------------------------------------------------------------ the clinic console

/** GET /api/clinic/declarations: the declarations queue and register. */
export const clinicDeclarationsQuerySchema = pageQuerySchema({ default: RECORDS_PAGE_SIZE, max: RECORDS_PAGE_MAX }).extend({
  decision: declarationDecisionSchema.optional(),
  state: declarationStateSchema.optional(),
  type: declarationTypeSchema.optional(),
  employeeId: idSchema.optional(),
  patientId: idSchema.optional(),
  stateExport: declarationExportStateSchema.optional(),
  /** Part of the patient's last name or PESEL. */
  search: z.string().trim().max(60).optional(),
});
export type ClinicDeclarationsQuery = z.input<typeof clinicDeclarationsQuerySchema>;

export const clinicDeclarationSchema = declarationSchema
  .extend({
    patientNationalIdentificationNumber: z.string().nullable(),
    decidedBy: writtenBySchema.nullable(),
    /** Who withdrew it at the clinic, when it was the clinic. */
    canceledBy: writtenBySchema.nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'ClinicDeclaration' });
export type ClinicDeclaration = z.infer<typeof clinicDeclarationSchema>;
export const clinicDeclarationPageSchema = pageOf(clinicDeclarationSchema).meta({ id: 'ClinicDeclarationPage' });

export const DECLARATION_DECISION_REASON_MAX = 1000;
/** POST /api/clinic/declarations/{id}/reject and /withdraw. */
export const declarationReasonInputSchema = z
  .object({ reason: z.string().trim().min(1, 'Podaj przyczynę').max(DECLARATION_DECISION_REASON_MAX) })
  .meta({ id: 'DeclarationReasonInput' });

/** GET /api/clinic/declarations/practitioner-lists: each POZ practitioner's list per type, its size against its limit. */
export const practitionerListSchema = z
  .object({
    employeeId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    type: declarationTypeSchema,
    /** Active declarations on the list (accepted or waiting). */
    listSize: z.number().int(),
    /** Of them, waiting for the clinic's decision. */
    pending: z.number().int(),
    listLimit: z.number().int().nullable(),
    listFull: z.boolean(),
  })
  .meta({ id: 'PractitionerList' });
export type PractitionerList = z.infer<typeof practitionerListSchema>;
export const practitionerListsSchema = z.array(practitionerListSchema).meta({ id: 'PractitionerLists' });

/** PUT /api/clinic/declarations/practitioner-lists/{employeeId}/{type}: the list's limit (null: none). */
export const practitionerListLimitInputSchema = z
  .object({ listLimit: z.number().int().min(1, 'Limit musi być liczbą od 1').max(10_000, 'Limit może wynosić najwyżej 10 000').nullable() })
  .meta({ id: 'PractitionerListLimitInput' });

/*
 * POST /api/clinic/declarations/export: the accepted declarations not yet exported (stateExport N), as a
 * CSV file for the NFZ (text/csv download, Polish letters in UTF-8 with BOM), marked exported (A) in
 * the same transaction; GET /api/clinic/declarations/export?stateExport=A|N lists without marking.
 */
export const clinicDeclarationExportQuerySchema = z.object({
  /** A: the exported ones, N: those not exported yet; none: both. */
  stateExport: declarationExportStateSchema.optional(),
});

/** A console route's declaration (/api/clinic/declarations/{declarationId}). */
export const clinicDeclarationParamsSchema = z.object({ declarationId: idSchema });
/** PUT /api/clinic/declarations/practitioner-lists/{employeeId}/{declarationType}. */
export const practitionerListParamsSchema = z.object({ employeeId: idSchema, declarationType: declarationTypeSchema });

// ------------------------------------------------------------------------------ the sentences naming a type

/** Each type as a sentence names it after "deklaracja wyboru …". */
export const declarationTypeGenitive: Record<DeclarationType, string> = {
  GP: 'lekarza POZ',
  NURSE: 'pielęgniarki POZ',
  MIDWIFE: 'położnej POZ',
};

/** 409 DECLARATION_EXISTS: the active declaration a new one of its type would replace, named. */
export const declarationExistsMessage = (type: DeclarationType, held: { practitioner: string; unit: string; since: string }): string =>
  `Pacjent ma już aktywną deklarację wyboru ${declarationTypeGenitive[type]} (${held.practitioner}, ${held.unit}, od ${held.since}). Potwierdź jej zastąpienie.`;

/** 400 DECLARATION_MISSING of a booking of a service that asks for a declaration of `type` (part 2 §5, §8). */
export const declarationMissingMessage = (type: DeclarationType): string =>
  `Pacjent nie posiada deklaracji wyboru ${declarationTypeGenitive[type]} w tej przychodni. Złóż deklarację wyboru, aby zarezerwować tę usługę.`;

/** 400 VALIDATION_ERROR of a new declaration: the practitioner or the unit is not one of the clinic's POZ of that type. */
export const declarationStaffMessages = {
  practitioner: (type: DeclarationType) => `Wybrana osoba nie przyjmuje deklaracji wyboru ${declarationTypeGenitive[type]} w tej placówce.`,
  unit: 'Wybrana placówka nie przyjmuje deklaracji podstawowej opieki zdrowotnej.',
};
