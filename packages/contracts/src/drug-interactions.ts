// CONTRACT READY
import { z } from './zod-pl';
import { idSchema, isoDate } from './common';
import { pageOf } from './lists';
import { writtenBySchema } from './medical-record';

/*
 * Drug interactions (spec part 2 §2 "Drug interactions", §3 "Drug in selection" and "Interaction",
 * §4 "Interaction severity scale", §5 "Drug interactions", §7, §8 "Drugs", §9) and the console's
 * editions of the drug register and of the interaction data (issue 31).
 *
 * Patient API (all under /api):
 *   GET /mppd/api/interactions/{patientId}/taken-drugs          → takenDrugsSchema
 *   GET /mppd/api/interactions/drugs?drugName&isInternationalName&patientId&pageIndex&pageSize
 *                                                                → registerDrugPageSchema (page of 10)
 *   GET /mppd/api/interactions/?blozIds=a,b,c&patientId         → interactionMatrixSchema
 *   GET /mppd/api/interactions/printout/{patientId}/{ids}       → application/pdf (ids comma-separated)
 * Console API (ADMIN; all under /api):
 *   GET    /clinic/drug-editions?kind&pageIndex&pageSize        → drugEditionPageSchema
 *   POST   /clinic/drug-editions (multipart: field `kind`, then file `file`) → 201 drugEditionSchema
 *          (a file identical to an existing edition of its kind answers 200 with that edition, unchanged: true)
 *   GET    /clinic/drug-editions/{editionId}                    → drugEditionSchema
 *   POST   /clinic/drug-editions/{editionId}/publish            → drugEditionSchema
 *   DELETE /clinic/drug-editions/{editionId}                    → 204 (a DRAFT only)
 * Console API, the clinic's record of a patient's taken drugs (DOCTOR, NURSE, MIDWIFE; ADMIN reads):
 *   GET    /clinic/patients/{patientId}/taken-drugs              → clinicTakenDrugsSchema (newest first)
 *   POST   /clinic/patients/{patientId}/taken-drugs              clinicTakenDrugInputSchema → 201 clinicTakenDrugSchema
 *          (400 TAKEN_DRUG_UNKNOWN_PACKAGE, 409 TAKEN_DRUG_DUPLICATE)
 *   DELETE /clinic/patients/{patientId}/taken-drugs/{takenDrugId} → 204
 *   GET    /clinic/drugs?drugName&isInternationalName&pageIndex&pageSize → registerDrugPageSchema (the console's picker)
 */

/** Spec §5/§9: at most 30 drugs with register ids. */
export const DRUG_SELECTION_MAX = 30;
/** Spec §5: the search needs a trimmed name of at least 3 characters. */
export const DRUG_QUERY_MIN_LENGTH = 3;
/** Spec §9: search page size. */
export const DRUG_SEARCH_PAGE_SIZE = 10;

/**
 * Spec §4: -2 none or not computed (grey), -1 no information 'Brak' (green), 0 insignificant 'Bez
 * znaczenia' (blue), 1 minor 'Mało istotna' (yellow), 2 significant 'Istotna' (red), 3 very
 * significant 'Bardzo istotna' (dark red). Names and colours for the UI live in i18n / ui.
 */
export const interactionSeverities = [-2, -1, 0, 1, 2, 3] as const;
export type InteractionSeverity = (typeof interactionSeverities)[number];
export const interactionSeveritySchema = z.union(interactionSeverities.map((s) => z.literal(s)) as [
  z.ZodLiteral<-2>,
  z.ZodLiteral<-1>,
  z.ZodLiteral<0>,
  z.ZodLiteral<1>,
  z.ZodLiteral<2>,
  z.ZodLiteral<3>,
]);
export const SEVERITY_NONE = -2 as const;
export const SEVERITY_NO_INFORMATION = -1 as const;
/** A pair at or above this severity is "significant": listed on the printout, highlighted in the matrix. */
export const SEVERITY_SIGNIFICANT = 2 as const;
/** Stable keys of the scale for i18n (`drugInteractions.severity.<key>`) and colours. */
export const severityKeys = { [-2]: 'none', [-1]: 'noInformation', 0: 'insignificant', 1: 'minor', 2: 'significant', 3: 'verySignificant' } as const satisfies Record<InteractionSeverity, string>;

