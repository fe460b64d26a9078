import crypto from 'node:crypto';
import type { EServiceAnswer, EServiceIdentity, EServiceLogoutRequest, EServiceSignIn, EServiceSignInRequest } from './index';

/** jose loads with the first sign-in through the simulator, not at start-up. */
const loadJose = () => import('jose');

/**
 * The demo e-service: both sides of the exchange in one process. `signIn` is what the portal uses
 * (the same interface a production adapter implements); `provider` is the simulated identity
 * provider behind the /sim/epuap pages. The two share nothing but the signing secret, as the real
 * parties share only certificates: the provider reads the portal's request only from the signed
 * SAMLRequest, and the portal learns who signed in only from the signed SAMLResponse.
 */

/** The simulator's own identity: issuer of its answers, audience of our requests. */
export const SIMULATOR_ENTITY_ID = 'urn:portal-pacjenta:e-service-simulator';
/** Where the browser meets the simulator (outside /api: it is a page of "another service"). */
export const SIMULATOR_LOGIN_PATH = '/sim/epuap/login';
/** An answer is accepted for this long after the simulator signed it. */
export const ANSWER_TTL_MS = 5 * 60_000;
/** A logout request likewise. */
export const LOGOUT_TTL_MS = 5 * 60_000;

const ALG = 'HS256';
const STATUS_SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
/** The status the real service answers with when the person cancels or fails to authenticate. */
const STATUS_AUTHN_FAILED = 'urn:oasis:names:tc:SAML:2.0:status:AuthnFailed';

/** The portal's request as the simulator read it from the signed SAMLRequest. */
export interface SimulatedRequest {
  id: string;
  issuer: string;
  assertionConsumerUrl: string;
  expiresAt: Date;
}

export interface LocalIdentityProvider {
  /** The portal's request if its signature, audience and validity hold; null otherwise. */
  readRequest(samlRequest: string | undefined, now: Date): Promise<SimulatedRequest | null>;
  /** The signed SAMLResponse answering `request`: the chosen person, or a cancellation. */
  answer(request: SimulatedRequest, result: { identity: EServiceIdentity } | 'CANCELLED', now: Date): Promise<string>;
  /** A signed single-logout request (SAMLRequest) for the person with this PESEL, addressed to the portal. */
  logoutRequest(nationalId: string, now: Date): Promise<string>;
}

export interface LocalEServiceOptions {
  /** Our entity id (E_SERVICE_ENTITY_ID). */
  entityId: string;
  /** Shared signing secret (E_SERVICE_SIMULATOR_SECRET); a random one when unset. */
  secret?: string;
}

