import { z } from './zod-pl';
import { idSchema } from './common';

/*
 * Printouts of the account area and the verification of an electronically signed document
 * (server module `authorisation`).
 */

/** GET /mpi/accounts/mpi-user/copy-data/{patientId}/printout: a patient the account may act for. */
export const copyDataParamsSchema = z.object({ patientId: idSchema });
/** GET /mpi/accounts/authorize/{id}: `id` is the signed-in account's own id (any other id: 404). */
export const authorizeParamsSchema = z.object({ id: idSchema });

/** Why a signature did not verify (see the server's integrations/signatures). */
export const signatureRejections = ['MALFORMED', 'BAD_SIGNATURE', 'UNTRUSTED', 'WRONG_DOCUMENT', 'NO_IDENTITY', 'OTHER_PERSON'] as const;

/**
 * POST /mpi/accounts/signatures/verify answers 200 with the outcome: `verified` true only when a file
 * carries a valid signature of the account's own person (the PESEL of the certificate is the PESEL of
 * the account's own record); then the account is AUTHORIZED. A negative outcome is not an error.
 */
export const signatureVerificationSchema = z
  .object({
    verified: z.boolean(),
    /** Why not, when not verified (of the last file tried). */
    reason: z.enum(signatureRejections).nullable(),
  })
  .meta({ id: 'SignatureVerification' });
export type SignatureVerification = z.infer<typeof signatureVerificationSchema>;

/** The file types a signed document comes in (an enveloped XML signature, as Profil Zaufany makes it). */
export const signatureFileTypes = ['xml'] as const;

/** The spec's messages (part 1 §5, §8; NOTES fixes "porawnie"). */
export const signatureMessages = {
  noAttachment: 'Nie dodano załącznika',
  verified: 'Podpis zweryfikowany poprawnie',
  rejected: 'Podpis zweryfikowany negatywnie',
} as const;
