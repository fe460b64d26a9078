import { normalizeNpwz, normalizePolishPhone, npwzIssue, polishPhoneIssue } from '@portal/domain';
import { idSchema, storedTranslationSchema, translationSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import {
  degreeSchema,
  npwzIssueMessages,
  occupationSchema,
  organisationMessages,
  polishPhoneIssueMessages,
  primaryCareRoleMismatchMessage,
  primaryCareRoleOccupation,
  primaryCareRoleSchema,
  serviceTypeSchema,
} from './organisation-lists';
import { optionalEmailSchema, personNameSchema } from './registration';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * The requests and answers of the clinic console's organisation routes (fixed lists and messages:
 * organisation-lists.ts).
 */

/** A query-string flag: "true" or "false". */
const flagQuery = z.enum(['true', 'false'], 'Podaj true albo false').transform((v) => v === 'true');
/** A search fragment: blank means no filter. */
const searchQuery = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Może mieć najwyżej ${characters(max)}`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);

/** A list of ids without repeats, at least one. */
const unitIdsSchema = z
  .array(idSchema, 'Wybierz co najmniej jedną jednostkę')
  .min(1, 'Wybierz co najmniej jedną jednostkę')
  .max(50)
  .transform((ids) => [...new Set(ids)]);

/** The code of a unit or a service as shown in lists: letters, digits, dot, hyphen, underscore, slash. */
const codeSchema = (label: string) =>
  z
    .string({ error: `Podaj kod ${label}` })
    .trim()
    .min(1, `Podaj kod ${label}`)
    .max(30, 'Kod może mieć najwyżej 30 znaków')
    .regex(/^[\p{L}\d._/-]*$/u, 'Kod może zawierać tylko litery, cyfry, kropkę, łącznik, podkreślenie i ukośnik');

/** The unit's phone as typed; kept as E.164 (+48…), shown the Polish way. */
export const polishPhoneSchema = z
  .string({ error: 'Podaj numer telefonu' })
  .trim()
  .min(1, 'Podaj numer telefonu')
  .max(32, 'Numer telefonu jest za długi')
  .superRefine((value, ctx) => {
    const issue = polishPhoneIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: polishPhoneIssueMessages[issue] });
  })
  .transform((v) => normalizePolishPhone(v) ?? v);

// ---------------------------------------------------------------------------------------------- units

export const unitParamsSchema = z.object({ unitId: idSchema });

export const unitInputSchema = z
  .object({
    name: requiredText('Podaj nazwę jednostki', 200),
    code: codeSchema('jednostki'),
    city: requiredText('Podaj miejscowość', 100),
    street: requiredText('Podaj ulicę', 150),
    houseNumber: requiredText('Podaj numer domu', 20),
    apartmentNumber: optionalText(20),
    postalCode: z
      .string({ error: 'Podaj kod pocztowy' })
      .trim()
      .regex(/^\d{2}-\d{3}$/, 'Kod pocztowy ma postać NN-NNN, np. 30-418'),
    phone: polishPhoneSchema,
    email: optionalEmailSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'UnitForm' });
export type UnitInput = z.input<typeof unitInputSchema>;
export type UnitWrite = z.output<typeof unitInputSchema>;

const origin = {
  /** The system of record: PORTAL for the console's rows. */
  system: z.string(),
  /** The row's id in an external HIS (null for the console's own rows). */
  externalId: z.string().nullable(),
};

export const unitSchema = z
  .object({
    id: z.number().int(),
    ...origin,
    name: z.string(),
    code: z.string(),
    city: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    apartmentNumber: z.string().nullable(),
    postalCode: z.string(),
    /** E.164, e.g. +48122654010. */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'Unit' });
export type Unit = z.infer<typeof unitSchema>;

export const unitListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  /** A fragment of the name, code or city. */
  q: searchQuery,
  active: flagQuery.optional(),
});
export type UnitListQuery = z.output<typeof unitListQuerySchema>;
export const unitPageSchema = pageOf(unitSchema).meta({ id: 'UnitPage' });

/** A unit as other rows name it. */
export const unitRefSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() }).meta({ id: 'UnitRef' });
export type UnitRef = z.infer<typeof unitRefSchema>;

// -------------------------------------------------------------------------------------- practitioners

export const practitionerParamsSchema = z.object({ practitionerId: idSchema });

const specialityCodesSchema = z
  .array(z.string().trim().min(1).max(60), 'Oczekiwano listy specjalności')
  .max(10, 'Można wybrać najwyżej 10 specjalności')
  .transform((codes) => [...new Set(codes)]);

export const practitionerInputSchema = z
  .object({
    name: personNameSchema('Podaj imię'),
    lastName: personNameSchema('Podaj nazwisko'),
    degree: degreeSchema.nullish().transform((v) => v ?? null),
    occupation: occupationSchema,
    specialities: specialityCodesSchema.default([]),
    /** NPWZ: checked by occupation (domain npwz.ts); kept without spaces, letters upper-case. */
    practiceNumber: z
      .string()
      .max(30, 'Numer prawa wykonywania zawodu jest za długi')
      .nullish()
      .transform((v) => normalizeNpwz(v) || null),
    primaryCareRoles: z
      .array(primaryCareRoleSchema)
      .max(3)
      .default([])
      .transform((roles) => [...new Set(roles)]),
    unitIds: unitIdsSchema,
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const issue = npwzIssue(v.practiceNumber, v.occupation);
    if (issue) ctx.addIssue({ code: 'custom', path: ['practiceNumber'], message: npwzIssueMessages[issue] });
    v.primaryCareRoles.forEach((role, i) => {
      if (primaryCareRoleOccupation[role] !== v.occupation) {
        ctx.addIssue({ code: 'custom', path: ['primaryCareRoles', i], message: primaryCareRoleMismatchMessage(role) });
      }
    });
  })
  .meta({ id: 'PractitionerForm' });
export type PractitionerInput = z.input<typeof practitionerInputSchema>;
export type PractitionerWrite = z.output<typeof practitionerInputSchema>;

export const practitionerSchema = z
  .object({
    id: z.number().int(),
    ...origin,
    name: z.string(),
    lastName: z.string(),
    degree: degreeSchema.nullable(),
    occupation: occupationSchema,
    /** Codes of the SPECJALNOSCI dictionary. */
    specialities: z.array(z.string()),
    practiceNumber: z.string().nullable(),
    primaryCareRoles: z.array(primaryCareRoleSchema),
    /** The units the practitioner works in (those the signed-in member may see). */
    units: z.array(unitRefSchema),
    active: z.boolean(),
  })
  .meta({ id: 'Practitioner' });
export type Practitioner = z.infer<typeof practitionerSchema>;

export const practitionerListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  /** The start of the last name or first name, or the practice number. */
  q: searchQuery,
  unitId: idSchema.optional(),
  occupation: occupationSchema.optional(),
  primaryCareRole: primaryCareRoleSchema.optional(),
  speciality: z.string().trim().min(1).max(60).optional(),
  active: flagQuery.optional(),
});
export type PractitionerListQuery = z.output<typeof practitionerListQuerySchema>;
export const practitionerPageSchema = pageOf(practitionerSchema).meta({ id: 'PractitionerPage' });

/** "lek. Tomasz Lewandowski". */
export const practitionerDisplayName = (p: { degree: string | null; name: string; lastName: string }) =>
  [p.degree, p.name, p.lastName].filter(Boolean).join(' ');

// ------------------------------------------------------------------------------------------- services

export const serviceParamsSchema = z.object({ serviceId: idSchema });

/**
 * A price in PLN travels as a string with two decimals ("250.00"), exactly as the database keeps it
 * (no binary fractions on the way). The input also takes "250", "250.5" and "250,50"; the answer is
 * always "250.00", or null for an NFZ-funded service.
 */
const priceInput = z
  .string()
  .trim()
  .max(14, organisationMessages.priceFormat)
  .nullish()
  .transform((v) => (v ? v.replace(',', '.') : null));

export const serviceInputSchema = z
  .object({
    code: codeSchema('świadczenia'),
    name: requiredText('Podaj nazwę świadczenia', 200),
    nameEn: translationSchema(200),
    nameUk: translationSchema(200),
    type: serviceTypeSchema,
    /** A code of the SPECJALNOSCI dictionary, or null (a service of no particular speciality). */
    speciality: z
      .string()
      .trim()
      .max(60)
      .nullish()
      .transform((v) => v || null),
    commercial: z.boolean('Wskaż, czy świadczenie jest komercyjne'),
    price: priceInput,
    durationMinutes: z
      .number('Podaj czas trwania w minutach')
      .int('Czas trwania podaj w pełnych minutach')
      .min(5, 'Świadczenie trwa co najmniej 5 minut')
      .max(240, 'Świadczenie trwa najwyżej 240 minut'),
    unitIds: unitIdsSchema,
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.commercial) {
      if (v.price !== null) ctx.addIssue({ code: 'custom', path: ['price'], message: organisationMessages.priceForbidden });
      return;
    }
    if (v.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: organisationMessages.priceRequired });
    else if (!/^\d{1,8}(\.\d{1,2})?$/.test(v.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: organisationMessages.priceFormat });
    else if (Number(v.price) <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: organisationMessages.pricePositive });
  })
  .transform((v) => ({ ...v, price: v.price === null ? null : Number(v.price).toFixed(2) }))
  .meta({ id: 'ServiceForm' });
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceWrite = z.output<typeof serviceInputSchema>;

export const serviceSchema = z
  .object({
    id: z.number().int(),
    ...origin,
    code: z.string(),
    name: z.string(),
    nameEn: storedTranslationSchema,
    nameUk: storedTranslationSchema,
    type: serviceTypeSchema,
    speciality: z.string().nullable(),
    commercial: z.boolean(),
    /** PLN with two decimals ("250.00"); null for an NFZ-funded service. */
    price: z.string().nullable(),
    durationMinutes: z.number().int(),
    units: z.array(unitRefSchema),
    active: z.boolean(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

export const serviceListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  /** A fragment of the name, or the start of the code. */
  q: searchQuery,
  unitId: idSchema.optional(),
  type: serviceTypeSchema.optional(),
  speciality: z.string().trim().min(1).max(60).optional(),
  commercial: flagQuery.optional(),
  active: flagQuery.optional(),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;
export const servicePageSchema = pageOf(serviceSchema).meta({ id: 'ServicePage' });

// --------------------------------------------------------------------------------------- dictionaries

const codeName = <T extends z.ZodType>(code: T) => z.object({ code, name: z.string() });

/** GET /clinic/organisation/dictionaries: what the console's forms offer. */
export const organisationDictionariesSchema = z
  .object({
    specialities: z.array(codeName(z.string())),
    degrees: z.array(degreeSchema),
    occupations: z.array(codeName(occupationSchema)),
    primaryCareRoles: z.array(codeName(primaryCareRoleSchema).extend({ occupation: occupationSchema })),
    serviceTypes: z.array(codeName(serviceTypeSchema)),
  })
  .meta({ id: 'OrganisationDictionaries' });
export type OrganisationDictionaries = z.infer<typeof organisationDictionariesSchema>;
