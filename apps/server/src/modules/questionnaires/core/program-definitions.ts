import type { ClinicProgram, programInputSchema, z } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound, Validation } from '../../../errors';
import * as programs from './programs-repository';
import * as repo from './questionnaires-repository';

/* The clinic's prevention programmes: whom each is for and the questionnaire its patients answer. */

export type ProgramData = z.output<typeof programInputSchema>;
type DefDeps = Pick<Deps, 'db' | 'clock'>;

function toClinicProgram(row: programs.CountedProgramRow): ClinicProgram {
  const p = row.program;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    questionnaireId: p.questionnaireId,
    questionnaireTitle: row.questionnaireTitle,
    minAge: p.minAge,
    maxAge: p.maxAge,
    gender: p.gender,
    validFrom: p.validFrom,
    validTo: p.validTo,
    active: p.active,
    invitedCount: row.invitedCount,
    fulfilledCount: row.fulfilledCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function listPrograms(deps: DefDeps): Promise<ClinicProgram[]> {
  return (await programs.selectPrograms(deps.db)).map(toClinicProgram);
}

export async function getProgram(deps: DefDeps, id: number): Promise<ClinicProgram> {
  const row = await programs.findCountedProgram(deps.db, id);
  if (!row) throw NotFound();
  return toClinicProgram(row);
}

async function checkQuestionnaire(deps: DefDeps, questionnaireId: number): Promise<void> {
  if (!(await repo.findQuestionnaire(deps.db, questionnaireId))) {
    throw Validation('Wybrana ankieta nie istnieje.', [{ path: 'questionnaireId', message: 'Wybierz ankietę z listy.' }]);
  }
}

export async function createProgram(deps: DefDeps, input: ProgramData): Promise<ClinicProgram> {
  await checkQuestionnaire(deps, input.questionnaireId);
  const id = await programs.insertProgram(deps.db, input, deps.clock.now());
  return getProgram(deps, id);
}

export async function updateProgram(deps: DefDeps, id: number, input: ProgramData): Promise<ClinicProgram> {
  if (!(await programs.findProgram(deps.db, id))) throw NotFound();
  await checkQuestionnaire(deps, input.questionnaireId);
  await programs.updateProgram(deps.db, id, input, deps.clock.now());
  return getProgram(deps, id);
}
