import crypto from 'node:crypto';
import { DOMParser, DOMImplementation, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import { KeyInfoX509Data, XmlCanonicalizer } from 'xmldsigjs';
import xpath from 'xpath';
import type { SignatureVerification, SignatureVerifier } from './index';

/*
 * XAdES-BES on the portal's documents (xadesjs on the server's @xmldom/xmldom and xpath): the exclusive
 * canonical form both content hashes are taken of, the signing the demo simulator does, and the
 * verification of what the e-service returns. Loaded only when a document is first signed or
 * verified (the libraries take a quarter of a second to load), never at the server's start.
 */

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', crypto.webcrypto as unknown as Crypto);

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const SIGNED_PROPERTIES = 'http://uri.etsi.org/01903#SignedProperties';
/** RSA PKCS#1 v1.5 with SHA-2 (what Profil Zaufany and the qualified signature tools use for XML). */
const SIGNATURE_METHODS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'SHA-256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': 'SHA-384',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': 'SHA-512',
};
const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};
const CANONICALIZATIONS = new Set([C14N, EXC_C14N]);
/** A signed document larger than this is not read (a declaration is a few kilobytes). */
export const MAX_SIGNED_XML_CHARS = 1_000_000;
/** Intermediate certificates between the signer's and a trust anchor. */
const MAX_CHAIN = 4;

/** Parses a whole XML document strictly: any error, or a DOCTYPE (entities), refuses it. */
function parseXml(xml: string): Document {
  if (xml.length > MAX_SIGNED_XML_CHARS) throw new Error('document too large');
  if (/<!DOCTYPE/i.test(xml)) throw new Error('a DOCTYPE is not accepted');
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) },
  }).parseFromString(xml, 'text/xml') as unknown as Document;
  if (errors.length > 0 || !doc?.documentElement) throw new Error('not well-formed XML');
  if (doc.doctype) throw new Error('a DOCTYPE is not accepted');
  return doc;
}

/** The exclusive canonical form (no comments) of an element: what an enveloped reference's digest covers. */
const exclusiveForm = (element: Element): string => new XmlCanonicalizer(false, true).Canonicalize(element);

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** SHA-256 (hex) of the exclusive canonical form of a document (its root element, without comments). */
export function canonicalHash(xml: string): string {
  return sha256Hex(exclusiveForm(parseXml(xml).documentElement));
}

/** The signer's key and certificate (DER), for the simulator. */
export interface SigningKey {
  privateKey: crypto.KeyObject;
  certificateDer: Buffer;
}

/**
 * Signs a document with an enveloped XAdES-BES signature: RSA-SHA256, the whole document (URI "",
 * enveloped-signature and exclusive canonicalisation, SHA-256), SignedInfo exclusively canonicalised,
 * the certificate in KeyInfo and as the SigningCertificate of the signed properties, with SigningTime.
 */
export async function signXadesBes(xml: string, key: SigningKey, signingTime: Date): Promise<string> {
  const doc = parseXml(xml);
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const cryptoKey = await crypto.webcrypto.subtle.importKey('pkcs8', key.privateKey.export({ type: 'pkcs8', format: 'der' }), algorithm, false, ['sign']);
  const certificate = key.certificateDer.toString('base64');
  const signed = new xadesjs.SignedXml();
  signed.XmlSignature.SignedInfo.CanonicalizationMethod.Algorithm = EXC_C14N;
  await signed.Sign(algorithm, cryptoKey, doc, {
    x509: [certificate],
    signingCertificate: certificate,
    signingTime: { value: signingTime },
    references: [{ uri: '', hash: 'SHA-256', transforms: ['enveloped', 'exc-c14n'] }],
  });
  const signature = signed.GetXml();
  if (!signature) throw new Error('xadesjs made no signature');
  doc.documentElement.appendChild(signature);
  return new XMLSerializer().serializeToString(doc as never);
}

/** A certificate's `key=value` line from Node's multi-line subject or issuer, unescaped (RFC 2253 backslashes). */
function nameField(name: string, key: string): string | null {
  for (const line of name.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && line.slice(0, at) === key) return line.slice(at + 1).replace(/\\(.)/g, '$1');
  }
  return null;
}

const inForce = (cert: crypto.X509Certificate, now: Date) => new Date(cert.validFrom) <= now && now <= new Date(cert.validTo);
const issuedBy = (cert: crypto.X509Certificate, issuer: crypto.X509Certificate) => cert.checkIssued(issuer) && cert.verify(issuer.publicKey);

/**
 * The chain from the signer's certificate to a trust anchor, through the certificates the signature
 * carries (CA certificates only), or null when none reaches an anchor.
 */
function chainToAnchor(signer: crypto.X509Certificate, carried: crypto.X509Certificate[], anchors: readonly crypto.X509Certificate[]): crypto.X509Certificate[] | null {
  const chain = [signer];
  for (let depth = 0; depth <= MAX_CHAIN; depth++) {
    const current = chain[chain.length - 1];
    const anchor = anchors.find((a) => issuedBy(current, a));
    if (anchor) return [...chain, anchor];
    const next = carried.find((c) => c.ca && !chain.includes(c) && issuedBy(current, c));
    if (!next) return null;
    chain.push(next);
  }
  return null;
}

const refuse = (reason: Extract<SignatureVerification, { valid: false }>['reason'], detail: string): SignatureVerification => ({ valid: false, reason, detail });

/**
 * Verifies an enveloped XAdES-BES signature over a whole document against the trust anchors (PEM
 * certificates, read at each call: the demo's come into being with the simulator's CA). Never throws.
 */
