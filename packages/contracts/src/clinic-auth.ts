import { z } from './zod-pl';

/**
 * The clinic console's staff identity (apps/clinic, routes under /api/clinic). Separate from patients':
 * its own table, its own cookie (pp_clinic), a mandatory TOTP second factor.
 */
/** The clinic's own roles: "every member of the clinic" in a route's or a menu's roles. */
export const staffRoleValues = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const;
/**
 * A partner organisation's staff member (issue 30 item 5): tied to one partner (and maybe one person of
 * its personnel), given alone, she sees only the documents patients share with that partner.
 */
export const PARTNER_ROLE = 'PARTNER' as const;
/** Every role a member may hold: the clinic's and the partner's. */
export const everyStaffRoleValues = [...staffRoleValues, PARTNER_ROLE] as const;
export const staffRoleSchema = z.enum(everyStaffRoleValues).meta({ id: 'StaffRole' });
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** POST /clinic/auth/sign-in: login and password (the first step). */
export const staffSignInSchema = z
  .object({
    login: z.string().trim().min(1, 'Podaj login').max(100),
    password: z.string().min(1, 'Podaj hasło').max(200),
  })
  .meta({ id: 'StaffSignIn' });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/**
 * The first step's answer: what comes next — CODE (a 6-digit code from the authenticator app, or a
 * recovery code) or ENROL (first sign-in, or the second factor was reset: scan a QR code first) — and
 * `challenge`, a short-lived signed statement of the passed password step the next call takes back.
 */
export const staffSignInStepSchema = z
  .object({
    next: z.enum(['CODE', 'ENROL']),
    challenge: z.string(),
  })
  .meta({ id: 'StaffSignInStep' });
export type StaffSignInStep = z.infer<typeof staffSignInStepSchema>;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Kod składa się z 6 cyfr');

/** POST /clinic/auth/code: the code of the authenticator app, or one of the recovery codes. */
export const staffCodeSchema = z
  .object({
    challenge: z.string().min(1).max(500),
    code: totpCode.optional(),
    recoveryCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recoveryCode), { message: 'Podaj kod z aplikacji albo kod zapasowy', path: ['code'] })
  .meta({ id: 'StaffCode' });
export type StaffCode = z.infer<typeof staffCodeSchema>;

/** POST /clinic/auth/enrolment: a new secret for the member of the challenge, as a QR code and as text. */
export const staffEnrolmentRequestSchema = z.object({ challenge: z.string().min(1).max(500) }).meta({ id: 'StaffEnrolmentRequest' });
export const staffEnrolmentSchema = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as an SVG QR code (the markup of an <svg> element, safe to show as an image). */
    qrSvg: z.string(),
  })
  .meta({ id: 'StaffEnrolment' });
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/** POST /clinic/auth/enrolment/confirm: the first code from the app proves the secret was scanned. */
export const staffEnrolmentConfirmSchema = z.object({ challenge: z.string().min(1).max(500), code: totpCode }).meta({ id: 'StaffEnrolmentConfirm' });
/** Its answer (and the session cookie): ten single-use recovery codes, shown once. */
export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) }).meta({ id: 'StaffRecoveryCodes' });
export type StaffRecoveryCodes = z.infer<typeof staffRecoveryCodesSchema>;

/** GET /clinic/auth/me: the signed-in member. */
export const staffMeSchema = z
  .object({
    id: z.number().int(),
    login: z.string(),
    name: z.string(),
    lastName: z.string(),
    roles: z.array(staffRoleSchema),
    /** The units the member is limited to; empty: every unit. */
    units: z.array(z.object({ id: z.number().int(), name: z.string() })),
    practitionerId: z.number().int().nullable(),
    /** A partner's staff member (role PARTNER): her partner and, when named, the person of its personnel she is. */
    partner: z.object({ id: z.number().int(), name: z.string(), personnelId: z.number().int().nullable(), personName: z.string().nullable() }).nullable(),
    recoveryCodesLeft: z.number().int(),
    /** The password is a temporary one an administrator set: the console shows only the change of it. */
    mustChangePassword: z.boolean(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** POST /clinic/auth/recovery-codes: a new set of ten, the old ones voided; a current code of the app proves the second factor. */
export const staffNewRecoveryCodesSchema = z.object({ code: totpCode }).meta({ id: 'StaffNewRecoveryCodes' });
export type StaffNewRecoveryCodes = z.infer<typeof staffNewRecoveryCodesSchema>;

/**
 * GET /clinic/dashboard: what waits for the clinic, one entry per queue the member's roles see
 * (IDENTITIES: identities to confirm; later modules add theirs). `path`: the console page of the queue.
 */
export const clinicQueueSchema = z
  .object({
    key: z.string(),
    count: z.number().int(),
    path: z.string(),
  })
  .meta({ id: 'ClinicQueue' });
export const clinicDashboardSchema = z.object({ queues: z.array(clinicQueueSchema) }).meta({ id: 'ClinicDashboard' });
export type ClinicDashboard = z.infer<typeof clinicDashboardSchema>;
