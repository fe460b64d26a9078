import { z } from './zod-pl';

/*
 * Signing a declaration or consent through the public e-service (spec part 2 §4 "Consent", §7, §8
 * "Consents and signing"; issue 30). The e-service brings the browser back to the successUrl or
 * errorUrl the page gave, with `epuapstatus=ok` or `epuapstatus=error&reason=<code>`; the page shows
 * the spec's sentence and the reason's words.
 */

/** The spec's words for any signing failure (part 2 §8), word for word. */
export const SIGNING_ERROR_MESSAGE = 'Podczas podpisywania dokumentu wystąpił błąd.';

/** Why a signature was refused (the `reason` of an errorUrl). */
export const signingFailureReasons = [
  'CANCELLED',
  'REQUEST_INVALID',
  'SIGNATURE_INVALID',
  'CONTENT_CHANGED',
  'CERTIFICATE_UNTRUSTED',
  'CERTIFICATE_EXPIRED',
  'SIGNER_NOT_ALLOWED',
  'DOCUMENT_STATE',
  'SERVICE_UNAVAILABLE',
] as const;
export type SigningFailureReason = (typeof signingFailureReasons)[number];
export const signingFailureReasonSchema = z.enum(signingFailureReasons);

/** The Polish words of each reason, after SIGNING_ERROR_MESSAGE (the web has them in i18n, in three languages). */
export const signingFailureMessages: Record<SigningFailureReason, string> = {
  CANCELLED: 'Podpisywanie zostało anulowane w usłudze podpisu.',
  REQUEST_INVALID: 'Żądanie podpisu wygasło albo zostało już wykorzystane. Rozpocznij podpisywanie ponownie.',
  SIGNATURE_INVALID: 'Podpis dokumentu jest nieprawidłowy.',
  CONTENT_CHANGED: 'Podpisany dokument różni się od dokumentu wystawionego w portalu.',
  CERTIFICATE_UNTRUSTED: 'Certyfikat podpisu nie pochodzi od zaufanego wystawcy.',
  CERTIFICATE_EXPIRED: 'Certyfikat podpisu wygasł albo nie był jeszcze ważny w chwili podpisu.',
  SIGNER_NOT_ALLOWED: 'Dokument podpisała osoba, która nie może podpisać go w imieniu pacjenta.',
  DOCUMENT_STATE: 'Tego dokumentu nie można już podpisać.',
  SERVICE_UNAVAILABLE: 'Usługa podpisu jest teraz niedostępna. Spróbuj ponownie później.',
};

/** The query the e-service's answer brings back to the page. */
export const epuapStatusValues = ['ok', 'error'] as const;

/** The query parameters the e-service's return adds to the page's address. */
export const EPUAP_STATUS_PARAM = 'epuapstatus';
export const SIGNING_REASON_PARAM = 'reason';

/**
 * Where an answer goes that names no request the portal knows (a forged or damaged token, so no
 * errorUrl to return to): the public e-service result page, with the signing's text set (`type=sign`)
 * and `epuapstatus=error&reason=REQUEST_INVALID` added.
 */
export const SIGNING_FALLBACK_ERROR_PATH = '/epuap/error?type=sign';

/**
 * POST /api/mpi/e-sign/confirm: the e-service's answer, a form the browser posts from the e-service's
 * page (urlencoded). `token` is the portal's request token the e-service got with the document;
 * `result` SIGNED with `document`, the signed XML (base64 of its UTF-8 bytes), or CANCELLED.
 */
export const eSignConfirmFormSchema = z
  .object({
    token: z.string().max(200).optional(),
    result: z.string().max(20).optional(),
    document: z.string().max(1_400_000).optional(),
  })
  .meta({ id: 'ESignConfirmForm' });
export type ESignConfirmForm = z.infer<typeof eSignConfirmFormSchema>;
