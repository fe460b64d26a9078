import { PARTNER_CONSENT_TYPE } from '@portal/contracts';
import { canConsentTransition } from '@portal/domain';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { patientOfRow } from '../../lib/checked-patient';
import { documentXml, signedDocumentXml, startSigning, type DocumentField } from '../e-signing/e-signing-service';
import { recordEvent } from '../event-log/event-log-service';
import { partnerNames, personnelNames } from '../organisation/partners-service';
import { recordsNamedInMessages } from '../patients/patients-service';
import type { AcceptedSignature, Signable } from '../portal-module';
import { fill } from '../../i18n/texts';
import { addressLine } from './consent-views';
import { consentsPrintoutTexts } from './consents.printout-texts';
import * as repo from './consents-repository';
import { CONSENT_DOCUMENT, type OwnConsent } from './consents-service';

/*
 * Signing a consent through the public e-service (spec part 2 §4 "Consent", §8; module e-signing): the
 * canonical document the patient signs — its type's title and statement, the patient, the dates, the
 * partner and scope or the authorised person, in a fixed order — the signing's start for a REGISTERED
 * consent, the descriptor's `signables.CONSENT` that makes it SIGNED, and the signed file.
 */

type Row = repo.ConsentRow;

/** The Polish words of a consent's type (its title, its statement). */
export function consentWords(consentType: string, language = 'pl') {
  const t = consentsPrintoutTexts.for(language);
  const known = consentType in t.titles && consentType !== 'other';
  const key = consentType as keyof typeof t.titles;
  return {
    title: known ? t.titles[key] : fill(t.titles.other, { type: consentType }),
    statement: known ? t.statements[key as keyof typeof t.statements] : t.statements.other,
  };
}

/** What a consent's document states beside its row: the patient's names and PESEL, the partner's and the person's names. */
export interface ConsentParties {
  patient: { name: string; lastName: string; pesel: string | null };
  partner: string | null;
  person: string | null;
}

export async function partiesOf(deps: Pick<Deps, 'db'>, row: Row): Promise<ConsentParties> {
  const [patients, partners, personnel] = await Promise.all([
    recordsNamedInMessages(deps, [patientOfRow(row)]),
    partnerNames(deps, row.partnerId === null ? [] : [row.partnerId]),
    personnelNames(deps, row.personnelId === null ? [] : [row.personnelId]),
  ]);
  const patient = patients.get(row.patientId);
  return {
    patient: { name: patient?.name ?? '', lastName: patient?.lastName ?? '', pesel: patient?.pesel ?? null },
    partner: row.partnerId === null ? null : (partners.get(row.partnerId) ?? null),
    person: row.personnelId === null ? null : (personnel.get(row.personnelId) ?? null),
  };
}

/** The canonical document of a consent, as the patient signs it (Polish words, fixed field order). */
export function consentXml(row: Row, parties: ConsentParties): string {
  const t = consentsPrintoutTexts.for('pl');
  const words = consentWords(row.consentType);
  const f = t.fields;
  const fields: DocumentField[] = [
    { name: 'rodzaj', label: f.type, value: row.consentType },
    { name: 'tresc', label: words.title, value: words.statement },
    { name: 'pacjent', label: f.patient, value: `${parties.patient.name} ${parties.patient.lastName}` },
    { name: 'pesel', label: f.pesel, value: parties.patient.pesel },
    { name: 'obowiazujeOd', label: f.validFrom, value: row.validFrom },
    { name: 'obowiazujeDo', label: f.validTo, value: row.validTo ?? f.openEnded },
  ];
  if (row.consentType === PARTNER_CONSENT_TYPE) {
    fields.push(
      { name: 'partner', label: f.partner, value: parties.partner },
      { name: 'personel', label: f.personnel, value: parties.person ?? f.wholePartner },
      { name: 'zakres', label: f.scope, value: row.onlySelectedDocuments ? f.scopes.selected : f.scopes.whole },
    );
  }
  const person = row.authorizedPerson;
  if (person) {
    const identity = person.identity.nationalIdentificationNumber ?? [person.identity.documentNumber, person.identity.country].filter(Boolean).join(', ');
    fields.push(
      { name: 'upowazniony', label: f.authorizedPerson, value: `${person.name} ${person.lastName}` },
      { name: 'upowaznionyDokument', label: f.identity, value: identity },
      { name: 'upowaznionyAdres', label: f.address, value: addressLine(person.address) },
    );
  }
  return documentXml({ kind: CONSENT_DOCUMENT, id: row.id, title: words.title, fields });
}

/**
 * POST /mpi/consents/mpi-user/{id}/ePUAPSignURL: where the browser signs a REGISTERED consent (409
 * CONSENT_STATE otherwise); the return addresses must be the portal's own (400 SIGN_URL_FOREIGN).
 */
export async function signingUrl(deps: Deps, own: OwnConsent, accountId: number, urls: { successUrl: string; errorUrl: string }, origin: string): Promise<{ url: string }> {
  return withTransaction(deps.db, async (tx) => {
    const row = await repo.findById(tx, own.id, true);
    if (!row) throw NotFound();
    if (row.status !== 'REGISTERED') throw new AppError('CONSENT_STATE');
    const xml = consentXml(row, await partiesOf({ db: tx }, row));
    return startSigning(deps, { kind: CONSENT_DOCUMENT, documentId: row.id, patient: patientOfRow(row), accountId, xml, title: consentWords(row.consentType).title, ...urls, origin }, { tx });
  });
}

/** GET /mpi/consents/mpi-user/{id}/ePUAPSignURL: the signed document as the e-service returned it (none: 409 CONSENT_STATE). */
export async function signedConsentDocument(deps: Pick<Deps, 'db'>, own: OwnConsent): Promise<{ xml: string; filename: string }> {
  const xml = own.status === 'REGISTERED' ? null : await signedDocumentXml(deps.db, CONSENT_DOCUMENT, own.id);
  if (xml === null) throw new AppError('CONSENT_STATE', 'Ta zgoda nie została podpisana przez e-usługę podpisu.');
  return { xml, filename: `zgoda-${own.id}-podpisana.xml` };
}

/**
 * The descriptor's `signables.CONSENT`: e-signing re-reads a REGISTERED consent (locked) when the
 * e-service answers, and makes it SIGNED, dated by the signature, once the signature holds.
 */
export const consentSignable: Signable = {
  async load(tx, documentId) {
    const row = await repo.findById(tx, documentId, true);
    if (!row || row.status !== 'REGISTERED') return null;
    return { xml: consentXml(row, await partiesOf({ db: tx }, row)), patientId: row.patientId };
  },
  async signed(deps, tx, documentId, signature: AcceptedSignature) {
    const row = await repo.findById(tx, documentId, true);
    if (!row || !canConsentTransition(row.status, 'SIGNED')) throw new AppError('CONSENT_STATE');
    await repo.updateConsent(tx, row.id, { status: 'SIGNED', signedAt: signature.signedAt, updatedAt: deps.clock.now() });
    const by = signature.signedBy === 'GUARDIAN' ? 'opiekuna' : 'pacjenta';
    // Written in the accepting transaction: `tx` is what e-signing hands the module.
    await recordEvent({ db: tx, clock: deps.clock }, { eventType: 'CONSENT_SIGN', outcome: 'SUCCESS', accountId: row.accountId, description: `Zgoda ${row.id} pacjenta ${row.patientId} podpisana przez ${by}` });
  },
};
