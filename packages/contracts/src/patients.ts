import { idSchema, patientParamsSchema } from './common';
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
    /** VERIFIED: the identity is confirmed (clinic, e-service); REQUESTED: it waits for the clinic. Decides what the person may edit (domain patientEditRules). */
    identityStatus: z.enum(['VERIFIED', 'REQUESTED']),
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

/** A link's state on the wire, as the spec writes it: P pending, C confirmed, J blocked, D deleted. */
export const linkStatusSchema = z.enum(['P', 'C', 'J', 'D']);
/** Stored as words (`PENDING`…), sent as the spec's letters. */
export const linkStatusLetters = { PENDING: 'P', CONFIRMED: 'C', BLOCKED: 'J', DELETED: 'D' } as const satisfies Record<
  string,
  z.infer<typeof linkStatusSchema>
>;

/**
 * One linked profile: GET patients/wards and patients/children (the signed-in guardian's wards and
 * children: the patient's names), patients/wardens and patients/parents (who acts for the signed-in
 * person's own record: the guardian account's names). `active`: the guardian may act for the patient
 * now — the link is confirmed and, for a child, the child is under 18.
 */
export const linkedProfileSchema = z
  .object({
    patientId: z.number().int(),
    accountId: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    role: z.enum(['WARD', 'CHILD']),
    status: linkStatusSchema,
    active: z.boolean(),
  })
  .meta({ id: 'LinkedProfile' });
export type LinkedProfile = z.infer<typeof linkedProfileSchema>;
export const linkedProfilesSchema = z.array(linkedProfileSchema);

/**
 * PUT patients/wardens: the ward (the signed-in person, `patientId` their own record) sets the state of
 * a warden's link: C confirms (only the ward can), J blocks, P sets it pending, D deletes it.
 */
export const wardenStatusChangeSchema = z.object({ patientId: idSchema, accountId: idSchema, status: linkStatusSchema });
export type WardenStatusChange = z.infer<typeof wardenStatusChangeSchema>;

/** DELETE patients/parents/{id}: `id` is the parent's account; the signed-in person's own record loses that parent. */
export const parentParamsSchema = z.object({ id: idSchema });

/** The spec's §8 messages of the warden list: a deletion, and a change naming the new status. */
export const wardenChangeMessages = {
  D: 'Usunięto opiekuna',
  C: 'Zmieniono status opiekuna na: potwierdzony',
  J: 'Zmieniono status opiekuna na: zablokowany',
  P: 'Zmieniono status opiekuna na: oczekujący',
} as const satisfies Record<z.infer<typeof linkStatusSchema>, string>;
