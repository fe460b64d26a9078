/**
 * Signing a portal document (a declaration, a consent) through the public e-service — the trusted
 * profile's signing service (podpis zaufany, ePUAP / Profil Zaufany) — and verifying what it returns.
 *
 * The portal never holds the person's key. It hands the document's XML to the e-service with a
 * request token and its own return address and sends the browser to the address the e-service answers
 * (`ESignatureService.signingUrl`); the person signs (or cancels) on the e-service's page; the
 * e-service brings the browser back to the portal's `/api/mpi/e-sign/confirm` with its answer, which
 * carries the token unchanged (`readAnswer`). The portal verifies the signed XML itself
 * (`SignatureVerifier`, `xades.ts`): one enveloped XAdES-BES signature over the whole document, the
 * signer's certificate chained to the configured trust anchors and valid now, the signer named by the
 * certificate subject's serialNumber `PNOPL-<PESEL>` (ETSI EN 319 412-1, as Polish qualified and
 * trusted-profile certificates carry it). Whether that content and that signer may sign the document is
 * modules/e-signing's judgement, not the adapter's.
 *
 * Chosen in compose.ts `createDeps`:
 * - demo mode: `local.ts`, a simulator with its own certification authority and its page
 *   /sim/epuap/sign-document (modules/e-signing), trusting its CA (and E_SIGNATURE_TRUST_ANCHORS);
 * - production mode: no `service` until an adapter for the real service exists (README.md), so
 *   signing answers the page's error address at once; the verifier trusts E_SIGNATURE_TRUST_ANCHORS.
 *
 * A production adapter implements `ESignatureService` against the real signing service:
 * - `signingUrl`: hands over the document (its UTF-8 XML, base64, with the title to show), the addresses
 *   the service returns the browser to after signing and after a failure or cancel (both
 *   `handOver.returnUrl`, carrying `handOver.token` so the answer names the request), and answers the
 *   address of the service's signing page it got back. It must not keep the document longer than
 *   `handOver.expiresAt`.
 * - `readAnswer`: reads the answer the browser brought (the form of /api/mpi/e-sign/confirm: `token`,
 *   `result`, `document`) — fetching the signed document from the service by its id where the service
 *   returns only a reference — and answers SIGNED with the token and the signed XML, CANCELLED with the
 *   token, or INVALID. It never throws on bad input; it verifies nothing about the signature (the
 *   portal's verifier does, on whatever it answers).
 */

/** A document the portal asks the e-service to sign. */
export interface SigningHandOver {
  /** The portal's request token (random, single use); the answer brings it back unchanged. */
  token: string;
  /** The document's XML, UTF-8, to be signed whole with an enveloped signature. */
  xml: string;
  /** What the e-service shows as the document's name. */
  title: string;
  /** Absolute address the e-service returns the browser to with its answer (/api/mpi/e-sign/confirm). */
  returnUrl: string;
  /** After this the portal no longer accepts an answer to the request. */
  expiresAt: Date;
}

/** The fields of the e-service's answer (the form posted to /api/mpi/e-sign/confirm). */
export interface SigningAnswerForm {
  token?: string;
  /** SIGNED or CANCELLED. */
  result?: string;
  /** The signed XML, base64 (UTF-8 bytes), with a SIGNED result. */
  document?: string;
}

/** What the answer says, once read. */
export type SigningAnswer =
  | { outcome: 'SIGNED'; token: string; signedXml: string }
  /** The person cancelled (or the signing failed) at the e-service. */
  | { outcome: 'CANCELLED'; token: string }
  /** Not an answer the portal can read (no token, an unknown result, a document that is not UTF-8 XML). */
  | { outcome: 'INVALID'; reason: string };

export interface ESignatureService {
  /** Hands the document to the e-service; answers the address of its signing page for the browser. */
  signingUrl(handOver: SigningHandOver): Promise<string>;
  /** Reads the answer the browser brought back; never throws. */
  readAnswer(form: SigningAnswerForm): Promise<SigningAnswer>;
}