/** Separate keys for requests, answers and logout requests, so one can never be passed off as another. */
const deriveKey = (secret: Buffer, label: string) => new Uint8Array(crypto.createHmac('sha256', secret).update(label).digest());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createLocalEService(options: LocalEServiceOptions): { signIn: EServiceSignIn; provider: LocalIdentityProvider } {
  const secret = options.secret ? Buffer.from(options.secret, 'utf8') : crypto.randomBytes(32);
  const requestKey = deriveKey(secret, 'e-service authn request');
  const answerKey = deriveKey(secret, 'e-service answer');
  const logoutKey = deriveKey(secret, 'e-service logout request');

  const signIn: EServiceSignIn = {
    async signInUrl(request: EServiceSignInRequest) {
      const { SignJWT } = await loadJose();
      const samlRequest = await new SignJWT({ acs: request.assertionConsumerUrl })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(options.entityId)
        .setAudience(SIMULATOR_ENTITY_ID)
        .setJti(request.id)
        .setIssuedAt(seconds(request.issuedAt))
        .setExpirationTime(seconds(request.expiresAt))
        .sign(requestKey);
      const query = new URLSearchParams({ SAMLRequest: samlRequest, RelayState: request.relayState });
      return `${SIMULATOR_LOGIN_PATH}?${query.toString()}`;
    },

    async readAnswer(samlResponse, now): Promise<EServiceAnswer> {
      if (!samlResponse) return { outcome: 'INVALID', reason: 'no SAMLResponse' };
      try {
        const { jwtVerify } = await loadJose();
        const { payload } = await jwtVerify(samlResponse, answerKey, {
          algorithms: [ALG],
          issuer: SIMULATOR_ENTITY_ID,
          audience: options.entityId,
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'jti'],
        });
        const inResponseTo = payload.in_response_to;
        if (typeof inResponseTo !== 'string' || !inResponseTo) return { outcome: 'INVALID', reason: 'no InResponseTo' };
        if (payload.status === STATUS_AUTHN_FAILED) return { outcome: 'CANCELLED', inResponseTo };
        if (payload.status !== STATUS_SUCCESS) return { outcome: 'INVALID', reason: 'unknown status' };
        const { sub, given_name: name, family_name: lastName } = payload;
        if (typeof sub !== 'string' || !/^\d{11}$/.test(sub) || typeof name !== 'string' || typeof lastName !== 'string') {
          return { outcome: 'INVALID', reason: 'no subject' };
        }
        return { outcome: 'AUTHENTICATED', inResponseTo, identity: { nationalId: sub, name, lastName } };
      } catch (e) {
        // jose's errors say what failed (signature, expiry, issuer, audience, format); nothing is thrown on.
        const code = e && typeof e === 'object' && 'code' in e ? String(e.code) : 'malformed';
        return { outcome: 'INVALID', reason: code };
      }
    },

    async readLogoutRequest(samlRequest, now): Promise<EServiceLogoutRequest> {
      if (!samlRequest) return { outcome: 'INVALID', reason: 'no SAMLRequest' };
      try {
        const { jwtVerify } = await loadJose();
        const { payload } = await jwtVerify(samlRequest, logoutKey, {
          algorithms: [ALG],
          issuer: SIMULATOR_ENTITY_ID,
          audience: options.entityId,
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'jti', 'sub'],
        });
        const { jti, sub, exp } = payload;
        if (typeof jti !== 'string' || !jti || typeof sub !== 'string' || !/^\d{11}$/.test(sub) || typeof exp !== 'number') {
          return { outcome: 'INVALID', reason: 'no id or subject' };
        }
        return { outcome: 'VALID', id: jti, nationalId: sub, expiresAt: new Date(exp * 1000) };
      } catch (e) {
        const code = e && typeof e === 'object' && 'code' in e ? String(e.code) : 'malformed';
        return { outcome: 'INVALID', reason: code };
      }
    },
  };

  const provider: LocalIdentityProvider = {
    async readRequest(samlRequest, now) {
      if (!samlRequest) return null;
      try {
        const { jwtVerify } = await loadJose();
        const { payload } = await jwtVerify(samlRequest, requestKey, {
          algorithms: [ALG],
          issuer: options.entityId,
          audience: SIMULATOR_ENTITY_ID,
          currentDate: now,
          requiredClaims: ['exp', 'jti'],
        });
        if (typeof payload.acs !== 'string' || !payload.jti || !payload.exp) return null;
        return { id: payload.jti, issuer: options.entityId, assertionConsumerUrl: payload.acs, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },

    async answer(request, result, now) {
      const claims =
        result === 'CANCELLED'
          ? { in_response_to: request.id, status: STATUS_AUTHN_FAILED }
          : {
              in_response_to: request.id,
              status: STATUS_SUCCESS,
              given_name: result.identity.name,
              family_name: result.identity.lastName,
            };
      const { SignJWT } = await loadJose();
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(SIMULATOR_ENTITY_ID)
        .setAudience(request.issuer)
        .setJti(crypto.randomUUID())
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(new Date(now.getTime() + ANSWER_TTL_MS)));
      if (result !== 'CANCELLED') jwt.setSubject(result.identity.nationalId);
      return jwt.sign(answerKey);
    },

    async logoutRequest(nationalId, now) {
      const { SignJWT } = await loadJose();
      return new SignJWT({})
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(SIMULATOR_ENTITY_ID)
        .setAudience(options.entityId)
        .setJti(`_${crypto.randomBytes(16).toString('hex')}`)
        .setSubject(nationalId)
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(new Date(now.getTime() + LOGOUT_TTL_MS)))
        .sign(logoutKey);
    },
  };

  return { signIn, provider };
}
