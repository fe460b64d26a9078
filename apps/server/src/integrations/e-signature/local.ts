import crypto from 'node:crypto';
import forge from 'node-forge';
import {
  SIMULATOR_SIGN_PATH,
  xadesVerifier,
  type ESignature,
  type ESignatureService,
  type PendingSigning,
  type SigningAnswer,
  type SigningPerson,
  type SigningSimulator,
} from './index';
import type { SigningKey } from './xades';

/** xades.ts (and with it xadesjs) loads with the first signature, not at the server's start. */
const loadXades = () => import('./xades');

/*
 * The demo e-service's signing side: both parties in one process, sharing nothing but what the real
 * ones share. The portal hands a document over through `service` (the interface a production adapter
 * implements) and reads the answer; the simulator keeps the document (it is "another service") until
 * its page signs it as a test person or cancels, and signs it with XAdES-BES under a certificate of
 * its own certification authority. The portal trusts that CA only through the verifier's anchors.
 *
 * The CA ("Symulator podpisu zaufanego — CA", RSA 2048) is made in memory at the first signature of the
 * process, and each test person gets a key and a certificate of it at their first signature; nothing
 * is written anywhere. So a document signed before a restart no longer verifies after it, and the
 * documents waiting to be signed live in this process only: several copies of a demo server behind a
 * load balancer need the browser kept on one copy for a signing (the demo runs as one process).
 */

const DAY_MS = 24 * 60 * 60_000;
/** Documents waiting at the simulator at most (the oldest make room). */
const MAX_PENDING = 1000;

const utf8 = (type: string, value: string): forge.pki.CertificateField => ({ type, value, valueTagClass: forge.asn1.Type.UTF8 as never });

/** A certification authority that issues signing certificates: its own certificate, and `issue`. */
export interface CertificationAuthority {
  certificatePem: string;
  /** A fresh RSA key and a signing certificate of this CA for the person (subject serialNumber PNOPL-<PESEL>, names). */
  issue(person: SigningPerson, validity: { notBefore: Date; notAfter: Date }): SigningKey;
}

function newRsaKey(): { privateKey: crypto.KeyObject; forgePublic: forge.pki.PublicKey } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()) };
}

const forgePrivate = (key: crypto.KeyObject) => forge.pki.privateKeyFromPem(key.export({ type: 'pkcs8', format: 'pem' }).toString()) as forge.pki.rsa.PrivateKey;

/**
 * A certification authority of RSA keys and SHA-256 certificates (node-forge): the simulator's, and in
 * tests a foreign one. `name` is its common name; its own certificate is valid for ten years from `now`
 * less a day, unless `validity` says otherwise.
 */
export function createCertificationAuthority(name: string, now: Date, validity?: { notBefore: Date; notAfter: Date }): CertificationAuthority {
  const key = newRsaKey();
  const signer = forgePrivate(key.privateKey);
  const subject = [{ name: 'countryName', value: 'PL' }, { name: 'organizationName', value: 'Portal Pacjenta (demo)' }, utf8('2.5.4.3', name)];
  const ca = forge.pki.createCertificate();
  ca.publicKey = key.forgePublic;
  ca.serialNumber = `01${crypto.randomBytes(15).toString('hex')}`;
  ca.validity.notBefore = validity?.notBefore ?? new Date(now.getTime() - DAY_MS);
  ca.validity.notAfter = validity?.notAfter ?? new Date(now.getTime() + 3650 * DAY_MS);
  ca.setSubject(subject);
  ca.setIssuer(subject);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  ca.sign(signer, forge.md.sha256.create());

  return {
    certificatePem: forge.pki.certificateToPem(ca),
    issue(person, { notBefore, notAfter }) {
      const own = newRsaKey();
      const cert = forge.pki.createCertificate();
      cert.publicKey = own.forgePublic;
      cert.serialNumber = `01${crypto.randomBytes(15).toString('hex')}`;
      cert.validity.notBefore = notBefore;
      cert.validity.notAfter = notAfter;
      cert.setSubject([
        { name: 'countryName', value: 'PL' },
        utf8('2.5.4.3', `${person.name} ${person.lastName}`),
        utf8('2.5.4.42', person.name),
        utf8('2.5.4.4', person.lastName),
        { type: '2.5.4.5', value: `PNOPL-${person.nationalId}` },
      ]);
      cert.setIssuer(ca.subject.attributes);
      cert.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      ]);
      cert.sign(signer, forge.md.sha256.create());
      return { privateKey: own.privateKey, certificateDer: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary') };
    },
  };
}

