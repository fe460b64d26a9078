import { patientParamsSchema } from './common';
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

/**
 * DELETE /mpi/accounts/mpi-user/patients/{id} (spec: "delete ward or child profile"): the id is the
 * patient's; the answer is 204. The caller's link to the ward or child ends (status DELETED); the
 * patient record and everything recorded about the person stay.
 */
export const profileParamsSchema = patientParamsSchema;

/** Polish message of refusing to delete the account's own record as if it were a linked profile. */
export const OWN_PROFILE_NOT_DELETABLE = 'Nie można usunąć własnego profilu pacjenta. Usunąć można tylko profil podopiecznego lub dziecka.';
