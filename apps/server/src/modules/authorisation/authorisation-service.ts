import { signatureMessages, type InterfaceLanguage, type SignatureVerification } from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { formatDateTime } from '@portal/domain';
import { clinicToday } from '../../lib/clinic-time';
import type { OwnAccount, ReachablePatient } from '../../plugins/patient-access';
import { accountContact } from '../contacts/contacts-service';
import { recordEvent } from '../event-log/event-log-service';
import { confirmAccountIdentity } from '../accounts/sign-in-service';
import { listAllergies } from '../allergies/allergies-service';
import { fill } from '../../i18n/texts';
import { deleteAccountFiles, readAccountFile, receiveUploads, type MultipartSource } from '../files/files-service';
import { listLinkedProfiles, ownRecordsOfAccount, recordForPrintout } from '../patients/patients-service';
import { getFileSettings, getIdentification } from '../settings/settings-service';
import { authorisationFormContent, copyDataContent } from './authorisation-documents';
import * as repo from './authorisation-repository';
import { authorisationPrintoutTexts } from './authorisation.printout-texts';
import { patientOfRecord } from '../../lib/checked-patient';

/*
 * The account area's documents: the printout of a patient's data (copy data), the authorisation form
 * to sign at the clinic, and the verification of a document signed electronically — the three ways an
 * account becomes AUTHORIZED are the clinic (this form), the e-service sign-in (modules/epuap) and a
 * verified signature (here).
 */

type PrintDeps = Pick<Deps, 'db' | 'clock' | 'printer'>;

/** The clinic's date and time for a printout's text (the footer has its own). */
const printedAt = (now: Date) => formatDateTime(now);

/**
 * GET copy-data/{patientId}/printout: the patient's data as the clinic holds them — names, identity,
 * address, the identity's state, who acts for the patient, the allergies; on the account's own record
 * also the account's contact data and its wards and children. A PDF.
 */
export async function printCopyData(deps: PrintDeps, account: OwnAccount, patient: ReachablePatient, language: InterfaceLanguage): Promise<{ pdf: Buffer; filename: string }> {
  const record = await recordForPrintout(deps, patient);
  const own = patient.relation === 'SELF';
  const [contact, profiles, allergies] = await Promise.all([
    own ? accountContact(deps, account.id) : null,
    own ? Promise.all([listLinkedProfiles(deps, account, 'WARD'), listLinkedProfiles(deps, account, 'CHILD')]).then((l) => l.flat()) : [],
    listAllergies(deps, patient, language),
  ]);
  const t = authorisationPrintoutTexts.for(language).copyData;
  const pdf = await deps.printer.render({
    title: fill(t.title, { name: `${record.patient.name} ${record.patient.lastName}` }),
    subject: t.subject,
    // The data as the clinic keeps them, under headings in the reader's language.
    language,
    content: copyDataContent({
      patient: record.patient,
      identityStatus: record.identityStatus,
      contact: contact ? { username: contact.username, email: contact.email, phoneNumber: contact.phoneNumber } : null,
      guardians: record.guardians,
      profiles,
      allergies,
      printedAt: printedAt(deps.clock.now()),
    }, t),
  });
  return { pdf, filename: `dane-pacjenta-${record.patient.id}.pdf` };
}

/**
 * GET authorize/{id}: a new authorisation form of the signed-in account (`id` must be its own id;
 * anything else is 404, as an unknown id): the account's data, the own record's PESEL, the clinic,
 * a statement and signature lines, under a new unique number kept in `authorisation_forms`.
 */
export async function printAuthorisationForm(
  deps: PrintDeps,
  account: OwnAccount,
  names: { name: string; lastName: string },
  requestedId: number,
): Promise<{ pdf: Buffer; filename: string; number: string }> {
  if (requestedId !== account.id) throw NotFound();
  const contact = await accountContact(deps, account.id);
  if (!contact) throw NotFound();
  const [own] = await ownRecordsOfAccount(deps, account.id);
  const now = deps.clock.now();
  const number = await withTransaction(deps.db, (tx) => repo.insertForm(tx, { accountId: account.id, patientId: own ? patientOfRecord(own) : null, year: clinicToday(now).slice(0, 4), now }));
  const pdf = await deps.printer.render({
    title: 'Wniosek o autoryzację konta w Portalu Pacjenta',
    subject: number,
    // The form is signed and handed to the clinic: a statement in Polish, the clinic's language.
    language: 'pl',
    content: authorisationFormContent({
      number,
      account: { name: names.name, lastName: names.lastName, username: contact.username, email: contact.email, phoneNumber: contact.phoneNumber },
      nationalId: own?.nationalId ?? null,
      clinic: await getIdentification(deps),
      printedAt: printedAt(now),
    }),
  });
  return { pdf, filename: `upowaznienie-${number}.pdf`, number };
}

/**
 * POST signatures/verify: the uploaded files (file settings' maxFiles and maxFileSize; the types the
 * verifier reads) are checked one by one until one carries a valid signature whose signer (PESEL in
 * the certificate) is the account's own person: then the own record becomes VERIFIED and the account
 * AUTHORIZED (accounts `confirmAccountIdentity`), and that document stays with the account as the
 * proof (files use SIGNED_DOCUMENT); every other uploaded file is deleted. Each attempt is an event.
 * No file: 400 "Nie dodano załącznika".
 */
export async function verifySignedDocuments(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'signatures'>,
  source: MultipartSource,
  account: { id: number; username: string },
  ip: string,
): Promise<SignatureVerification> {
  const { fileUploadParams } = await getFileSettings(deps);
  const limits = { maxFiles: fileUploadParams.maxFiles, maxFileSize: fileUploadParams.maxFileSize, fileTypes: [...deps.signatures.verifier.fileTypes] };
  const stored = await receiveUploads(deps, source, {
    use: 'SIGNED_DOCUMENT',
    limits,
    owner: { accountId: account.id },
    createdByAccountId: account.id,
    noFilesMessage: signatureMessages.noAttachment,
  });
  let kept: number | null = null;
  let reason: SignatureVerification['reason'] = null;
  try {
    for (const file of stored) {
      const bytes = await readAccountFile(deps, account.id, file.id, limits.maxFileSize);
      const check = await deps.signatures.verifier.verify(bytes, deps.clock.now());
      if (!check.verified) {
        reason = check.reason;
        continue;
      }
      if (await confirmAccountIdentity(deps, account.id, check)) {
        kept = file.id;
        reason = null;
        break;
      }
      reason = 'OTHER_PERSON';
    }
  } finally {
    await deleteAccountFiles(
      deps,
      account.id,
      stored.map((f) => f.id).filter((id) => id !== kept),
    );
  }
  await recordEvent(deps, {
    eventType: 'IDENTITY_SIGNATURE',
    outcome: kept != null ? 'SUCCESS' : 'FAILURE',
    accountId: account.id,
    username: account.username,
    description: kept != null ? 'Tożsamość potwierdzona podpisanym elektronicznie dokumentem; konto autoryzowane' : `Podpis nie został zweryfikowany (${reason})`,
    ip,
  });
  return { verified: kept != null, reason };
}
