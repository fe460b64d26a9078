import { bodyIdSchema, idSchema } from './common';
import { newPasswordSchema } from './accounts';
import { staffRoleSchema } from './clinic-auth';
import { pageOf, pageQuerySchema } from './lists';
import { z } from './zod-pl';

/**
 * The clinic console's staff management (ADMIN only, routes under /api/clinic/staff). A member limited
 * to units is managed only by an administrator whose units hold all of hers; a member of every unit
 * (no units listed) only by an administrator of every unit.
 */

export const STAFF_LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{2,49}$/i;

export const staffLoginSchema = z
  .string()
  .trim()
  .min(3, 'Login musi mieć co najmniej 3 znaki')
  .max(50, 'Login może mieć najwyżej 50 znaków')
  .regex(STAFF_LOGIN_PATTERN, 'Login może zawierać tylko litery bez polskich znaków, cyfry, kropkę, podkreślenie i myślnik, i musi zaczynać się literą lub cyfrą');

const personName = (required: string) => z.string().trim().min(1, required).max(100, 'Najwyżej 100 znaków');

const staffRolesSchema = z
  .array(staffRoleSchema)
  .min(1, 'Wybierz co najmniej jedną rolę')
  .refine((roles) => new Set(roles).size === roles.length, 'Role nie mogą się powtarzać');

/** The units a member is limited to; an empty list: every unit. */
const unitIdsSchema = z
  .array(bodyIdSchema)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'Jednostki nie mogą się powtarzać');

const emailSchema = z.email('Podaj poprawny adres e-mail').max(254).nullable();

export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    login: z.string(),
    name: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    roles: z.array(staffRoleSchema),
    /** The units the member is limited to; empty: every unit. */
    units: z.array(z.object({ id: z.number().int(), name: z.string() })),
    practitionerId: z.number().int().nullable(),
    /** Role PARTNER: the partner she works for and, when named, the person of its personnel she is. */
    partner: z.object({ id: z.number().int(), name: z.string(), personnelId: z.number().int().nullable(), personName: z.string().nullable() }).nullable(),
    active: z.boolean(),
    /** The second factor is set up (false: the next sign-in scans a new QR code). */
    secondFactorEnrolled: z.boolean(),
    mustChangePassword: z.boolean(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /clinic/staff: by last name, name, id; `q` a prefix of the login, the name or the last name. */
export const staffListQuerySchema = pageQuerySchema({ default: 20, max: 100 }).extend({
  q: z.string().trim().max(100).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export const staffPageSchema = pageOf(staffMemberSchema).meta({ id: 'StaffPage' });

export const staffIdParamsSchema = z.object({ staffId: idSchema });

/** PUT /clinic/staff/:staffId: everything but the login and the password. */
export const staffUpdateSchema = z
  .object({
    name: personName('Podaj imię'),
    lastName: personName('Podaj nazwisko'),
    email: emailSchema,
    roles: staffRolesSchema,
    unitIds: unitIdsSchema,
    practitionerId: bodyIdSchema.nullable(),
    /** Role PARTNER (given alone): her partner (required) and optionally one person of its personnel. */
    partnerId: bodyIdSchema.nullable().optional().transform((v) => v ?? null),
    partnerPersonnelId: bodyIdSchema.nullable().optional().transform((v) => v ?? null),
  })
  .meta({ id: 'StaffUpdate' });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

/** POST /clinic/staff: a new member, who must change the temporary password at the first sign-in. */
export const staffCreateSchema = z
  .object({
    login: staffLoginSchema,
    name: personName('Podaj imię'),
    lastName: personName('Podaj nazwisko'),
    email: emailSchema.optional().transform((v) => v ?? null),
    roles: staffRolesSchema,
    unitIds: unitIdsSchema,
    practitionerId: bodyIdSchema.nullable().optional().transform((v) => v ?? null),
    partnerId: bodyIdSchema.nullable().optional().transform((v) => v ?? null),
    partnerPersonnelId: bodyIdSchema.nullable().optional().transform((v) => v ?? null),
    temporaryPassword: newPasswordSchema,
  })
  .meta({ id: 'StaffCreate' });
export type StaffCreate = z.input<typeof staffCreateSchema>;

/** POST /clinic/staff/:staffId/password: a temporary password the member must change at the next sign-in. */
export const staffTemporaryPasswordSchema = z.object({ temporaryPassword: newPasswordSchema }).meta({ id: 'StaffTemporaryPassword' });
export type StaffTemporaryPassword = z.infer<typeof staffTemporaryPasswordSchema>;

/** PUT /clinic/auth/password: the member's own change, with the current password (the patients' rules for the new one). */
export const staffPasswordChangeSchema = z
  .object({
    oldPassword: z.string().min(1, 'Podaj obecne hasło').max(256),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'StaffPasswordChange' });
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;
