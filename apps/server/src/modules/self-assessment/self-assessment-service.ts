import { triageFullDataSchema, type InterfaceLanguage, type SelfAssessment, type SelfAssessmentSave, type TriageFullData } from '@portal/contracts';
import { addYears, formatDateTime, type DayRange } from '@portal/domain';
import { withTransaction, type InTransaction, executorOf } from '../../db/client';
import type { Deps } from '../../deps';
import { fill } from '../../i18n/texts';
import { AppError, NotFound } from '../../errors';
import { canonicalJson, triageDisclaimer, triageLevelNames, TriageResultInvalid, type TriageInterviewLanguage, type VerifiedTriageResult } from '../../integrations/triage/index';
import { clinicToday } from '../../lib/clinic-time';
import { checkRange } from '../../lib/lists';
import type { OwnAccount } from '../../plugins/patient-access';
import { recordEvent } from '../event-log/event-log-service';
import { getSettings } from '../settings/settings-service';
import * as repo from './self-assessment-repository';
import { selfAssessmentPrintoutTexts } from './self-assessment.printout-texts';

type SelfAssessmentDeps = Pick<Deps, 'db' | 'clock' | 'triage'>;

/** The frame's address of a new interview for the account (GET /mpi/questionnaires/infermedica/url/{language}). */
export async function interviewUrl(
  deps: Pick<Deps, 'triage'>,
  accountId: number,
  language: TriageInterviewLanguage,
  portalOrigin: string,
): Promise<{ url: string }> {
  return { url: await deps.triage.interviewUrl({ accountId, language, portalOrigin }) };
}

const invalid = () => new AppError('TRIAGE_RESULT_INVALID');

/** What the triage service vouches for; anything it does not is 400 TRIAGE_RESULT_INVALID. */
async function verified(deps: Pick<Deps, 'triage'>, accountId: number, body: SelfAssessmentSave): Promise<VerifiedTriageResult> {
  try {
    return await deps.triage.verifyResult(body.resultToken, { accountId, fullData: body.fullData });
  } catch (err) {
    if (err instanceof TriageResultInvalid) throw invalid();
    throw err;
  }
}

/**
 * Saves a finished self-assessment of the account (POST /mpi/questionnaires/infermedica/questionnaire):
 * only a result the triage service vouches for, made for this account, unexpired, whose level and
 * record are exactly the ones the browser sent, and only once (a second save of the same interview is
 * refused like a forged one). The position is kept only while the installation's `selfAssessmentGps` is
 * on. Answers the page with the level's advice.
 */
export async function saveSelfAssessment(
  deps: SelfAssessmentDeps,
  accountId: number,
  body: SelfAssessmentSave,
  meta: { ip?: string | null } = {},
  opts?: InTransaction,
): Promise<{ fullfilmentId: number; triageLevel: SelfAssessment['triageLevel']; url: string }> {
  const result = await verified(deps, accountId, body);
  if (result.triageLevel !== body.triageLevel) throw invalid();
  if (canonicalJson(result.fullData) !== canonicalJson(body.fullData)) throw invalid();
  const db = executorOf(deps.db, opts);
  const { selfAssessmentGps } = await getSettings({ db }, 'questionnaire');
  const withPosition = selfAssessmentGps && body.lattitude !== null && body.longtitude !== null;
  const id = await withTransaction(db, async (tx) => {
    const saved = await repo.insertOnce(tx, {
      accountId,
      interviewId: result.interviewId,
      triageLevel: result.triageLevel,
      fullData: result.fullData,
      latitude: withPosition ? body.lattitude : null,
      longitude: withPosition ? body.longtitude : null,
      createdAt: deps.clock.now(),
    });
    if (saved === null) throw invalid();
    await recordEvent(
      deps,
      { eventType: 'SELF_ASSESSMENT_SAVE', outcome: 'SUCCESS', accountId, description: `Samoocena ${saved}: ${result.triageLevel}`, ip: meta.ip ?? null },
      { tx },
    );
    return saved;
  });
  return { fullfilmentId: id, triageLevel: result.triageLevel, url: result.recommendationUrl };
}

const fullDataOf = (row: repo.SelfAssessmentRow): TriageFullData => triageFullDataSchema.parse(row.fullData);

