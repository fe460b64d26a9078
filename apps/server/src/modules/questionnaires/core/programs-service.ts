import {
  programIneligibilityMessages,
  type Fulfillment,
  type FulfillmentInput,
  type InterfaceLanguage,
  type PatientProgram,
  type ProgramPatientQuery,
  type Questionnaire,
} from '@portal/contracts';
import { programEligibility, type ProgramRules } from '@portal/domain';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import type { ReachablePatient } from '../../../plugins/patient-access';
import { identitiesOfRecords } from '../../patients/patient-lists-service';
import { fulfillmentView, patientView, saveAnswers, shownVersion } from './questionnaire-engine';
import * as programs from './programs-repository';
import * as repo from './questionnaires-repository';
import type { CheckedPatientId } from '../../../lib/checked-patient';

export { programInvitationJob, invitePatients } from './program-invitations';
export { createProgram, getProgram, listPrograms, updateProgram } from './program-definitions';

/*
 * Prevention programmes as the invited patient meets them (spec part 2 §2 /questionnaire/patient/...,
 * §4 "Program questionnaire", §7 "Questionnaires and programs"): whether the patient may take part
 * (domain `programEligibility` on the clinic's today), the programme's questionnaire, and one
 * fulfilment per patient, read-only once given.
 */

type PDeps = Pick<Deps, 'db' | 'clock' | 'his'>;

export const rulesOf = (p: programs.ProgramRow, questionnaireActive: boolean): ProgramRules => ({
  active: p.active && questionnaireActive,
  minAge: p.minAge,
  maxAge: p.maxAge,
  gender: p.gender,
  validFrom: p.validFrom,
  validTo: p.validTo,
});

const subjectOf = (deps: PDeps, programId: number): repo.Subject => ({ kind: 'PROGRAM', system: deps.his.system, id: String(programId) });

interface Loaded {
  program: programs.ProgramRow;
  current: repo.QuestionnaireRow;
}

/** The programme with its questionnaire; 404 for an unknown one, and for another system's. */
async function load(deps: PDeps, programId: number, systemRoot?: string): Promise<Loaded> {
  if (systemRoot !== undefined && systemRoot !== deps.his.system) throw NotFound();
  const program = await programs.findProgram(deps.db, programId);
  const current = program ? await repo.findQuestionnaire(deps.db, program.questionnaireId) : null;
  if (!program || !current) throw NotFound();
  return { program, current };
}

async function eligibilityOf(deps: PDeps, loaded: Loaded, patientId: CheckedPatientId) {
  const identity = (await identitiesOfRecords(deps, [patientId])).get(patientId);
  if (!identity) throw NotFound();
  return programEligibility(identity, rulesOf(loaded.program, loaded.current.active), clinicToday(deps.clock.now()));
}

/**
 * The programme's questionnaire (current version); 404 for an unknown programme and one not running.
 * With a patient: the patient's answers, locked once given (shown in the version answered).
 */
export async function programQuestionnaire(deps: PDeps, programId: number, patient: ReachablePatient | null, language: InterfaceLanguage): Promise<Questionnaire> {
  const loaded = await load(deps, programId);
  if (!rulesOf(loaded.program, loaded.current.active).active) throw NotFound();
  const fulfillment = patient ? await repo.findFulfillment(deps.db, subjectOf(deps, programId), patient.id) : null;
  const version = await shownVersion(deps, loaded.current.version, fulfillment, fulfillment !== null);
  if (!version) throw NotFound();
  return patientView(version, fulfillment, { language, readOnly: fulfillment !== null });
}

/** Whether the patient has answered the programme's questionnaire. */
export async function programIsFulfilled(deps: PDeps, programId: number, patient: ReachablePatient, systemRoot: string): Promise<boolean> {
  await load(deps, programId, systemRoot);
  return (await repo.findFulfillment(deps.db, subjectOf(deps, programId), patient.id)) !== null;
}

/**
 * The programme as an invitation link shows it: the link's account must be the signed-in one and its
 * patient one the account acts for, else 404 exactly like an unknown programme.
 */
export async function patientProgram(deps: PDeps, query: ProgramPatientQuery, actor: { accountId: number; patient: ReachablePatient | null }): Promise<PatientProgram> {
  if (query.accountId !== actor.accountId || !actor.patient) throw NotFound();
  const loaded = await load(deps, query.programId, query.systemRoot);
  const eligibility = await eligibilityOf(deps, loaded, actor.patient.id);
  const fulfilled = (await repo.findFulfillment(deps.db, subjectOf(deps, query.programId), actor.patient.id)) !== null;
  return {
    programId: loaded.program.id,
    systemRoot: deps.his.system,
    name: loaded.program.name,
    description: loaded.program.description,
    questionnaireId: loaded.current.id,
    patientId: actor.patient.id,
    eligible: eligibility.eligible,
    ineligibleReason: eligibility.reason,
    ineligibleMessage: eligibility.reason ? programIneligibilityMessages[eligibility.reason] : null,
    fulfilled,
  };
}

export interface ProgramSave {
  programId: number;
  systemRoot?: string;
  /** The account named by the invitation link, when the call carries one: it must be the caller's. */
  accountId?: number;
}

/**
 * Saves the patient's answers to the programme's questionnaire: the caller acts for the patient, the
 * patient is eligible (409 PROGRAM_NOT_ELIGIBLE), has not answered yet (409 QUESTIONNAIRE_READ_ONLY),
 * and answered the current version (409 QUESTIONNAIRE_CHANGED); answers checked per question (400).
 */
export async function saveProgramAnswers(deps: PDeps, actor: { accountId: number; patient: ReachablePatient | null }, save: ProgramSave, input: FulfillmentInput): Promise<Fulfillment> {
  if ((save.accountId !== undefined && save.accountId !== actor.accountId) || !actor.patient) throw NotFound();
  const loaded = await load(deps, save.programId, save.systemRoot);
  const subject = subjectOf(deps, save.programId);
  if (!(await eligibilityOf(deps, loaded, actor.patient.id)).eligible) throw new AppError('PROGRAM_NOT_ELIGIBLE');
  if (await repo.findFulfillment(deps.db, subject, actor.patient.id)) throw new AppError('QUESTIONNAIRE_READ_ONLY');
  const row = await saveAnswers(deps, { current: loaded.current, input, patientId: actor.patient.id, accountId: actor.accountId, subject, replace: false });
  return fulfillmentView(row);
}