/** What the verification of a signed document found. Never thrown: a bad document is a negative answer. */
export type SignatureVerification =
  | {
      valid: true;
      /** SHA-256 (hex) of the exclusive canonical form of what the signature covers: the document without the signature. */
      signedContentHash: string;
      signer: {
        /** The PESEL of the certificate subject's serialNumber PNOPL-<PESEL>; null when it names none. */
        nationalId: string | null;
        /** Given name and surname from the certificate (or its common name). */
        name: string;
      };
      /** The signer's certificate: its issuer's common name and its serial number (hex). */
      certificate: { issuer: string; serial: string };
      /** The XAdES SigningTime the signer's software claims (signed, but the signer's clock). */
      claimedSigningTime: Date | null;
    }
  | {
      valid: false;
      /**
       * SIGNATURE_INVALID: not one enveloped XAdES-BES signature over the whole document, or a digest or
       * the signature value does not match (an altered byte); CERTIFICATE_UNTRUSTED: the signer's
       * certificate does not chain to a trust anchor (or is a CA); CERTIFICATE_EXPIRED: a certificate of
       * the chain is not valid now.
       */
      reason: 'SIGNATURE_INVALID' | 'CERTIFICATE_UNTRUSTED' | 'CERTIFICATE_EXPIRED';
      /** For the event log. */
      detail: string;
    };

export interface SignatureVerifier {
  verify(signedXml: string, now: Date): Promise<SignatureVerification>;
}

/** A person the demo simulator signs as. */
export interface SigningPerson {
  nationalId: string;
  name: string;
  lastName: string;
}

/** A document waiting at the demo simulator. */
export interface PendingSigning {
  title: string;
  xml: string;
  expiresAt: Date;
}

/** The answer form the simulator's page makes the browser post back to the portal. */
export interface SimulatedAnswer {
  action: string;
  fields: Required<SigningAnswerForm> | { token: string; result: 'CANCELLED' };
}

/** Demo only: the signing service behind the simulator's page (its pending documents and its CA). */
export interface SigningSimulator {
  /** The document waiting under the page's request id, or null (unknown, used or expired). */
  pending(requestId: string, now: Date): PendingSigning | null;
  /** Signs the waiting document as the person (once) and answers the form back to the portal; null when none waits. */
  sign(requestId: string, person: SigningPerson, now: Date): Promise<SimulatedAnswer | null>;
  /** Drops the waiting document and answers the cancel back to the portal; null when none waits. */
  cancel(requestId: string, now: Date): SimulatedAnswer | null;
}

export interface ESignature {
  /** The e-service; null in production until an adapter for the real service exists. */
  service: ESignatureService | null;
  verifier: SignatureVerifier;
  /** Present in demo mode only. */
  simulator: SigningSimulator | null;
}

/** The page of the demo simulator, outside /api (the e-service is "another service"). */
export const SIMULATOR_SIGN_PATH = '/sim/epuap/sign-document';

/** xades.ts (and with it xadesjs, a quarter of a second to load) loads with the first use, not at the server's start. */
const loadXades = () => import('./xades');

/** The XAdES verifier trusting these anchors (PEM certificates, read at each call). */
export function xadesVerifier(trustAnchors: () => readonly string[]): SignatureVerifier {
  let verifier: Promise<SignatureVerifier> | null = null;
  return {
    async verify(signedXml, now) {
      verifier ??= loadXades().then((m) => m.createXadesVerifier(trustAnchors));
      return (await verifier).verify(signedXml, now);
    },
  };
}

/** SHA-256 (hex) of the exclusive canonical form (no comments) of an XML document; throws on XML that is not well-formed. */
export async function canonicalXmlHash(xml: string): Promise<string> {
  return (await loadXades()).canonicalHash(xml);
}

/** The certificates of a PEM bundle (E_SIGNATURE_TRUST_ANCHORS), each as its own PEM. */
export const certificatesOfPem = (pem: string): string[] => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