function toSelfAssessment(row: repo.SelfAssessmentRow): SelfAssessment {
  const fullData = fullDataOf(row);
  return {
    fullfilmentId: row.id,
    date: row.createdAt.toISOString(),
    triageLevel: row.triageLevel,
    recommendation: fullData.recommendation,
    items: fullData.items,
    lattitude: row.latitude,
    longtitude: row.longitude,
  };
}

/** Self-assessment list default (spec §9): one year back to today; either bound may be given alone. */
export function listRange(range: Partial<DayRange>, now: Date): DayRange {
  const today = clinicToday(now);
  const before = range.before ?? today;
  return { after: range.after ?? addYears(before < today ? before : today, -1), before };
}

/** The account's self-assessments within the range of clinic days, newest first. */
export async function listSelfAssessments(deps: Pick<Deps, 'db' | 'clock'>, own: OwnAccount, range: Partial<DayRange>): Promise<SelfAssessment[]> {
  const now = deps.clock.now();
  const bounds = checkRange(listRange(range, now), { allowFuture: false }, now);
  return (await repo.listOwn(deps.db, own, bounds)).map(toSelfAssessment);
}

async function ownRow(deps: Pick<Deps, 'db'>, own: OwnAccount, id: number): Promise<repo.SelfAssessmentRow> {
  const row = await repo.findOwn(deps.db, own, id);
  if (!row) throw NotFound();
  return row;
}

export async function getSelfAssessment(deps: Pick<Deps, 'db'>, own: OwnAccount, id: number): Promise<SelfAssessment> {
  return toSelfAssessment(await ownRow(deps, own, id));
}

export async function deleteSelfAssessment(deps: Pick<Deps, 'db' | 'clock'>, own: OwnAccount, id: number, meta: { ip?: string | null } = {}): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteOwn(tx, own, id))) throw NotFound();
    await recordEvent(deps, { eventType: 'SELF_ASSESSMENT_DELETE', outcome: 'SUCCESS', accountId: own.id, description: `Samoocena ${id}`, ip: meta.ip ?? null }, { tx });
  });
}

/**
 * The report of one self-assessment (GET .../questionnaire/pdf/{id}): an A4 printout with the clinic's
 * header, for the account holder, with the date in the clinic's time, the level in words, the advice,
 * every question and answer, the position when kept, and the note that it is a triage aid.
 */
export async function selfAssessmentReport(
  deps: Pick<Deps, 'db' | 'printer'>,
  own: OwnAccount,
  holder: { name: string; lastName: string },
  id: number,
  language: InterfaceLanguage,
): Promise<{ data: string; fileName: string }> {
  const row = await ownRow(deps, own, id);
  const fullData = fullDataOf(row);
  const when = formatDateTime(row.createdAt);
  const t = selfAssessmentPrintoutTexts.for(language).selfAssessment;
  const facts: Array<[string, string]> = [
    [t.person, `${holder.name} ${holder.lastName}`],
    [t.date, when],
    [t.result, triageLevelNames[row.triageLevel][language]],
    [t.interviewLanguage, t.languages[fullData.language]],
  ];
  if (row.latitude !== null && row.longitude !== null) {
    facts.push([t.position, fill(t.coordinates, { latitude: row.latitude.toFixed(5), longitude: row.longitude.toFixed(5) })]);
  }
  const pdf = await deps.printer.render({
    title: t.title,
    subject: fill(t.subject, { number: row.id }),
    language,
    content: [
      {
        table: { widths: [110, '*'], body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: 'noBorders',
      },
      { text: t.recommendation, style: 'heading' },
      { text: fullData.recommendation },
      { text: t.answersHeading, style: 'heading' },
      {
        table: {
          headerRows: 1,
          widths: ['*', '*'],
          body: [
            [
              { text: t.question, style: 'tableHeader' },
              { text: t.answer, style: 'tableHeader' },
            ],
            ...fullData.items.map((item) => [item.question, item.answer]),
          ],
        },
      },
      { text: triageDisclaimer[language], italics: true, margin: [0, 16, 0, 0] },
    ],
  });
  return { data: pdf.toString('base64'), fileName: `selfassessment_report_${row.id}.pdf` };
}
