import { mailHtml } from '../../../lib/mail-layout';
import type { ProgramInvitationResult } from '@portal/contracts';
import { addDays, addYears, programEligibility } from '@portal/domain';
import { withTransaction } from '../../../db/client';
import type { Config } from '../../../config';
import type { Deps } from '../../../deps';
import { Conflict, NotFound, Validation } from '../../../errors';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import type { MailMessage } from '../../../integrations/mail/index';
import { clinicToday } from '../../../lib/clinic-time';
import type { JobDefinition } from '../../../lib/jobs';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { findProgrammeCandidates, type CandidateFilter } from '../../patients/patient-lists-service';
import { sendClinicNotice } from '../../messages/messages-service';
import * as programs from './programs-repository';
import * as repo from './questionnaires-repository';
import { questionnairesMessageTexts } from '../questionnaires.message-texts';
import { patientOfRecord, systemPatient, type CheckedPatientId } from '../../../lib/checked-patient';

/*
 * Invitations to a prevention programme: every eligible patient not yet invited (or the ones named),
 * through the account that acts for them (their own, else a guardian's). Each invitation is recorded
 * and its e-mail queued in one transaction; the job sends it in the account's language with the link
 * to the programme questionnaire. The invitation also waits in the account's messages (a message of the
 * clinic itself, written in the same transaction).
 */

const JOB = 'questionnaires.program-invitation';
type InviteDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'his' | 'live'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

/** The programme questionnaire's address for one patient through one account (the e-mail's link and the message's). */
const questionnaireLink = (deps: Pick<Deps, 'his'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> }, programId: number, accountId: number, patientId: number) =>
  `${publicBaseUrl(deps.config)}/questionnaire/patient/${encodeURIComponent(deps.his.system)}/${programId}/${accountId}/${patientId}`;

/** The birth-date bounds of an age range on `today`, a day wider on each side (the domain rule decides the edges). */
function bornBounds(today: string, minAge: number | null, maxAge: number | null): Pick<CandidateFilter, 'bornOnOrBefore' | 'bornAfter'> {
  return {
    ...(minAge != null ? { bornOnOrBefore: addDays(addYears(today, -minAge), 1) } : {}),
    ...(maxAge != null ? { bornAfter: addDays(addYears(today, -(maxAge + 1)), -1) } : {}),
  };
}

export async function invitePatients(deps: InviteDeps, programId: number, staffId: number | null, patientIds?: readonly number[]): Promise<ProgramInvitationResult> {
  const program = await programs.findProgram(deps.db, programId);
  const questionnaire = program ? await repo.findQuestionnaire(deps.db, program.questionnaireId) : null;
  if (!program || !questionnaire) throw NotFound();
  const today = clinicToday(deps.clock.now());
  const rules = { active: program.active && questionnaire.active, minAge: program.minAge, maxAge: program.maxAge, gender: program.gender, validFrom: program.validFrom, validTo: program.validTo };
  if (programEligibility({ birthDate: null, gender: null }, rules, today).reason === 'PROGRAM_INACTIVE') {
    throw Conflict('Program nie jest obecnie prowadzony, więc nie można do niego zapraszać.');
  }
  const filter: CandidateFilter = patientIds
    ? { patientIds: [...new Set(patientIds)].map((id) => systemPatient(id, 'staff-named')) }
    : { ...bornBounds(today, program.minAge, program.maxAge), ...(program.gender === 'ANY' ? {} : { gender: program.gender }) };
  const candidates = await findProgrammeCandidates(deps, filter);
  if (patientIds) {
    const known = new Set(candidates.map((c) => c.id));
    const errors = patientIds.flatMap((id, i) => (known.has(id) ? [] : [{ path: `patientIds.${i}`, message: 'Nie ma pacjenta o tym identyfikatorze.' }]));
    if (errors.length) throw Validation(errors[0].message, errors);
  }
  const invited = await programs.invitedPatientIds(deps.db, programId);
  const result: ProgramInvitationResult = { invited: 0, alreadyInvited: 0, ineligible: 0, withoutAccount: 0 };
  const toInvite: Array<{ patientId: CheckedPatientId; accountId: number }> = [];
  for (const c of candidates) {
    if (invited.has(c.id)) result.alreadyInvited += 1;
    else if (!programEligibility(c, rules, today).eligible) result.ineligible += 1;
    else if (c.accountId === null) result.withoutAccount += 1;
    else toInvite.push({ patientId: patientOfRecord(c), accountId: c.accountId });
  }
  const now = deps.clock.now();
  const written = await withTransaction(deps.db, async (tx) => {
    const rows = await programs.insertInvitations(
      tx,
      toInvite.map((i) => ({ programId, ...i, invitedByStaffId: staffId, invitedAt: now })),
    );
    for (const row of rows) {
      await deps.jobs.send(JOB, { programId, patientId: row.patientId }, { tx });
      if (row.accountId === null) continue;
      // The invitation also waits in the account's messages, where the patient finds it again later.
      await sendClinicNotice(
        deps,
        {
          accountId: row.accountId,
          patientId: row.patientId,
          title: `Zaproszenie do programu „${program.name}”`,
          content: `Zapraszamy do udziału w programie profilaktycznym „${program.name}”.\n\nProsimy o wypełnienie ankiety programu: ${questionnaireLink(deps, programId, row.accountId, row.patientId)}`,
        },
        { tx },
      );
    }
    return rows.length;
  });
  result.invited = written;
  result.alreadyInvited += toInvite.length - written;
  return result;
}

/** The invitation e-mail: the programme's name and the link, nothing medical. */
export function invitationMail(input: { to: string; language: string; programName: string; link: string }): MailMessage {
  const frame = mailFrameTexts.for(input.language);
  const t = questionnairesMessageTexts.for(input.language).programInvitation;
  const subject = fill(t.subject, { program: input.programName });
  const paragraphs = [frame.greeting, fill(t.intro, { program: input.programName }), t.ask];
  const html = mailHtml({ language: input.language, title: subject, paragraphs, link: { href: input.link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
  return { to: input.to, subject, text: [...paragraphs, '', input.link, '', frame.footer].join('\n'), html };
}

type JobDeps = Pick<Deps, 'db' | 'mail' | 'his'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

/** Sends one invitation's e-mail to its account, when the account is live and its e-mail confirmed. */
export const programInvitationJob: JobDefinition<{ programId: number; patientId: number }, JobDeps> = {
  name: JOB,
  async run(deps, { programId, patientId }) {
    const invitation = await programs.findInvitation(deps.db, programId, systemPatient(patientId, 'token'));
    const program = await programs.findProgram(deps.db, programId);
    if (!invitation?.accountId || !program) return;
    const contact = await accountContact(deps, invitation.accountId);
    if (!contact?.email || !contact.emailConfirmed || contact.status === 'DELETED') return;
    const link = questionnaireLink(deps, programId, invitation.accountId, patientId);
    await deps.mail.send(invitationMail({ to: contact.email, language: contact.language, programName: program.name, link }));
  },
};
