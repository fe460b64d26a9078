import { Readable } from 'node:stream';
import type { QuestionDefinition } from '@portal/contracts';
import type { TypedAnswer } from '@portal/domain';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { csvStringifier } from '../../../lib/csv';
import { CLINIC_TIME_ZONE } from '../../../lib/jobs';
import { identitiesOfRecords } from '../../patients/patient-lists-service';
import * as programs from '../core/programs-repository';
import * as repo from '../core/questionnaires-repository';
import { patientsOfRows } from '../../../lib/checked-patient';

/*
 * A questionnaire's answers as a CSV file for a spreadsheet: UTF-8 with a byte-order mark (so Excel
 * reads Polish letters), `;` between values (what Excel expects with Polish regional settings), one
 * row per fulfilment, one column per question number across every version (headed by the newest
 * version's text); a cell a spreadsheet would evaluate as a formula is neutralised (lib/csv). Read in batches of BATCH fulfilments, a few queries per batch, streamed as it goes.
 */

const BATCH = 1000;
const warsawTime = new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An answer as text: options by their labels (in the version answered), numbers with a decimal comma. */
export function answerText(answer: TypedAnswer, question: QuestionDefinition | undefined): string {
  switch (answer.format) {
    case 'TEXT':
      return answer.text;
    case 'NUMERIC':
      return String(answer.numeric).replace('.', ',');
    case 'DATE':
      return answer.date;
    default: {
      const labels = new Map((question?.options ?? []).map((o) => [o.value, o.label]));
      return answer.choices.map((c) => labels.get(c) ?? c).join(', ');
    }
  }
}

const contextText = (row: repo.FulfillmentRow, programNames: Map<number, string>): string => {
  if (row.subjectKind === 'PROGRAM') return `Program: ${programNames.get(Number(row.subjectId)) ?? row.subjectId}`;
  return `${row.subjectKind === 'BOOKING' ? 'Rezerwacja' : 'Wizyta'} ${row.subjectSystem}/${row.subjectId}`;
};

export interface CsvExport {
  filename: string;
  stream: Readable;
  /** Every patient whose answers the file holds (for the read audit, written before the file is sent). */
  patientIds: number[];
}

/** The export of a questionnaire's answers given within `range` (the answers page's days); 404 for an unknown questionnaire. */
export async function exportFulfillments(deps: Pick<Deps, 'db'>, questionnaireId: number, range: repo.FulfillmentRange = {}): Promise<CsvExport> {
  const versions = await repo.versionsOf(deps.db, questionnaireId);
  if (versions.length === 0) throw NotFound();
  const texts = new Map<number, string>();
  for (const v of versions) for (const q of v.sections.flatMap((s) => s.questions)) texts.set(q.orderNumber, q.text);
  const numbers = [...texts.keys()].sort((a, b) => a - b);
  const patientIds = await repo.fulfillmentPatientIds(deps.db, questionnaireId, range);
  const byVersion = new Map(versions.map((v) => [v.id, { version: v.version, questions: new Map(v.sections.flatMap((s) => s.questions).map((q) => [q.orderNumber, q])) }]));

  async function* records() {
    yield ['Data wypełnienia', 'Pacjent', 'PESEL', 'Kontekst', 'Wersja ankiety', ...numbers.map((n) => `${n}. ${texts.get(n)}`)];
    for (let afterId = 0; ; ) {
      const rows = await repo.fulfillmentBatch(deps.db, questionnaireId, range, afterId, BATCH);
      if (rows.length === 0) return;
      const [people, programNames] = await Promise.all([
        identitiesOfRecords(deps, patientsOfRows(rows)),
        programs.programNames(deps.db, rows.flatMap((r) => (r.subjectKind === 'PROGRAM' ? [Number(r.subjectId)] : []))),
      ]);
      for (const row of rows) {
        const version = byVersion.get(row.versionId);
        const answers = new Map(row.answers.map((a) => [a.orderNumber, a]));
        const person = people.get(row.patientId);
        yield [
          warsawTime.format(row.fulfilledAt),
          person ? `${person.lastName} ${person.name}` : '',
          person?.pesel ?? '',
          contextText(row, programNames),
          String(version?.version ?? ''),
          ...numbers.map((n) => {
            const answer = answers.get(n);
            return answer ? answerText(answer, version?.questions.get(n)) : '';
          }),
        ];
      }
      afterId = rows[rows.length - 1].id;
    }
  }

  const source = Readable.from(records());
  const stream = source.pipe(csvStringifier({ bom: true, delimiter: ';', record_delimiter: 'windows' }));
  // A failed read ends the download as failed instead of leaving it open.
  source.on('error', (err) => stream.destroy(err));
  return { filename: `ankieta_${questionnaireId}_odpowiedzi.csv`, stream, patientIds };
}
