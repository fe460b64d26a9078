import { z } from './zod-pl';
import { idSchema, isoDate } from './common';

export const allergyCategories = ['food', 'medication', 'environment', 'biologic'] as const;
export const allergyCategorySchema = z.enum(allergyCategories);
export type AllergyCategory = z.infer<typeof allergyCategorySchema>;

export { MEDICATION_ALLERGY_TYPE } from '@portal/domain';

export const allergyDictionaryCodes = ['RODZAJ_ALERGII', 'ALERG_LEK', 'ALERG_POKARM', 'ALERG_INNE', 'ALERG_NASILENIE'] as const;
export const allergyDictionaryCodeSchema = z.enum(allergyDictionaryCodes);
export type AllergyDictionaryCode = z.infer<typeof allergyDictionaryCodeSchema>;

export const allergySchema = z
  .object({
    allergyId: z.number().int(),
    patientId: z.number().int(),
    allergyCode: z.string().nullable(),
    allergyName: z.string(),
    allergyTypeCode: z.string(),
    allergyTypeName: z.string(),
    allergyOccurrenceDate: z.string().nullable(),
    entryDate: z.string(),
    isActive: z.boolean(),
    isNotAllergic: z.boolean(),
    cured: z.boolean(),
    confirmed: z.boolean(),
    description: z.string().nullable(),
    degreeOfSeverityCode: z.string().nullable(),
    degreeOfSeverityName: z.string().nullable(),
    modUser: z.string().nullable(),
    allergyCategory: z.array(allergyCategorySchema),
    /** A medication typed by the patient, not found in the dictionary (no code). */
    enteredByPatient: z.boolean(),
    /** The active substances of a dictionary medication as the dictionary names them ("lidokaina + prylokaina"). */
    activeSubstance: z.string().nullable(),
  })
  .meta({ id: 'Allergy' });
export type Allergy = z.infer<typeof allergySchema>;

export const allergyParamsSchema = z.object({ patientId: idSchema, allergyId: idSchema });

/**
 * Body of create (POST) and update (PATCH). Status travels as isActive/cured (A: true/false,
 * N: false/false, W: false/true); both true at once is refused.
 */
export const allergyInputSchema = z
  .object({
    allergyTypeCode: z.string().trim().min(1, 'Wybierz rodzaj uczulenia').max(20),
    allergyCode: z.string().trim().max(40).nullish(),
    allergyName: z.string().trim().max(250).nullish(),
    allergyOccurrenceDate: isoDate('Podaj poprawną datę wystąpienia').nullish(),
    isActive: z.boolean(),
    cured: z.boolean(),
    isNotAllergic: z.boolean().default(false),
    description: z.string().trim().max(2000, 'Opis może mieć najwyżej 2000 znaków').nullish(),
    degreeOfSeverityCode: z.string().trim().max(20).nullish(),
    allergyCategory: z.array(allergyCategorySchema).min(1, 'Zaznacz przynajmniej jedną kategorię uczulenia').max(4),
    /**
     * The patient has seen the active allergies this one repeats (same name or a shared active
     * substance) and saves it anyway; without it such a save is refused with ALLERGY_DUPLICATE.
     */
    confirmDuplicate: z.boolean().default(false),
  });
export type AllergyInput = z.input<typeof allergyInputSchema>;

export const dictionaryItemRequestSchema = z
  .object({
    code: allergyDictionaryCodeSchema,
    maxRows: z.coerce.number().int().min(1).max(200).default(100),
    nameFilter: z.string().trim().max(100).optional().default(''),
  });
export type DictionaryItemRequest = z.input<typeof dictionaryItemRequestSchema>;

export const dictionaryItemSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Medications: the active substances of a product ("lidokaina + prylokaina"); null for a plain substance and other dictionaries. */
    activeSubstance: z.string().nullable(),
  })
  .meta({ id: 'DictionaryItem' });
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

/** One active allergy a new one repeats (domain `allergyDuplicatesOf`), as the duplicate check answers it. */
export const allergyDuplicateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    reason: z.enum(['NAME', 'SUBSTANCE']),
    substances: z.array(z.string()),
  })
  .meta({ id: 'AllergyDuplicate' });
export type AllergyDuplicateItem = z.infer<typeof allergyDuplicateSchema>;
