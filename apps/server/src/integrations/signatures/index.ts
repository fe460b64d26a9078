/**
 * Electronic signatures on documents a person hands in (POST /mpi/accounts/signatures/verify): does
 * the file carry a valid signature, made with a certificate the portal trusts, and who signed it?
 *
 * The format is an enveloped XML signature (XMLDSig, as XAdES-BES builds on it — what Profil Zaufany
 * and qualified signature tools produce for XML): one `ds:Signature` inside the signed document, its
 * one reference the whole document (URI "", enveloped-signature + exclusive canonicalisation),
 * RSA-SHA256 / SHA-256, the signer's certificate in `ds:KeyInfo/ds:X509Data`. The signer is
 * identified by the certificate subject's serialNumber `PNOPL-<PESEL>` (ETSI EN 319 412-1 semantics
 * identifier, as Polish qualified certificates carry it). The signed document must be the portal's
 * authorisation statement (root `UpowaznienieKonta` in `AUTHORISATION_NAMESPACE`), so a signature
 * made for something else cannot be replayed here.
 *
 * Adapters (chosen in compose.ts `createDeps`):
 * - `local.ts` (demo): trusts only the e-service simulator's own certification authority, generated
 *   in memory at the first use, and signs documents for the simulator's page.
 * - `xades.ts` `createXmlSignatureVerifier(anchors)` is the verification itself; production passes the
 *   trust anchors of the national trust list (see README.md: we do not have them in this build).
 */

/** What a verification found. Never thrown: a bad file is a negative answer. */
export type SignatureCheck =
  | {
      verified: true;
      /** The signer's PESEL from the certificate (serialNumber PNOPL-…). */
      nationalId: string;
      /** The signer's names from the certificate (givenName, surname), when it has them. */
      name: string | null;
      lastName: string | null;
      signedAt: Date | null;
    }
  | { verified: false; reason: SignatureRejection };

export type SignatureRejection =
  /** Not an XML document with exactly one enveloped signature over the whole document. */
  | 'MALFORMED'
  /** The signature or a digest does not match the bytes: the document was altered. */
  | 'BAD_SIGNATURE'
  /** The certificate is not issued by a trusted authority, or not valid now. */
  | 'UNTRUSTED'
  /** The signed document is not the portal's authorisation statement. */
  | 'WRONG_DOCUMENT'
  /** The certificate names no PESEL. */
  | 'NO_IDENTITY';

export interface SignatureVerifier {
  /** The file types (extensions) the verifier reads: uploads of other types are refused before it runs. */
  readonly fileTypes: readonly string[];
  verify(document: Buffer, now: Date): Promise<SignatureCheck>;
}

/** The person a simulated signature is made for. */
export interface SigningPerson {
  nationalId: string;
  name: string;
  lastName: string;
}

/** Demo only: the simulated signing service behind the /sim/epuap/sign page. */
export interface SigningSimulator {
  /** The portal's authorisation statement for the person, signed with a certificate of the simulator's CA. */
  signAuthorisation(person: SigningPerson, now: Date): Promise<string>;
}

export interface Signatures {
  verifier: SignatureVerifier;
  /** Present in demo mode only. */
  simulator: SigningSimulator | null;
}

/** The namespace and root of the authorisation statement the portal accepts signed. */
export const AUTHORISATION_NAMESPACE = 'urn:portal-pacjenta:upowaznienie-konta:1';
export const AUTHORISATION_ROOT = 'UpowaznienieKonta';
