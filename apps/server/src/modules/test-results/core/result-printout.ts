import type { Content } from 'pdfmake/interfaces';
import type { InterfaceLanguage, TestResult } from '@portal/contracts';
import { referenceRangeText } from '@portal/domain';
import type { Deps } from '../../../deps';
import { fill } from '../../../i18n/texts';
import { CLINIC_TIME_ZONE } from '../../../lib/jobs';
import { testResultsPrintoutTexts } from '../test-results.printout-texts';

/* The extended printout of a result (GET .../extended/{id}/printout): the order, its values against their ranges, earlier values. */

export interface PreviousValue {
  code: string;
  value: string | null;
  unit: string | null;
  flag: 'L' | 'H' | 'N' | null;
  resultAt: Date | null;
}

const when = (iso: string | Date | null) =>
  iso
    ? new Intl.DateTimeFormat('pl-PL', { timeZone: CLINIC_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
        .format(new Date(iso))
        .replace(',', '')
    : '—';

const header = (texts: string[]) => texts.map((text) => ({ text, style: 'tableHeader' }));

/** The printout in `language`: its fixed texts from test-results.printout-texts.ts; the lab's own words (names, descriptions) as the lab wrote them. */
export async function renderResultPrintout(deps: Pick<Deps, 'printer'>, result: TestResult, previous: readonly PreviousValue[], language: InterfaceLanguage): Promise<Buffer> {
  const t = testResultsPrintoutTexts.for(language).result;
  const flagWords = t.flags;
  const facts: Array<[string, string]> = [
    [t.orderNumber, result.orderNumber],
    [t.orderedAt, when(result.orderedAt)],
    [t.resultDate, when(result.resultDate)],
  ];
  if (result.unit) facts.push([t.unit, result.unit.name]);
  if (result.orderedBy) facts.push([t.orderedBy, result.orderedBy.displayName]);
  const content: Content[] = [
    { text: result.name, style: 'heading' },
    { table: { widths: [110, '*'], body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]) }, layout: 'noBorders' },
  ];
  if (result.elements.length > 0) {
    content.push(
      { text: t.results, style: 'heading' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            header([t.test, t.value, t.valueUnit, t.range, t.assessment]),
            ...result.elements.map((e) => [
              e.name,
              { text: e.value, bold: e.flag === 'L' || e.flag === 'H' },
              e.unit ?? '',
              e.referenceText ?? referenceRangeText(e.referenceLow, e.referenceHigh),
              e.flag ? flagWords[e.flag] : '',
            ]),
          ],
        },
      },
    );
  }
  if (result.description) content.push({ text: t.description, style: 'heading' }, { text: result.description });
  const earlier = result.elements.filter((e) => previous.some((p) => p.code === e.code));
  if (earlier.length > 0) {
    content.push({ text: t.earlier, style: 'heading' });
    for (const e of earlier) {
      content.push(
        { text: e.name, bold: true, margin: [0, 6, 0, 2] },
        {
          table: {
            headerRows: 1,
            widths: ['auto', 'auto', 'auto', '*'],
            body: [
              header([t.date, t.value, t.valueUnit, t.assessment]),
              ...previous.filter((p) => p.code === e.code).map((p) => [when(p.resultAt), p.value ?? '', p.unit ?? '', p.flag ? flagWords[p.flag] : '']),
            ],
          },
        },
      );
    }
  }
  return deps.printer.render({ title: t.title, subject: fill(t.subject, { number: result.orderNumber }), content, language });
}