/** The base64 of UTF-8 bytes that decode without loss, as text; null otherwise. */
function utf8FromBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : null;
}

/** Reads the answer form (the same for the simulator and any service posting these fields); never throws. */
export function readAnswerForm(form: { token?: string; result?: string; document?: string }): SigningAnswer {
  const token = form.token;
  if (!token || token.length > 200) return { outcome: 'INVALID', reason: 'no token' };
  if (form.result === 'CANCELLED') return { outcome: 'CANCELLED', token };
  if (form.result !== 'SIGNED') return { outcome: 'INVALID', reason: 'unknown result' };
  const signedXml = form.document ? utf8FromBase64(form.document) : null;
  if (!signedXml) return { outcome: 'INVALID', reason: 'no signed document (base64 of UTF-8 XML)' };
  return { outcome: 'SIGNED', token, signedXml };
}

interface Waiting extends PendingSigning {
  token: string;
  returnUrl: string;
}

export interface LocalESignatureOptions {
  now: () => Date;
  /** The configured trust anchors (E_SIGNATURE_TRUST_ANCHORS), trusted besides the simulator's CA. */
  trustAnchors: readonly string[];
}

export function createLocalESignature(options: LocalESignatureOptions): ESignature {
  let authority: CertificationAuthority | null = null;
  let anchors: readonly string[] = options.trustAnchors;
  const ca = () => {
    if (!authority) {
      authority = createCertificationAuthority('Symulator podpisu zaufanego — CA', options.now());
      anchors = [...options.trustAnchors, authority.certificatePem];
    }
    return authority;
  };
  /** Each test person's key and certificate, issued at their first signature, valid for a year. */
  const keys = new Map<string, SigningKey>();
  const keyOf = (person: SigningPerson, now: Date) => {
    let key = keys.get(person.nationalId);
    if (!key) {
      key = ca().issue(person, { notBefore: new Date(now.getTime() - 60_000), notAfter: new Date(now.getTime() + 365 * DAY_MS) });
      keys.set(person.nationalId, key);
    }
    return key;
  };

  const waiting = new Map<string, Waiting>();
  const take = (requestId: string, now: Date): Waiting | null => {
    const entry = waiting.get(requestId);
    if (!entry) return null;
    waiting.delete(requestId);
    return entry.expiresAt > now ? entry : null;
  };

  const service: ESignatureService = {
    async signingUrl(handOver) {
      const now = options.now();
      for (const [id, entry] of waiting) if (entry.expiresAt <= now) waiting.delete(id);
      while (waiting.size >= MAX_PENDING) waiting.delete(waiting.keys().next().value!);
      const requestId = crypto.randomBytes(18).toString('base64url');
      waiting.set(requestId, { token: handOver.token, returnUrl: handOver.returnUrl, title: handOver.title, xml: handOver.xml, expiresAt: handOver.expiresAt });
      return `${SIMULATOR_SIGN_PATH}?${new URLSearchParams({ request: requestId }).toString()}`;
    },
    async readAnswer(form) {
      return readAnswerForm(form);
    },
  };

  const simulator: SigningSimulator = {
    pending(requestId, now) {
      const entry = waiting.get(requestId);
      return entry && entry.expiresAt > now ? { title: entry.title, xml: entry.xml, expiresAt: entry.expiresAt } : null;
    },
    async sign(requestId, person, now) {
      const entry = take(requestId, now);
      if (!entry) return null;
      const { signXadesBes } = await loadXades();
      const signed = await signXadesBes(entry.xml, keyOf(person, now), now);
      return { action: entry.returnUrl, fields: { token: entry.token, result: 'SIGNED', document: Buffer.from(signed, 'utf8').toString('base64') } };
    },
    cancel(requestId, now) {
      const entry = take(requestId, now);
      return entry ? { action: entry.returnUrl, fields: { token: entry.token, result: 'CANCELLED' } } : null;
    },
  };

  return { service, verifier: xadesVerifier(() => anchors), simulator };
}
