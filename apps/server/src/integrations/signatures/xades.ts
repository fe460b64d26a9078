import crypto from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { escapeHtml } from '../../lib/html';
import { AUTHORISATION_NAMESPACE, AUTHORISATION_ROOT, type SignatureCheck, type SignatureVerifier, type SigningPerson } from './index';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
/** A document larger than this is not read (the upload limits are smaller anyway). */
const MAX_BYTES = 10 * 1024 * 1024;

/** The authorisation statement, unsigned: what the person signs. */
export function authorisationStatement(person: SigningPerson, now: Date): string {
  const x = (s: string) => escapeHtml(s);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<${AUTHORISATION_ROOT} xmlns="${AUTHORISATION_NAMESPACE}">` +
    `<Osoba><PESEL>${x(person.nationalId)}</PESEL><Imie>${x(person.name)}</Imie><Nazwisko>${x(person.lastName)}</Nazwisko></Osoba>` +
    `<Tresc>Oświadczam, że jestem osobą o podanych wyżej danych i wnoszę o potwierdzenie mojej tożsamości (autoryzację) konta w Portalu Pacjenta.</Tresc>` +
    `<DataSporzadzenia>${now.toISOString()}</DataSporzadzenia>` +
    `</${AUTHORISATION_ROOT}>`
  );
}

/** Signs a document with an enveloped XMLDSig signature (the format `createXmlSignatureVerifier` reads). */
export function signEnveloped(xml: string, key: { privateKeyPem: string; certificatePem: string }): string {
  const sig = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  sig.addReference({ xpath: '/*', digestAlgorithm: SHA256, transforms: [ENVELOPED, EXC_C14N], isEmptyUri: true });
  sig.computeSignature(xml, { prefix: 'ds', location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

/** `key=value` lines of a certificate subject (Node's X509Certificate.subject) by key. */
function subjectField(subject: string, key: string): string | null {
  for (const line of subject.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && line.slice(0, at) === key) return line.slice(at + 1);
  }
  return null;
}

const elementsNamed = (parent: { getElementsByTagNameNS(ns: string, name: string): { length: number; item(i: number): unknown } }, ns: string, name: string) => {
  const list = parent.getElementsByTagNameNS(ns, name);
  return Array.from({ length: list.length }, (_, i) => list.item(i));
};

/**
 * Verifies an enveloped XML signature against trust anchors (PEM certificates of the authorities
 * whose certificates the portal accepts). Never throws on a bad document.
 */
export function createXmlSignatureVerifier(trustAnchorsPem: readonly string[]): SignatureVerifier {
  const anchors = trustAnchorsPem.map((pem) => new crypto.X509Certificate(pem));
  return {
    fileTypes: ['xml'],
    async verify(document, now): Promise<SignatureCheck> {
      if (document.length > MAX_BYTES) return { verified: false, reason: 'MALFORMED' };
      const xml = document.toString('utf8');
      // The bytes must be the UTF-8 text they claim: a broken sequence would decode to U+FFFD and hide a change.
      if (!Buffer.from(xml, 'utf8').equals(document)) return { verified: false, reason: 'MALFORMED' };
      let parsed: ReturnType<DOMParser['parseFromString']>;
      try {
        const errors: string[] = [];
        parsed = new DOMParser({ errorHandler: { error: (m) => errors.push(String(m)), fatalError: (m) => errors.push(String(m)) } }).parseFromString(xml, 'text/xml');
        if (errors.length > 0 || !parsed?.documentElement) return { verified: false, reason: 'MALFORMED' };
      } catch {
        return { verified: false, reason: 'MALFORMED' };
      }
      if (/<!DOCTYPE/i.test(xml)) return { verified: false, reason: 'MALFORMED' };
      const signatures = elementsNamed(parsed, DSIG, 'Signature');
      if (signatures.length !== 1) return { verified: false, reason: 'MALFORMED' };
      const signatureNode = signatures[0] as Node;
      if (signatureNode.parentNode !== (parsed.documentElement as unknown as Node)) return { verified: false, reason: 'MALFORMED' };

      const keyInfo = elementsNamed(signatureNode as never, DSIG, 'KeyInfo')[0] as Node | undefined;
      const certPem = keyInfo ? SignedXml.getCertFromKeyInfo(keyInfo) : null;
      if (!certPem) return { verified: false, reason: 'UNTRUSTED' };
      let cert: crypto.X509Certificate;
      try {
        cert = new crypto.X509Certificate(certPem);
      } catch {
        return { verified: false, reason: 'BAD_SIGNATURE' };
      }

      const sig = new SignedXml({ publicCert: certPem });
      let valid = false;
      try {
        sig.loadSignature(signatureNode);
        const refs = sig.getReferences();
        // One reference: the whole document, the signature itself enveloped out.
        if (refs.length !== 1 || (refs[0].uri ?? '') !== '' || !refs[0].transforms.includes(ENVELOPED)) return { verified: false, reason: 'MALFORMED' };
        valid = sig.checkSignature(xml);
      } catch {
        valid = false;
      }
      if (!valid) return { verified: false, reason: 'BAD_SIGNATURE' };

      const issuer = anchors.find((ca) => cert.checkIssued(ca) && cert.verify(ca.publicKey));
      const inForce = (c: crypto.X509Certificate) => new Date(c.validFrom) <= now && now <= new Date(c.validTo);
      if (!issuer || !inForce(cert) || !inForce(issuer) || cert.ca) return { verified: false, reason: 'UNTRUSTED' };

      // What was signed, as signed (not the document around it): it must be the portal's statement.
      const signed = sig.getSignedReferences()[0] ?? '';
      const root = new DOMParser().parseFromString(signed, 'text/xml').documentElement;
      if (!root || root.localName !== AUTHORISATION_ROOT || root.namespaceURI !== AUTHORISATION_NAMESPACE) return { verified: false, reason: 'WRONG_DOCUMENT' };

      const serial = subjectField(cert.subject, 'serialNumber');
      const nationalId = serial?.match(/^PNOPL-(\d{11})$/)?.[1];
      if (!nationalId) return { verified: false, reason: 'NO_IDENTITY' };
      const signedAtText = root.getElementsByTagNameNS(AUTHORISATION_NAMESPACE, 'DataSporzadzenia').item(0)?.textContent ?? null;
      const signedAt = signedAtText && !Number.isNaN(Date.parse(signedAtText)) ? new Date(signedAtText) : null;
      return { verified: true, nationalId, name: subjectField(cert.subject, 'GN'), lastName: subjectField(cert.subject, 'SN'), signedAt };
    },
  };
}
