import { beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_SIGN_PATH } from './index';
import { createCertificationAuthority, createLocalESignature, readAnswerForm, type CertificationAuthority } from './local';
import { canonicalHash, createXadesVerifier, signXadesBes, type SigningKey } from './xades';

/*
 * The XAdES verifier on documents signed here with certificates of test authorities: a valid signature,
 * one altered character, a foreign CA, an expired certificate, a signature over other content, and the
 * forms a signature must not take. No database.
 */

const DAY = 24 * 60 * 60_000;
const now = new Date();
const person = { nationalId: '85031502464', name: 'Anna', lastName: 'Zielińska' };
const document = (value: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Dokument xmlns="urn:portal-pacjenta:dokument:1" rodzaj="DECLARATION" id="7">` +
  `<Tytul>Deklaracja wyboru lekarza POZ</Tytul><Pole nazwa="patient" etykieta="Pacjent">${value}</Pole>` +
  `<Pole nazwa="note" etykieta="Uwagi">Łódź &amp; okolice</Pole></Dokument>`;
const original = document('Anna Zielińska');

let ca: CertificationAuthority;
let signer: SigningKey;
const verifier = () => createXadesVerifier(() => [ca.certificatePem]);
const validFor = (from: number, to: number) => ({ notBefore: new Date(now.getTime() + from), notAfter: new Date(now.getTime() + to) });

beforeAll(() => {
  ca = createCertificationAuthority('Testowe CA', now);
  signer = ca.issue(person, validFor(-DAY, 365 * DAY));
});

describe('the XAdES verifier', () => {
  it('accepts a valid signature and names the signer, the certificate and the signed content', async () => {
    const signed = await signXadesBes(original, signer, now);
    expect(signed).toContain('http://uri.etsi.org/01903#SignedProperties');
    expect(signed).toContain('<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>');
    const result = await verifier().verify(signed, now);
    expect(result).toMatchObject({
      valid: true,
      signedContentHash: canonicalHash(original),
      signer: { nationalId: person.nationalId, name: 'Anna Zielińska' },
      certificate: { issuer: 'Testowe CA' },
    });
    expect(result.valid && result.certificate.serial).toMatch(/^[0-9A-F]+$/);
    expect(result.valid && result.claimedSigningTime?.getTime()).toBe(now.getTime());
  });

  it('refuses a signed document with one character of its content changed', async () => {
    const signed = await signXadesBes(original, signer, now);
    const tampered = signed.replace('Anna Zielińska</Pole>', 'Anna Zielińskb</Pole>');
    expect(tampered).not.toBe(signed);
    expect(await verifier().verify(tampered, now)).toMatchObject({ valid: false, reason: 'SIGNATURE_INVALID' });
  });

  it('refuses a certificate of a foreign certification authority', async () => {
    const foreign = createCertificationAuthority('Obce CA', now).issue(person, validFor(-DAY, 365 * DAY));
    expect(await verifier().verify(await signXadesBes(original, foreign, now), now)).toMatchObject({ valid: false, reason: 'CERTIFICATE_UNTRUSTED' });
  });

  it('refuses an expired certificate, and one not yet valid', async () => {
    const expired = ca.issue(person, validFor(-30 * DAY, -DAY));
    expect(await verifier().verify(await signXadesBes(original, expired, now), now)).toMatchObject({ valid: false, reason: 'CERTIFICATE_EXPIRED' });
    const early = ca.issue(person, validFor(DAY, 30 * DAY));
    expect(await verifier().verify(await signXadesBes(original, early, now), now)).toMatchObject({ valid: false, reason: 'CERTIFICATE_EXPIRED' });
  });

  it('answers the hash of what was signed, so a signature over other content does not pass for the document', async () => {
    const other = await signXadesBes(document('Jan Kowalski'), signer, now);
    const result = await verifier().verify(other, now);
    expect(result.valid).toBe(true);
    expect(result.valid && result.signedContentHash).not.toBe(canonicalHash(original));
    expect(result.valid && result.signedContentHash).toBe(canonicalHash(document('Jan Kowalski')));
  });

  it('refuses what is not one enveloped signature of the signed certificate over the whole document', async () => {
    const signed = await signXadesBes(original, signer, now);
    const check = (xml: string) => verifier().verify(xml, now);
    expect(await check(original)).toMatchObject({ valid: false, reason: 'SIGNATURE_INVALID' });
    expect(await check('<a>')).toMatchObject({ valid: false, reason: 'SIGNATURE_INVALID' });
    expect(await check(signed.replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "x">]>'))).toMatchObject({
      valid: false,
      reason: 'SIGNATURE_INVALID',
    });
    // Another certificate of the same CA in KeyInfo: not the one the signed properties name.
    const otherKey = ca.issue({ ...person, nationalId: '79070203178' }, validFor(-DAY, 365 * DAY));
    const swapped = signed.replace(/<ds:X509Certificate>[^<]+<\/ds:X509Certificate>/, `<ds:X509Certificate>${otherKey.certificateDer.toString('base64')}</ds:X509Certificate>`);
    expect(await check(swapped)).toMatchObject({ valid: false, reason: 'SIGNATURE_INVALID' });
    // The signature value of another signature.
    const second = await signXadesBes(original, signer, new Date(now.getTime() + 1000));
    const value = (xml: string) => xml.match(/<ds:SignatureValue>([^<]+)</)![1];
    expect(await check(signed.replace(value(signed), value(second)))).toMatchObject({ valid: false, reason: 'SIGNATURE_INVALID' });
  });

  it('hashes the canonical form: the same for the same document however it is written', () => {
    const spaced = original.replace('<Pole nazwa="patient" etykieta="Pacjent">', `<Pole   etykieta='Pacjent' nazwa="patient" >`);
    expect(canonicalHash(spaced)).toBe(canonicalHash(original));
    expect(canonicalHash(document('Anna Zielińsk'))).not.toBe(canonicalHash(original));
    expect(canonicalHash(original)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the demo signing service', () => {
  it('keeps the document for its page, signs it once as a test person under its CA, and the verifier trusts that CA', async () => {
    const local = createLocalESignature({ now: () => now, trustAnchors: [] });
    const url = await local.service!.signingUrl({ token: 'tok-1', xml: original, title: 'Deklaracja', returnUrl: 'http://localhost:3000/api/mpi/e-sign/confirm', expiresAt: new Date(now.getTime() + 60_000) });
    expect(url.startsWith(`${SIMULATOR_SIGN_PATH}?request=`)).toBe(true);
    const requestId = new URL(url, 'http://x').searchParams.get('request')!;
    expect(local.simulator!.pending(requestId, now)).toMatchObject({ title: 'Deklaracja', xml: original });
    const answer = await local.simulator!.sign(requestId, person, now);
    expect(answer).toMatchObject({ action: 'http://localhost:3000/api/mpi/e-sign/confirm', fields: { token: 'tok-1', result: 'SIGNED' } });
    expect(await local.simulator!.sign(requestId, person, now)).toBeNull();
    const read = await local.service!.readAnswer(answer!.fields);
    expect(read.outcome).toBe('SIGNED');
    const result = await local.verifier.verify(read.outcome === 'SIGNED' ? read.signedXml : '', now);
    expect(result).toMatchObject({ valid: true, signedContentHash: canonicalHash(original), signer: { nationalId: person.nationalId } });
  });

  it('drops an expired document and answers a cancel', async () => {
    const local = createLocalESignature({ now: () => now, trustAnchors: [] });
    const handOver = { token: 'tok-2', xml: original, title: 'Zgoda', returnUrl: '/api/mpi/e-sign/confirm' };
    const expired = new URL(await local.service!.signingUrl({ ...handOver, expiresAt: new Date(now.getTime() - 1) }), 'http://x').searchParams.get('request')!;
    expect(local.simulator!.pending(expired, now)).toBeNull();
    const live = new URL(await local.service!.signingUrl({ ...handOver, expiresAt: new Date(now.getTime() + 60_000) }), 'http://x').searchParams.get('request')!;
    expect(local.simulator!.cancel(live, now)).toEqual({ action: '/api/mpi/e-sign/confirm', fields: { token: 'tok-2', result: 'CANCELLED' } });
    expect(local.simulator!.cancel(live, now)).toBeNull();
  });

  it('reads an answer form without throwing', () => {
    expect(readAnswerForm({})).toMatchObject({ outcome: 'INVALID' });
    expect(readAnswerForm({ token: 't', result: 'MAYBE' })).toMatchObject({ outcome: 'INVALID' });
    expect(readAnswerForm({ token: 't', result: 'SIGNED', document: '%%%' })).toMatchObject({ outcome: 'INVALID' });
    expect(readAnswerForm({ token: 't', result: 'SIGNED', document: Buffer.from([0xff, 0xfe]).toString('base64') })).toMatchObject({ outcome: 'INVALID' });
    expect(readAnswerForm({ token: 't', result: 'SIGNED', document: Buffer.from('<a/>').toString('base64') })).toEqual({ outcome: 'SIGNED', token: 't', signedXml: '<a/>' });
  });
});