// ------------------------------------------------------------------------------ the register

/** An active substance of the register, by the register's own substance id. */
export const drugSubstanceSchema = z
  .object({
    substanceId: z.string(),
    name: z.string(),
    /** The amount in the product as the register writes it ("5 mg"), null when not given. */
    amount: z.string().nullable(),
  })
  .meta({ id: 'DrugSubstance' });
export type DrugSubstance = z.infer<typeof drugSubstanceSchema>;

/**
 * A drug of the register as the selection shows it (spec "Drug in selection"): `id` is the package's
 * BLOZ-like identifier (the spec's blozIds; the register's GTIN of the package).
 */
export const registerDrugSchema = z
  .object({
    id: z.string(),
    /** Trade name ("Polpril"). */
    name: z.string(),
    /** Trade name with strength, form and package ("Polpril 5 mg, kapsułki twarde, 28 szt."). */
    fullName: z.string(),
    internationalName: z.string().nullable(),
    /** Package ("28 szt. (2 blist. po 14 szt.)"). */
    drugPackage: z.string().nullable(),
    form: z.string().nullable(),
    /** Strength ("5 mg"). */
    dose: z.string().nullable(),
    /** The register's product id (one product has several packages). */
    productId: z.string(),
    substances: z.array(drugSubstanceSchema),
    isBlozId: z.literal(true),
  })
  .meta({ id: 'RegisterDrug' });
export type RegisterDrug = z.infer<typeof registerDrugSchema>;

export const drugNameQuerySchema = z
  .string()
  .trim()
  .min(DRUG_QUERY_MIN_LENGTH, 'Wpisz co najmniej 3 znaki nazwy leku')
  .max(100, 'Nazwa leku może mieć najwyżej 100 znaków');

/** GET /mppd/api/interactions/drugs. `isInternationalName` searches international names and substances. */
export const registerDrugSearchQuerySchema = z.object({
  drugName: z.string().max(100),
  isInternationalName: z.stringbool().optional().default(false),
  patientId: z.coerce.number().int().positive(),
  pageIndex: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(DRUG_SEARCH_PAGE_SIZE).default(DRUG_SEARCH_PAGE_SIZE),
});
export type RegisterDrugSearchQuery = z.input<typeof registerDrugSearchQuerySchema>;
export const registerDrugPageSchema = pageOf(registerDrugSchema).meta({ id: 'RegisterDrugPage' });
export type RegisterDrugPage = z.infer<typeof registerDrugPageSchema>;

export const takenDrugSources = ['PRESCRIPTION', 'RECORD'] as const;
export const takenDrugSourceSchema = z.enum(takenDrugSources);
export type TakenDrugSource = z.infer<typeof takenDrugSourceSchema>;

/** A drug the patient takes: from her prescription visits (PRESCRIPTION) or the clinic's record (RECORD). */
export const takenDrugSchema = registerDrugSchema
  .extend({
    sources: z.array(takenDrugSourceSchema).min(1),
    /** The latest date it was prescribed or recorded (YYYY-MM-DD), null when unknown. */
    lastDate: z.string().nullable(),
    /** Spec "drugPrescription": it came from a prescription. */
    drugPrescription: z.boolean(),
  })
  .meta({ id: 'TakenDrug' });
export type TakenDrug = z.infer<typeof takenDrugSchema>;
export const takenDrugsSchema = z.array(takenDrugSchema).meta({ id: 'TakenDrugs' });

export const takenDrugsParamsSchema = z.object({ patientId: idSchema });

// ------------------------------------------------------------------------------ console: the clinic's record

/** A note to a recorded drug ("od 2024 r., zalecenie kardiologa"). */
export const TAKEN_DRUG_NOTE_MAX = 500;

