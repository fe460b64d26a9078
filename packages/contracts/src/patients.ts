import { z } from './zod-pl';

export const genderSchema = z.enum(['MALE', 'FEMALE', 'UNKNOWN']);
export const patientRoleSchema = z.enum(['PATIENT', 'WARD', 'CHILD']);

export const patientSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    middleName: z.string().nullable(),
    birthDate: z.string().nullable(),
    gender: genderSchema,
    authorized: z.boolean(),
    role: patientRoleSchema,
    identity: z.object({
      nationalIdentificationNumber: z.string().nullable(),
      documentNumber: z.string().nullable(),
      countryCode: z.string().nullable(),
    }),
    address: z.object({
      countryCode: z.string().nullable(),
      city: z.string().nullable(),
      street: z.string().nullable(),
      houseNumber: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
    attachments: z.array(z.object({ id: z.number().int(), filename: z.string(), type: z.string() })),
    insurers: z.array(z.string()),
  })
  .meta({ id: 'Patient' });
export type Patient = z.infer<typeof patientSchema>;
