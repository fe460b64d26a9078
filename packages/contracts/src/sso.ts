import { bodyIdSchema } from './common';
import { z } from './zod-pl';

/*
 * Sign-in without a password (public e-service, single-sign-on token), account merge and
 * notification links (spec part 1 §2, §4 "Sign-in", §7 "Partners, single sign-on", §8).
 */

/** How long a single-sign-on token of POST /mpi/sso/generate can be used (once). */
export const SSO_TOKEN_TTL_MS = 2 * 60_000;
/** Cookie in which the SPA hands a single-sign-on token to another application of the provider. */
export const SSO_COOKIE_NAME = 'ssotoken';

export const ssoGenerateRequestSchema = z.object({
  /** Must be the signed-in account's own id; any other id is answered like an unknown one (404). */
  userId: bodyIdSchema,
  /** The caller's own reference of its session, kept with the token for the audit trail. */
  sessionId: z.string().trim().min(1, 'Podaj identyfikator sesji').max(200),
});
export type SsoGenerateRequest = z.infer<typeof ssoGenerateRequestSchema>;

/** POST /mpi/accounts/login/sso-token: sign-in with a token of POST /mpi/sso/generate. */
export const ssoTokenLoginRequestSchema = z.object({
  token: z.string().trim().min(1, 'Brak tokenu logowania').max(200),
});
export type SsoTokenLoginRequest = z.infer<typeof ssoTokenLoginRequestSchema>;

/** POST /mpi/accounts/mpi-user/account-to-merge: the other account's credentials. */
export const mergeAccountRequestSchema = z.object({
  username: z.string().trim().min(1, 'Podaj login').max(254),
  password: z.string().min(1, 'Podaj hasło').max(256),
});
export type MergeAccountRequest = z.infer<typeof mergeAccountRequestSchema>;

export const notificationTargets = ['CLINICAL_DOCUMENTS', 'MESSAGES', 'MAIN', 'DOCUMENT_REQUESTS', 'BOOKINGS'] as const;
export type NotificationTargetKind = (typeof notificationTargets)[number];

/** Where the link of a notice (/login?nguid=…) takes its reader. */
export const notificationTargetSchema = z
  .object({
    target: z.enum(notificationTargets),
    /** The clinical document's context id (target CLINICAL_DOCUMENTS), or the message's id (target MESSAGES). */
    contextId: z.string().nullable(),
    patientId: z.number().int().nullable(),
  })
  .meta({ id: 'NotificationTarget' });
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/** Any text: a malformed guid is answered 404 exactly like an unknown or a stranger's one. */
export const notificationParamsSchema = z.object({ guid: z.string().max(100) });

const contextValue = z.string().trim().max(64).optional();

/**
 * Where the person goes after signing in through the public e-service: the booking context of /login
 * (service, orgUnit, employee, occupation) and a notification guid (nguid).
 */
export const eServiceSignInQuerySchema = z.object({
  service: contextValue,
  orgUnit: contextValue,
  employee: contextValue,
  occupation: contextValue,
  nguid: contextValue,
});
export type EServiceSignInQuery = z.infer<typeof eServiceSignInQuerySchema>;

/** What the e-service posts back to /mpi/epuap/sso-confirm (SAML 2.0 HTTP-POST binding). */
export const eServiceResponseFormSchema = z.object({
  SAMLResponse: z.string().max(20_000).optional(),
  RelayState: z.string().max(1_000).optional(),
});

/** The e-service's single-logout reference (/mpi/epuap/slo/{param}). */
export const eServiceLogoutParamsSchema = z.object({ param: z.string().max(200) });
/**
 * The e-service's signed logout request beside it (SAML HTTP-Redirect binding); without it, or when
 * it does not hold, the single logout ends nothing.
 */
export const eServiceLogoutQuerySchema = z.object({ SAMLRequest: z.string().max(8_000).optional() });

/** Codes of /epuap/error: 3 the account is blocked, 2 any other failure of the e-service sign-in. */
export const E_SERVICE_ERROR_BLOCKED = '3';
export const E_SERVICE_ERROR_FAILED = '2';