/** A drug the clinic recorded as taken by the patient (`patient_taken_drugs`): the register's package, when and with what note. */
export const clinicTakenDrugSchema = registerDrugSchema
  .extend({
    /** The record's own id (DELETE addresses it). */
    takenDrugId: z.number().int(),
    /** The day it was recorded (YYYY-MM-DD). */
    recordedOn: z.string(),
    note: z.string().nullable(),
    /** The member who recorded it and when; null for a record whose author is not known (made before authors were kept, by no member). */
    recordedBy: writtenBySchema.nullable(),
    /** False when a later register edition dropped the package: then only its name as recorded (no substances) is known. */
    inRegister: z.boolean(),
  })
  .meta({ id: 'ClinicTakenDrug' });
export type ClinicTakenDrug = z.infer<typeof clinicTakenDrugSchema>;
export const clinicTakenDrugsSchema = z.array(clinicTakenDrugSchema).meta({ id: 'ClinicTakenDrugs' });

/** POST /clinic/patients/{patientId}/taken-drugs. `recordedOn` defaults to the clinic's today and may not be later. */
export const clinicTakenDrugInputSchema = z.object({
  /** The package's id in the register in force (a search result's `id`). */
  packageId: z.string().trim().min(1, 'Wybierz lek z rejestru').max(64),
  recordedOn: isoDate('Podaj datę w formacie RRRR-MM-DD').optional(),
  note: z.string().trim().max(TAKEN_DRUG_NOTE_MAX, `Uwaga może mieć najwyżej ${TAKEN_DRUG_NOTE_MAX} znaków`).nullish(),
});
export type ClinicTakenDrugInput = z.input<typeof clinicTakenDrugInputSchema>;
export const clinicTakenDrugParamsSchema = z.object({ patientId: idSchema, takenDrugId: idSchema });

/** GET /clinic/drugs: the register search of the patient side without its patient (the console's picker). */
export const clinicDrugSearchQuerySchema = registerDrugSearchQuerySchema.omit({ patientId: true });
export type ClinicDrugSearchQuery = z.input<typeof clinicDrugSearchQuerySchema>;

// ------------------------------------------------------------------------------ the matrix

/** `blozIds` as a comma-separated list (a repeated parameter is accepted too): 2 to 30 distinct ids. */
const idListSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v),
  z
    .string()
    .max(2000)
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter((x) => x.length > 0))]),
);

export const interactionsQuerySchema = z.object({
  blozIds: idListSchema,
  patientId: z.coerce.number().int().positive(),
});
export type InteractionsQuery = z.input<typeof interactionsQuerySchema>;

export const interactionsPrintoutParamsSchema = z.object({
  patientId: idSchema,
  ids: idListSchema,
});

/** Spec "Interaction" ingredient: one active substance of one chosen drug. */
export const interactionIngredientSchema = z
  .object({
    /** The drug's id (BLOZ). */
    materialId: z.string(),
    materialName: z.string(),
    materialFullName: z.string(),
    /** Index of the drug in `drugs`. */
    materialIndex: z.number().int(),
    /** The register's substance id. */
    ingredientId: z.string(),
    ingredientName: z.string(),
    ingredientAmount: z.string().nullable(),
  })
  .meta({ id: 'InteractionIngredient' });
export type InteractionIngredient = z.infer<typeof interactionIngredientSchema>;

/** One ingredient pair of a drug pair with its severity, description and source. */
export const interactionSchema = z
  .object({
    ingredient1: interactionIngredientSchema,
    ingredient2: interactionIngredientSchema,
    scales: interactionSeveritySchema,
    desc: z.string(),
    /** Where the statement comes from ("ChPL Xarelto 4.5"). */
    source: z.string(),
  })
  .meta({ id: 'Interaction' });
export type Interaction = z.infer<typeof interactionSchema>;

/**
 * A cell of the matrix: drugs i < j (indexes in `drugs`). `severity` is the maximum over its
 * ingredient pairs; -1 (no information) when no pair is known; a drug with itself has no cell.
 * `interactions` is empty when the severity is not above none.
 */
export const interactionCellSchema = z
  .object({
    row: z.number().int(),
    column: z.number().int(),
    severity: interactionSeveritySchema,
    interactions: z.array(interactionSchema),
  })
  .meta({ id: 'InteractionCell' });
export type InteractionCell = z.infer<typeof interactionCellSchema>;

