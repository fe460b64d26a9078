import crypto from 'node:crypto';
import forge from 'node-forge';
import type { Signatures, SigningPerson } from './index';
import { authorisationStatement, createXmlSignatureVerifier, signEnveloped } from './xades';

/**
 * The demo signatures: the e-service simulator's own certification authority ("Symulator Profilu
 * Zaufanego — CA"), made in memory when the server starts (nothing secret is ever written to disk or
 * committed), the verifier trusting only it, and the signing side of the simulator's page: a fresh
 * key and a certificate for the chosen person (subject serialNumber PNOPL-<PESEL>, givenName, surname)
 * per document. A document signed before a restart no longer verifies after it (the CA is new).
 */

interface KeyAndCert {
  privateKeyPem: string;
  certificatePem: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

const DAY_MS = 24 * 60 * 60_000;

function newKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const utf8 = (type: string, value: string) => ({ type, value, valueTagClass: forge.asn1.Type.UTF8 as never });

function certificate(input: {
  subject: forge.pki.CertificateField[];
  issuer: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null;
  publicKeyPem: string;
  privateKeyPem: string;
  ca: boolean;
  notBefore: Date;
  notAfter: Date;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(input.publicKeyPem);
  cert.serialNumber = `01${crypto.randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = input.notBefore;
  cert.validity.notAfter = input.notAfter;
  cert.setSubject(input.subject);
  cert.setIssuer(input.issuer ? input.issuer.cert.subject.attributes : input.subject);
  cert.setExtensions(
    input.ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        ],
  );
  const signer = input.issuer?.key ?? (forge.pki.privateKeyFromPem(input.privateKeyPem) as forge.pki.rsa.PrivateKey);
  cert.sign(signer, forge.md.sha256.create());
  return cert;
}

export function createLocalSignatures(now: () => Date): Signatures {
  let authority: KeyAndCert | null = null;
  const ca = (): KeyAndCert => {
    if (authority) return authority;
    const pair = newKeyPair();
    const start = new Date(now().getTime() - DAY_MS);
    const cert = certificate({
      subject: [{ name: 'countryName', value: 'PL' }, { name: 'organizationName', value: 'Portal Pacjenta (demo)' }, utf8('2.5.4.3', 'Symulator Profilu Zaufanego — CA')],
      issuer: null,
      ...pair,
      ca: true,
      notBefore: start,
      notAfter: new Date(start.getTime() + 3650 * DAY_MS),
    });
    authority = { privateKeyPem: pair.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert), cert, key: forge.pki.privateKeyFromPem(pair.privateKeyPem) as forge.pki.rsa.PrivateKey };
    return authority;
  };
  let verifier: ReturnType<typeof createXmlSignatureVerifier> | null = null;

  return {
    verifier: {
      fileTypes: ['xml'],
      verify: (document, at) => {
        verifier ??= createXmlSignatureVerifier([ca().certificatePem]);
        return verifier.verify(document, at);
      },
    },
    simulator: {
      async signAuthorisation(person: SigningPerson, at: Date) {
        const issuer = ca();
        const pair = newKeyPair();
        const cert = certificate({
          subject: [
            { name: 'countryName', value: 'PL' },
            utf8('2.5.4.3', `${person.name} ${person.lastName}`),
            utf8('2.5.4.42', person.name),
            utf8('2.5.4.4', person.lastName),
            { type: '2.5.4.5', value: `PNOPL-${person.nationalId}` },
          ],
          issuer: { cert: issuer.cert, key: issuer.key },
          ...pair,
          ca: false,
          notBefore: new Date(at.getTime() - 60_000),
          notAfter: new Date(at.getTime() + 365 * DAY_MS),
        });
        return signEnveloped(authorisationStatement(person, at), { privateKeyPem: pair.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) });
      },
    },
  };
}
