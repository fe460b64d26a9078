/**
 * Sign-in through the public e-service (ePUAP / Profil Zaufany), a SAML 2.0 identity provider.
 *
 * The portal (the service provider) never sees a password: it redirects the browser to the e-service
 * with a sign-in request (HTTP-Redirect binding), the person authenticates there, and the e-service
 * makes the browser post a signed answer back to /api/mpi/epuap/sso-confirm (HTTP-POST binding).
 * The portal keeps each request's id (table e_service_requests) and accepts an answer only once, only
 * for a request it issued, and only from the browser that started it.
 *
 * Demo mode uses `local.ts`: a simulator with pages of its own under /sim/epuap that behaves like the
 * real service from the portal's side (separate page, real redirects, signed answers, failures on
 * demand). Its messages are signed JWTs (jose, HS256) instead of XML signatures.
 *
 * A production adapter implements `EServiceSignIn` below against the real service:
 * - `signInUrl`: builds a SAML 2.0 AuthnRequest with ID = request.id, IssueInstant = request.issuedAt,
 *   Issuer = our entity id (E_SERVICE_ENTITY_ID), AssertionConsumerServiceURL =
 *   request.assertionConsumerUrl and ProtocolBinding HTTP-POST; deflates and base64-encodes it, signs
 *   the query (SAMLRequest, RelayState, SigAlg) with the portal's private key registered with the
 *   e-service, and answers the e-service's SSO address with that query.
 * - `readAnswer`: decodes the posted SAMLResponse, verifies its XML signature (and the assertion's)
 *   with the e-service's certificate from its metadata, checks Destination, Issuer, the audience
 *   restriction (our entity id), NotBefore / NotOnOrAfter against `now` and the status code, then
 *   answers AUTHENTICATED with InResponseTo and the subject's PESEL and names, CANCELLED for a
 *   status the person caused (AuthnFailed, RequestDenied, NoPassive), or INVALID for anything else.
 *   It must never throw on bad input.
 * - `readLogoutRequest`: the e-service's single logout (SAML LogoutRequest, HTTP-Redirect binding, sent
 *   to /api/mpi/epuap/slo/{param}?SAMLRequest=…&SigAlg=…&Signature=…): verifies the query signature with
 *   the e-service's certificate, inflates and parses the request, checks Issuer (the e-service),
 *   Destination (our SLO address), NotOnOrAfter against `now` and answers VALID with its ID, NameID
 *   (the PESEL the e-service signed in) and expiry, or INVALID for anything else; never throws. The
 *   portal uses each ID once and ends a session only of the account of that PESEL.
 * Its configuration (the e-service's SSO address and metadata or certificate, our key and
 * certificate) joins config.ts as required settings of production mode when it is added; until then
 * production mode has no e-service sign-in and /api/mpi/epuap/sso answers with the failure page.
 */

/** The person the e-service vouches for. */
export interface EServiceIdentity {
  /** PESEL, 11 digits. */
  nationalId: string;
  name: string;
  lastName: string;
}

/** A sign-in request of the portal. */
export interface EServiceSignInRequest {
  /** Random, unguessable id; comes back as the answer's InResponseTo. */
  id: string;
  issuedAt: Date;
  expiresAt: Date;
  /** Absolute address the e-service posts its answer to (our /api/mpi/epuap/sso-confirm). */
  assertionConsumerUrl: string;
  /** Opaque value the e-service hands back unchanged beside the answer. */
  relayState: string;
}

/** What a posted answer says, once checked. */
export type EServiceAnswer =
  | { outcome: 'AUTHENTICATED'; inResponseTo: string; identity: EServiceIdentity }
  /** The person cancelled or failed to authenticate at the e-service. */
  | { outcome: 'CANCELLED'; inResponseTo: string }
  /** Not a valid answer for us: bad signature, wrong issuer or audience, expired, malformed. */
  | { outcome: 'INVALID'; reason: string };

/** What a single-logout request of the e-service says, once checked. */
export type EServiceLogoutRequest =
  /** Signed by the e-service for us, unexpired: the person (NameID, a PESEL) it signs out. */
  | { outcome: 'VALID'; id: string; nationalId: string; expiresAt: Date }
  /** Not a valid logout request for us: bad signature, wrong issuer or audience, expired, malformed. */
  | { outcome: 'INVALID'; reason: string };

export interface EServiceSignIn {
  /** The e-service address to redirect the browser to, carrying the request. */
  signInUrl(request: EServiceSignInRequest): Promise<string>;
  /** Checks what the browser posted back (`SAMLResponse`); never throws. */
  readAnswer(samlResponse: string | undefined, now: Date): Promise<EServiceAnswer>;
  /** Checks the e-service's logout request the browser brought (`SAMLRequest`); never throws. */
  readLogoutRequest(samlRequest: string | undefined, now: Date): Promise<EServiceLogoutRequest>;
}