/** A recorded active allergy of the patient that matches an ingredient of a chosen drug (by substance id). */
export const drugAllergyFlagSchema = z
  .object({
    allergyId: z.number().int(),
    allergyName: z.string(),
    drugId: z.string(),
    drugName: z.string(),
    substanceId: z.string(),
    substanceName: z.string(),
  })
  .meta({ id: 'DrugAllergyFlag' });
export type DrugAllergyFlag = z.infer<typeof drugAllergyFlagSchema>;

export const interactionMatrixSchema = z
  .object({
    /** The chosen drugs in the order asked (ids unknown to the register are left out). */
    drugs: z.array(registerDrugSchema),
    /** Every pair i < j of `drugs`, row-major. */
    cells: z.array(interactionCellSchema),
    allergyFlags: z.array(drugAllergyFlagSchema),
    /** The highest severity of the whole matrix (-2 with fewer than two drugs). */
    maxSeverity: interactionSeveritySchema,
    /** The published editions the answer was computed from (null before any is published). */
    registerEdition: z.string().nullable(),
    interactionsEdition: z.string().nullable(),
  })
  .meta({ id: 'InteractionMatrix' });
export type InteractionMatrix = z.infer<typeof interactionMatrixSchema>;

// ------------------------------------------------------------------------------ console: editions

/** REGISTER: the URPL Rejestr Produktów Leczniczych XML; INTERACTIONS: the documented CSV of substance pairs. */
export const drugEditionKinds = ['REGISTER', 'INTERACTIONS'] as const;
export const drugEditionKindSchema = z.enum(drugEditionKinds);
export type DrugEditionKind = z.infer<typeof drugEditionKindSchema>;

/** DRAFT → PUBLISHED (the one in force) → SUPERSEDED when a newer one is published; a DRAFT may be discarded (deleted). */
export const drugEditionStates = ['DRAFT', 'PUBLISHED', 'SUPERSEDED'] as const;
export const drugEditionStateSchema = z.enum(drugEditionStates);
export type DrugEditionState = z.infer<typeof drugEditionStateSchema>;

/** Counts of a diff against the published edition of the same kind, with a few examples by name. */
export const drugEditionDiffPartSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** At most 20 names each ("Polpril 5 mg", "warfaryna + ibuprofen"). */
  addedExamples: z.array(z.string()),
  changedExamples: z.array(z.string()),
  removedExamples: z.array(z.string()),
});
export type DrugEditionDiffPart = z.infer<typeof drugEditionDiffPartSchema>;

export const drugEditionDiffSchema = z
  .object({
    /** REGISTER: products (with their packages and substances). */
    products: drugEditionDiffPartSchema.nullable(),
    /** INTERACTIONS: substance pairs. */
    pairs: drugEditionDiffPartSchema.nullable(),
  })
  .meta({ id: 'DrugEditionDiff' });
export type DrugEditionDiff = z.infer<typeof drugEditionDiffSchema>;

export const drugEditionSchema = z
  .object({
    id: z.number().int(),
    kind: drugEditionKindSchema,
    state: drugEditionStateSchema,
    fileName: z.string(),
    /** SHA-256 of the file: the same file twice is the same edition. */
    checksum: z.string(),
    /** Counts of the edition itself. */
    products: z.number().int(),
    packages: z.number().int(),
    substances: z.number().int(),
    pairs: z.number().int(),
    diff: drugEditionDiffSchema,
    uploadedAt: z.string(),
    uploadedBy: z.string().nullable(),
    publishedAt: z.string().nullable(),
    publishedBy: z.string().nullable(),
    /** True when the upload repeated an existing edition (nothing was loaded). */
    unchanged: z.boolean(),
  })
  .meta({ id: 'DrugEdition' });
export type DrugEdition = z.infer<typeof drugEditionSchema>;

export const drugEditionParamsSchema = z.object({ editionId: idSchema });
export const drugEditionListQuerySchema = z.object({
  kind: drugEditionKindSchema.optional(),
  pageIndex: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const drugEditionPageSchema = pageOf(drugEditionSchema).meta({ id: 'DrugEditionPage' });
export type DrugEditionPage = z.infer<typeof drugEditionPageSchema>;
