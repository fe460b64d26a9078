import type {
  ClinicFulfillment,
  ClinicQuestionnaire,
  PageQuery,
  Page,
  QuestionnaireAssignments,
  QuestionnaireDefinition,
  clinicQuestionnaireSummarySchema,
  questionnaireAssignmentsInputSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { Conflict, NotFound, Validation, type FieldError } from '../../../errors';
import { readPage } from '../../../lib/lists';
import type { StaffPatient } from '../../../plugins/staff-access';
import { everyUnit, getOrganisationDictionaries, knownUnitIds, serviceRefs } from '../../organisation/organisation-service';
import { identitiesOfRecords } from '../../patients/patient-lists-service';
import { createQuestionnaire, questionView, reviseQuestionnaire } from '../core/questionnaire-engine';
import { answerText } from './questionnaire-export';
import * as programs from '../core/programs-repository';
import * as repo from '../core/questionnaires-repository';
import { patientsOfRows } from '../../../lib/checked-patient';

export { exportFulfillments } from './questionnaire-export';

/*
 * The clinic console's questionnaires (clinic-questionnaires.ts contracts): writing them (each change a
 * new version), switching them on and off, attaching them to services and unit specialities, and
 * reading the answers given, per questionnaire and per patient.
 */

type CDeps = Pick<Deps, 'db' | 'clock'>;
type Summary = z.infer<typeof clinicQuestionnaireSummarySchema>;
export type AssignmentsData = z.output<typeof questionnaireAssignmentsInputSchema>;

export async function listQuestionnaires(deps: CDeps, query: PageQuery & repo.QuestionnaireFilter): Promise<Page<Summary>> {
  const page = await readPage(query, (limit, offset) => repo.selectQuestionnaires(deps.db, query, limit, offset));
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      title: r.version.title,
      active: r.active,
      version: r.version.version,
      deadlineDays: r.version.deadlineDays,
      questionCount: r.version.questionCount,
      fulfillmentCount: r.fulfillmentCount,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export async function getAssignments(deps: CDeps, id: number): Promise<QuestionnaireAssignments> {
  const [serviceIds, specialities, programIds] = await Promise.all([repo.serviceIdsOf(deps.db, id), repo.specialitiesOf(deps.db, id), programs.programIdsOf(deps.db, id)]);
  const services = await serviceRefs(deps, { ids: serviceIds });
  return { serviceCodes: services.map((s) => s.code), specialities, programIds };
}

export async function getClinicQuestionnaire(deps: CDeps, id: number): Promise<ClinicQuestionnaire> {
  const row = await repo.findQuestionnaire(deps.db, id);
  if (!row) throw NotFound();
  const v = row.version;
  return {
    id: row.id,
    active: row.active,
    version: v.version,
    versionId: v.id,
    title: v.title,
    description: v.description,
    deadlineDays: v.deadlineDays,
    sections: v.sections.map((s) => ({
      title: s.title,
      description: s.description ?? null,
      fieldsMayStayEmpty: s.fieldsMayStayEmpty ?? false,
      questions: s.questions.map((q) => {
        const { answer: _a, answerDate: _d, answerNumeric: _n, answerChoices: _c, ...question } = questionView(q, 'pl');
        // The editor reads each option as written: its Polish label and the translations given.
        return { ...question, options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label, labelEn: o.labelEn ?? null, labelUk: o.labelUk ?? null })) };
      }),
    })),
    assignments: await getAssignments(deps, id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createClinicQuestionnaire(deps: CDeps, input: QuestionnaireDefinition, staffId: number | null): Promise<ClinicQuestionnaire> {
  return getClinicQuestionnaire(deps, await createQuestionnaire(deps, input, staffId));
}

/** A new version of the questionnaire; identical content makes none. Answers already given keep their version. */
export async function updateClinicQuestionnaire(deps: CDeps, id: number, input: QuestionnaireDefinition, staffId: number | null): Promise<ClinicQuestionnaire> {
  if (!(await reviseQuestionnaire(deps, id, input, staffId))) throw NotFound();
  return getClinicQuestionnaire(deps, id);
}

export async function setQuestionnaireActive(deps: CDeps, id: number, active: boolean): Promise<ClinicQuestionnaire> {
  if (!(await repo.findQuestionnaire(deps.db, id))) throw NotFound();
  await repo.setActive(deps.db, id, active, deps.clock.now());
  return getClinicQuestionnaire(deps, id);
}

const titleOf = async (deps: CDeps, id: number) => (await repo.findQuestionnaire(deps.db, id))?.version.title ?? `#${id}`;

/**
 * Replaces the services and unit specialities that ask the questionnaire: an unknown service code,
 * unit or speciality is 400; a service or unit speciality another questionnaire is asked for is 409
 * naming it (one questionnaire per service and per unit speciality).
 */
export async function setAssignments(deps: CDeps, id: number, input: AssignmentsData): Promise<QuestionnaireAssignments> {
  if (!(await repo.findQuestionnaire(deps.db, id))) throw NotFound();
  const services = await serviceRefs(deps, { codes: input.serviceCodes });
  const idOfCode = new Map(services.map((s) => [s.code, s.id]));
  const specialities = [...new Map(input.specialities.map((s) => [`${s.unitId ?? 0}:${s.speciality}`, s])).values()];
  const units = await knownUnitIds(deps, everyUnit, specialities.flatMap((s) => (s.unitId === null ? [] : [s.unitId])));
  const codes = new Set((await getOrganisationDictionaries(deps)).specialities.map((s) => s.code));
  const errors: FieldError[] = [
    ...input.serviceCodes.flatMap((code, i) => (idOfCode.has(code) ? [] : [{ path: `serviceCodes.${i}`, message: `Nie ma świadczenia o kodzie ${code}.` }])),
    ...input.specialities.flatMap((s, i) => [
      ...(s.unitId !== null && !units.has(s.unitId) ? [{ path: `specialities.${i}.unitId`, message: 'Wybierz jednostkę z listy.' }] : []),
      ...(codes.has(s.speciality) ? [] : [{ path: `specialities.${i}.speciality`, message: 'Wybierz specjalność ze słownika.' }]),
    ]),
  ];
  if (errors.length) throw Validation(errors[0].message, errors);
  const serviceIds = [...idOfCode.values()];
  const [takenService] = await repo.servicesTakenByOthers(deps.db, id, serviceIds);
  if (takenService) {
    const code = services.find((s) => s.id === takenService.serviceId)?.code;
    throw Conflict(`Świadczenie ${code} ma już ankietę „${await titleOf(deps, takenService.questionnaireId)}”. Odłącz ją najpierw od tamtej ankiety.`);
  }
  const [takenSpeciality] = await repo.specialitiesTakenByOthers(deps.db, id, specialities);
  if (takenSpeciality) {
    const where = takenSpeciality.unitId === null ? 'we wszystkich jednostkach' : 'w tej jednostce';
    throw Conflict(`Wizyty specjalności ${takenSpeciality.speciality} ${where} mają już ankietę „${await titleOf(deps, takenSpeciality.questionnaireId)}”.`);
  }
  try {
    await deps.db.transaction((tx) => repo.replaceAssignments(tx, id, serviceIds, specialities));
  } catch (err) {
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw Conflict('Inna ankieta została właśnie przypisana do tego świadczenia lub specjalności. Odśwież stronę.');
    }
    throw err;
  }
  return getAssignments(deps, id);
}

/** Fulfilment rows as the clinic reads them: patient, context, version, each answer with its question (few queries per page). */
async function clinicViews(deps: CDeps, rows: repo.FulfillmentRow[]): Promise<ClinicFulfillment[]> {
  const [versions, people, programNames] = await Promise.all([
    repo.versionsByIds(deps.db, rows.map((r) => r.versionId)),
    identitiesOfRecords(deps, patientsOfRows(rows)),
    programs.programNames(deps.db, rows.flatMap((r) => (r.subjectKind === 'PROGRAM' ? [Number(r.subjectId)] : []))),
  ]);
  return rows.map((r) => {
    const version = versions.get(r.versionId);
    const questions = new Map((version?.sections ?? []).flatMap((s) => s.questions).map((q) => [q.orderNumber, q]));
    const person = people.get(r.patientId);
    return {
      id: r.id,
      questionnaireId: r.questionnaireId,
      version: version?.version ?? 0,
      questionnaireTitle: version?.title ?? '',
      patient: { id: r.patientId, name: person?.name ?? '', lastName: person?.lastName ?? '', pesel: person?.pesel ?? null },
      context: { kind: r.subjectKind, system: r.subjectSystem, id: r.subjectId, label: r.subjectKind === 'PROGRAM' ? (programNames.get(Number(r.subjectId)) ?? null) : null },
      fulfilledAt: r.fulfilledAt.toISOString(),
      answers: r.answers.map((a) => ({ orderNumber: a.orderNumber, question: questions.get(a.orderNumber)?.text ?? '', format: a.format, answer: answerText(a, questions.get(a.orderNumber)) })),
    };
  });
}

export async function listFulfillments(deps: CDeps, id: number, query: PageQuery, range: repo.FulfillmentRange): Promise<Page<ClinicFulfillment>> {
  if (!(await repo.findQuestionnaire(deps.db, id))) throw NotFound();
  const page = await readPage(query, (limit, offset) => repo.selectFulfillmentsOf(deps.db, id, range, limit, offset));
  return { ...page, items: await clinicViews(deps, page.items) };
}

export async function patientFulfillments(deps: CDeps, patient: StaffPatient, query: PageQuery): Promise<Page<ClinicFulfillment>> {
  const page = await readPage(query, (limit, offset) => repo.selectFulfillmentsOfPatient(deps.db, patient.id, limit, offset));
  return { ...page, items: await clinicViews(deps, page.items) };
}
