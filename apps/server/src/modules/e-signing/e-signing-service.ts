import {
  EPUAP_STATUS_PARAM,
  SIGNING_FALLBACK_ERROR_PATH,
  SIGNING_REASON_PARAM,
  type DocumentSignature,
  type SigningFailureReason,
} from '@portal/contracts';
import { ageOn } from '@portal/domain';
import { executorOf, withTransaction, type DbOrTx, type InTransaction, type Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { canonicalXmlHash as hashOfCanonicalForm, type SigningAnswerForm, type SignatureVerification } from '../../integrations/e-signature/index';
import { patientOfRow, type CheckedPatientId } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import { hashToken, newToken } from '../../lib/secrets';
import { reachOfAccount } from '../../plugins/patient-access';
import { accountIdForNationalId } from '../accounts/sign-in-service';
import { recordEvent } from '../event-log/event-log-service';
import { identitiesOfRecords } from '../patients/patient-lists-service';
import { accountsActingForPatient } from '../patients/patients-service';
import type { AcceptedSignature, Signable } from '../portal-module';
import * as repo from './e-signing-repository';

/*
 * Signing a portal document (a declaration, a consent) through the public e-service (spec part 2 §4
 * "Consent", §7, §8 "Consents and signing"; issue 30). The module that owns the document builds its
 * canonical XML (`documentXml`), starts a signing (`startSigning`) and names the kind in its
 * descriptor's `signables`; this module stores the request, hands the document to the e-service
 * (deps.eSignature), and accepts the signed XML the e-service brings back only once, only for that
 * request, only when the XAdES signature, the certificate chain, the content and the signer all hold —
 * then the owning module's `signables[kind].signed` moves the document, in the same transaction.
 */

/** How long the e-service's answer to a request is accepted. */
export const SIGNING_REQUEST_TTL_MS = 15 * 60_000;
/** Where the e-service brings the browser back (the confirm route). */
export const CONFIRM_PATH = '/api/mpi/e-sign/confirm';
/** The event log's type of a signature accepted or refused. */
const EVENT_TYPE = 'DOCUMENT_SIGNATURE';
/** A return address longer than this is refused (the columns hold it; a page's own address is short). */
const MAX_URL_LENGTH = 2000;

// ------------------------------------------------------------------------------ the canonical XML

/** The namespace of the documents the portal has signed (the root `Dokument`). */
export const DOCUMENT_NAMESPACE = 'urn:portal-pacjenta:dokument:1';

/** One field of a document's canonical XML. */
export interface DocumentField {
  /** Machine name, `[A-Za-z][A-Za-z0-9_-]*`. */
  name: string;
  /** The Polish words the e-service shows beside the value (and a reader of the signed file sees). */
  label: string;
  /** The value as the document states it (a day as YYYY-MM-DD, a code with its words); null: not given. */
  value: string | number | null;
}

/** XML 1.0 text: the five specials escaped, a CR kept as a reference, characters XML cannot hold dropped. */
function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const KIND = /^[A-Z][A-Z_]{0,31}$/;

/**
 * The canonical XML of a document to be signed, the same every time for the same values: UTF-8, the
 * root `Dokument` in DOCUMENT_NAMESPACE naming the kind and id, then the title and the fields in the
 * order given (the caller's fixed order, never an object's key order), each `Pole` with its machine
 * name and its Polish label, no whitespace between elements. `signables[kind].load` answers exactly
 * this for the document as it stands, so a changed document no longer matches a signature of the old one.
 */
export function documentXml(input: { kind: string; id: number; title: string; fields: readonly DocumentField[] }): string {
  if (!KIND.test(input.kind)) throw new Error(`document kind ${input.kind}: capital letters and _ only`);
  if (!Number.isSafeInteger(input.id)) throw new Error(`document id ${input.id}`);
  const fields = input.fields.map((f) => {
    if (!FIELD_NAME.test(f.name)) throw new Error(`field name ${f.name}: a letter, then letters, digits, _ or -`);
    const value = f.value === null ? '' : xmlText(String(f.value));
    return `<Pole nazwa="${f.name}" etykieta="${xmlText(f.label)}">${value}</Pole>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Dokument xmlns="${DOCUMENT_NAMESPACE}" rodzaj="${input.kind}" id="${input.id}">` +
    `<Tytul>${xmlText(input.title)}</Tytul>${fields.join('')}</Dokument>`
  );
}

/**
 * SHA-256 (hex) of the exclusive canonical form (no comments) of an XML document: what a signing
 * request keeps of the document it issued and what the signed document must still hash to.
 */
export const canonicalXmlHash = (xml: string): Promise<string> => hashOfCanonicalForm(xml);

// ------------------------------------------------------------------------------ starting a signing

/** What a module hands to be signed. */
export interface StartSigningInput {
  /** DECLARATION or CONSENT: the key of the owning module's descriptor `signables`. */
  kind: string;
  documentId: number;
  patient: CheckedPatientId;
  /** The signed-in account asking to sign. */
  accountId: number;
  /** The document's canonical XML (`documentXml`), exactly as `signables[kind].load` answers it now. */
  xml: string;
  /** Shown on the e-service's page. */
  title: string;
  /** Where the browser comes back: a path of the portal (one leading /) or an absolute URL of `origin`. */
  successUrl: string;
  errorUrl: string;
  /** The portal's public origin (public-origin.ts `publicOrigin`). */
  origin: string;
}

/** The URL as given if it is of the portal's own origin; throws SIGN_URL_FOREIGN otherwise (no open redirect). */
function ownUrl(url: string, origin: string): URL {
  const foreign = () => new AppError('SIGN_URL_FOREIGN');
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are refused, not matched for use
  if (url.length === 0 || url.length > MAX_URL_LENGTH || /[\u0000-\u001f\u007f\\]/.test(url)) throw foreign();
  const relative = url.startsWith('/');
  if (relative && url.startsWith('//')) throw foreign();
  let parsed: URL;
  try {
    parsed = relative ? new URL(url, origin) : new URL(url);
  } catch {
    throw foreign();
  }
  if (parsed.origin !== origin || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw foreign();
  return parsed;
}

/** `url` with the e-service's status (and a failure's reason) added to its query, relative if it was. */
function withStatus(url: string, origin: string, status: 'ok' | 'error', reason?: SigningFailureReason): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.set(EPUAP_STATUS_PARAM, status);
  if (reason) parsed.searchParams.set(SIGNING_REASON_PARAM, reason);
  return url.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/**
 * Starts signing a document: checks that both return addresses are the portal's own (else 400
 * SIGN_URL_FOREIGN), stores the request (its random token hashed, the hash of the document's canonical
 * form, 15 minutes to answer), hands the document to the e-service and answers the address the browser
 * goes to. Without an e-service (production mode until an adapter exists, integrations/e-signature)
 * it answers the error address with reason SERVICE_UNAVAILABLE and stores nothing. Joins the caller's
 * transaction when given one (the request stands or falls with what the caller changed).
 */
export async function startSigning(deps: Deps, input: StartSigningInput, opts?: InTransaction): Promise<{ url: string }> {
  ownUrl(input.successUrl, input.origin);
  ownUrl(input.errorUrl, input.origin);
  const service = deps.eSignature.service;
  if (!service) return { url: withStatus(input.errorUrl, input.origin, 'error', 'SERVICE_UNAVAILABLE') };
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGNING_REQUEST_TTL_MS);
  await repo.insertRequest(executorOf(deps.db, opts), {
    tokenHash: hashToken(token),
    documentKind: input.kind,
    documentId: input.documentId,
    patientId: input.patient,
    accountId: input.accountId,
    contentHash: await canonicalXmlHash(input.xml),
    successUrl: input.successUrl,
    errorUrl: input.errorUrl,
    expiresAt,
    createdAt: now,
  });
  const url = await service.signingUrl({ token, xml: input.xml, title: input.title, returnUrl: `${input.origin}${CONFIRM_PATH}`, expiresAt });
  return { url };
}

// ------------------------------------------------------------------------------ accepting the answer

/** The descriptors' signables, by kind. */
export type SignablesByKind = Readonly<Record<string, Signable>>;

/** A refusal on the way: its reason and, for the event log, what exactly failed. */
class Refused extends Error {
  constructor(
    readonly reason: SigningFailureReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/**
 * Who signed, as the signature's certificate names them: the patient herself (PATIENT), or the holder
 * of a live account that reaches the patient as a WARD or CHILD now (the reach rule of
 * plugins/patient-access, `reachOfAccount`) — but never for an adult patient with her own live account,
 * who signs only herself. Throws Refused SIGNER_NOT_ALLOWED otherwise.
 */
async function signedByOf(deps: Deps, tx: Tx, patient: CheckedPatientId, signerNationalId: string): Promise<AcceptedSignature['signedBy']> {
  const identity = (await identitiesOfRecords({ db: tx }, [patient])).get(patient);
  if (!identity) throw new Refused('DOCUMENT_STATE', 'the patient no longer exists');
  if (identity.pesel === signerNationalId) return 'PATIENT';
  const signerAccount = await accountIdForNationalId({ ...deps, db: tx }, signerNationalId);
  const reach = signerAccount === null ? null : await reachOfAccount(tx, signerAccount, patient);
  if (!reach || reach.relation === 'SELF') throw new Refused('SIGNER_NOT_ALLOWED', `the signer does not act for patient #${patient}`);
  const adult = identity.birthDate !== null && ageOn(identity.birthDate, clinicToday(deps.clock.now())) >= 18;
  if (adult && (await accountsActingForPatient({ db: tx }, patient, { tx })).some((a) => a.own)) {
    throw new Refused('SIGNER_NOT_ALLOWED', `patient #${patient} is an adult with her own account`);
  }
  return 'GUARDIAN';
}

/**
 * The e-service's answer (what /api/mpi/e-sign/confirm was posted), judged; answers where the browser
 * goes: the request's successUrl with `epuapstatus=ok`, or its errorUrl with `epuapstatus=error&reason=`
 * a code of contracts `signingFailureReasons` (an answer naming no known request: the public result
 * page SIGNING_FALLBACK_ERROR_PATH). In one transaction: the request by its token's hash, unused and
 * unexpired (REQUEST_INVALID), is used up at once, whatever follows; the signature is valid
 * (SIGNATURE_INVALID), its certificate chains to the trust anchors (CERTIFICATE_UNTRUSTED) and is valid
 * now (CERTIFICATE_EXPIRED); what it signed hashes to the request's content (CONTENT_CHANGED) and to
 * the document as its module issues it now (`signables[kind].load`: none → DOCUMENT_STATE, another →
 * CONTENT_CHANGED); the signer is the patient or her guardian (SIGNER_NOT_ALLOWED). Then the signature
 * is kept and `signables[kind].signed` moves the document; an AppError it throws refuses the signature
 * as DOCUMENT_STATE (the request stays used). A cancel at the e-service → CANCELLED. Each outcome is
 * an event of the log.
 */
export async function acceptSignedDocument(deps: Deps, signables: SignablesByKind, form: SigningAnswerForm, origin: string): Promise<string> {
  const fallback = withStatus(SIGNING_FALLBACK_ERROR_PATH, origin, 'error', 'REQUEST_INVALID');
  const service = deps.eSignature.service;
  if (!service) return fallback;
  const answer = await service.readAnswer(form);
  if (answer.outcome === 'INVALID') {
    await recordEvent(deps, { eventType: EVENT_TYPE, outcome: 'FAILURE', description: `REQUEST_INVALID: ${answer.reason}` });
    return fallback;
  }
  const now = deps.clock.now();
  // The signature is checked before the transaction (it needs no database and takes some milliseconds), its verdict applied in it.
  const verification: SignatureVerification | null = answer.outcome === 'SIGNED' ? await deps.eSignature.verifier.verify(answer.signedXml, now) : null;

  return withTransaction(deps.db, async (tx) => {
    const request = await repo.lockRequest(tx, hashToken(answer.token));
    if (!request) {
      await recordEvent(deps, { eventType: EVENT_TYPE, outcome: 'FAILURE', description: 'REQUEST_INVALID: unknown token' }, { tx });
      return fallback;
    }
    const about = `${request.documentKind} #${request.documentId}, patient #${request.patientId}`;
    const refuse = async (reason: SigningFailureReason, detail: string) => {
      await repo.setOutcome(tx, request.id, reason);
      await recordEvent(deps, { eventType: EVENT_TYPE, outcome: reason === 'CANCELLED' ? 'INFO' : 'FAILURE', accountId: request.accountId, description: `${reason} (${about}): ${detail}` }, { tx });
      return withStatus(request.errorUrl, origin, 'error', reason);
    };
    if (request.usedAt || request.expiresAt <= now) {
      await recordEvent(deps, { eventType: EVENT_TYPE, outcome: 'FAILURE', accountId: request.accountId, description: `REQUEST_INVALID (${about}): ${request.usedAt ? 'already answered' : 'expired'}` }, { tx });
      return withStatus(request.errorUrl, origin, 'error', 'REQUEST_INVALID');
    }
    await repo.useRequest(tx, request.id, now);
    if (answer.outcome === 'CANCELLED' || !verification) return refuse('CANCELLED', 'cancelled at the e-service');
    if (!verification.valid) return refuse(verification.reason, verification.detail);
    if (verification.signedContentHash !== request.contentHash) return refuse('CONTENT_CHANGED', 'the signed content is not the document the portal issued');

    const signable = signables[request.documentKind];
    const patient = patientOfRow(request);
    try {
      const current = signable ? await signable.load(tx, request.documentId) : null;
      if (!current || current.patientId !== request.patientId) throw new Refused('DOCUMENT_STATE', 'the document can no longer be signed');
      if ((await canonicalXmlHash(current.xml)) !== request.contentHash) throw new Refused('CONTENT_CHANGED', 'the document changed after the signing began');
      const signerNationalId = verification.signer.nationalId;
      if (!signerNationalId) throw new Refused('SIGNER_NOT_ALLOWED', 'the certificate names no PESEL');
      const signature: AcceptedSignature = {
        signerName: verification.signer.name,
        signerNationalId,
        signedBy: await signedByOf(deps, tx, patient, signerNationalId),
        signedAt: now,
      };
      // A savepoint: a document its module refuses to move leaves no signature behind, and the request used.
      await withTransaction(tx, async (inner) => {
        await repo.insertSignature(inner, {
          documentKind: request.documentKind,
          documentId: request.documentId,
          patientId: patient,
          requestId: request.id,
          signedXml: answer.signedXml,
          contentHash: request.contentHash,
          signerNationalId: signature.signerNationalId,
          signerName: signature.signerName,
          signedBy: signature.signedBy,
          certificateIssuer: verification.certificate.issuer,
          certificateSerial: verification.certificate.serial,
          signedAt: now,
          createdAt: now,
        });
        await signable!.signed(deps, inner, request.documentId, signature);
      });
      await repo.setOutcome(tx, request.id, 'SIGNED');
      await recordEvent(
        deps,
        {
          eventType: EVENT_TYPE,
          outcome: 'SUCCESS',
          accountId: request.accountId,
          description: `SIGNED (${about}) by ${signature.signedBy === 'PATIENT' ? 'the patient' : 'a guardian'}, certificate ${verification.certificate.serial} of ${verification.certificate.issuer}`,
        },
        { tx },
      );
      return withStatus(request.successUrl, origin, 'ok');
    } catch (e) {
      if (e instanceof Refused) return refuse(e.reason, e.detail);
      if (e instanceof AppError) return refuse('DOCUMENT_STATE', `${e.code}: ${e.message}`);
      throw e;
    }
  });
}

// ------------------------------------------------------------------------------ reading signatures

/** The latest accepted signature of each of these documents of a kind (those without one are absent). */
export async function documentSignatures(db: DbOrTx, kind: string, documentIds: readonly number[]): Promise<Map<number, DocumentSignature>> {
  const rows = await repo.latestSignatures(db, kind, documentIds);
  return new Map(
    rows.map((r) => [
      r.documentId,
      { signerName: r.signerName, signedBy: r.signedBy, signedAt: r.signedAt.toISOString(), certificateIssuer: r.certificateIssuer, certificateSerial: r.certificateSerial },
    ]),
  );
}

/** The signed XML of a document's latest accepted signature (as the e-service returned it), or null. */
export const signedDocumentXml = (db: DbOrTx, kind: string, documentId: number): Promise<string | null> => repo.latestSignedXml(db, kind, documentId);

// ------------------------------------------------------------------------------ the demo simulator's page

/** The document waiting at the simulator under the page's request id, or null (unknown, used or expired). */
export function simulatorDocument(deps: Deps, requestId: string) {
  return deps.eSignature.simulator?.pending(requestId, deps.clock.now()) ?? null;
}

/** The simulator signs the waiting document as the person, or cancels: the form back to the portal, or null when none waits. */
export async function simulatorAnswer(deps: Deps, requestId: string, choice: { signAs: { nationalId: string; name: string; lastName: string } } | 'cancel') {
  const simulator = deps.eSignature.simulator;
  if (!simulator) return null;
  const now = deps.clock.now();
  return choice === 'cancel' ? simulator.cancel(requestId, now) : simulator.sign(requestId, choice.signAs, now);
}