export function createXadesVerifier(trustAnchors: () => readonly string[]): SignatureVerifier {
  let anchorsOf: { pems: readonly string[]; certs: crypto.X509Certificate[] } | null = null;
  const anchors = () => {
    const pems = trustAnchors();
    if (anchorsOf?.pems !== pems) anchorsOf = { pems, certs: pems.map((pem) => new crypto.X509Certificate(pem)) };
    return anchorsOf.certs;
  };

  return {
    async verify(signedXml, now): Promise<SignatureVerification> {
      let doc: Document;
      try {
        doc = parseXml(signedXml);
      } catch (e) {
        return refuse('SIGNATURE_INVALID', (e as Error).message);
      }
      const found = doc.getElementsByTagNameNS(DSIG, 'Signature');
      if (found.length !== 1) return refuse('SIGNATURE_INVALID', `${found.length} signatures`);
      const signatureElement = found.item(0)!;
      if (signatureElement.parentNode !== doc.documentElement) return refuse('SIGNATURE_INVALID', 'the signature is not enveloped in the root');

      const signed = new xadesjs.SignedXml(doc);
      let signer: crypto.X509Certificate;
      let carried: crypto.X509Certificate[];
      try {
        signed.LoadXml(signatureElement);
        const info = signed.XmlSignature.SignedInfo;
        const hash = SIGNATURE_METHODS[info.SignatureMethod.Algorithm ?? ''];
        if (!hash) return refuse('SIGNATURE_INVALID', `signature method ${info.SignatureMethod.Algorithm}`);
        if (!CANONICALIZATIONS.has(info.CanonicalizationMethod.Algorithm ?? '')) return refuse('SIGNATURE_INVALID', 'canonicalisation method');
        // Two references: the whole document (enveloped) and the XAdES signed properties; nothing else.
        const references = info.References.GetIterator();
        const whole = references.filter((r) => (r.Uri ?? '') === '' && r.Type !== SIGNED_PROPERTIES);
        const properties = references.filter((r) => r.Type === SIGNED_PROPERTIES && r.Uri === `#${signed.SignedProperties.Id}`);
        if (references.length !== 2 || whole.length !== 1 || properties.length !== 1) return refuse('SIGNATURE_INVALID', 'references');
        const transforms = whole[0].Transforms.GetIterator().map((t) => t.Algorithm);
        if (!transforms.includes(ENVELOPED) || transforms.some((t) => t !== ENVELOPED && !CANONICALIZATIONS.has(t))) return refuse('SIGNATURE_INVALID', 'transforms');
        if (references.some((r) => !DIGESTS[r.DigestMethod.Algorithm ?? ''])) return refuse('SIGNATURE_INVALID', 'digest method');

        // The signer's certificate: the one the signed properties name by its digest (XAdES-BES).
        const signingCertificates = signed.SignedProperties.SignedSignatureProperties.SigningCertificate;
        if (signingCertificates.Count !== 1) return refuse('SIGNATURE_INVALID', 'SigningCertificate');
        const named = signingCertificates.Item(0)!.CertDigest;
        const digestAlgorithm = DIGESTS[named.DigestMethod.Algorithm ?? ''];
        if (!digestAlgorithm) return refuse('SIGNATURE_INVALID', 'SigningCertificate digest method');
        const ders = signed.XmlSignature.KeyInfo.GetIterator().flatMap((item) =>
          item instanceof KeyInfoX509Data ? item.Certificates.map((c) => Buffer.from(c.GetRaw())) : [],
        );
        const wanted = Buffer.from(named.DigestValue);
        const signerDer = ders.find((der) => crypto.createHash(digestAlgorithm).update(der).digest().equals(wanted));
        if (!signerDer) return refuse('SIGNATURE_INVALID', 'the SigningCertificate is not in KeyInfo');
        signer = new crypto.X509Certificate(signerDer);
        carried = ders.filter((der) => der !== signerDer).map((der) => new crypto.X509Certificate(der));

        // The signature value with the signer's key only (never a key the document offers besides).
        const spki = signer.publicKey.export({ type: 'spki', format: 'der' });
        const publicKey = await crypto.webcrypto.subtle.importKey('spki', spki, { name: 'RSASSA-PKCS1-v1_5', hash }, true, ['verify']);
        // xadesjs throws on a digest that does not match (tampered content), and answers false on a bad signature value.
        if (!(await signed.Verify(publicKey))) return refuse('SIGNATURE_INVALID', 'signature value');
      } catch (e) {
        return refuse('SIGNATURE_INVALID', (e as Error).message);
      }

      const chain = chainToAnchor(signer, carried, anchors());
      if (!chain || signer.ca) return refuse('CERTIFICATE_UNTRUSTED', `issuer ${signer.issuer}`);
      if (!chain.every((cert) => inForce(cert, now))) return refuse('CERTIFICATE_EXPIRED', `valid ${signer.validFrom} – ${signer.validTo}`);

      // What the whole-document reference signed: the document without its signature, canonical.
      doc.documentElement.removeChild(signatureElement);
      const nationalId = nameField(signer.subject, 'serialNumber')?.match(/^PNOPL-(\d{11})$/)?.[1] ?? null;
      const givenName = nameField(signer.subject, 'GN');
      const surname = nameField(signer.subject, 'SN');
      const signingTime = signed.SignedProperties.SignedSignatureProperties.SigningTime.Value;
      return {
        valid: true,
        signedContentHash: sha256Hex(exclusiveForm(doc.documentElement)),
        signer: {
          nationalId,
          name: givenName && surname ? `${givenName} ${surname}` : (nameField(signer.subject, 'CN') ?? ''),
        },
        certificate: { issuer: nameField(signer.issuer, 'CN') ?? signer.issuer, serial: signer.serialNumber },
        claimedSigningTime: signingTime instanceof Date && !Number.isNaN(signingTime.getTime()) ? signingTime : null,
      };
    },
  };
}
