import type { Content } from 'pdfmake/interfaces';
import type { TestResult } from '@portal/contracts';
import { referenceRangeText } from '@portal/domain';
import type { Deps } from '../../deps';
import { CLINIC_TIME_ZONE } from '../../lib/jobs';

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

const flagWords: Record<'L' | 'H' | 'N', string> = { L: 'poniżej normy', H: 'powyżej normy', N: 'w normie' };
const header = (texts: string[]) => texts.map((text) => ({ text, style: 'tableHeader' }));

export async function renderResultPrintout(deps: Pick<Deps, 'printer'>, result: TestResult, previous: readonly PreviousValue[]): Promise<Buffer> {
  const facts: Array<[string, string]> = [
    ['Numer zlecenia', result.orderNumber],
    ['Data zlecenia', when(result.orderedAt)],
    ['Data wyniku', when(result.resultDate)],
  ];
  if (result.unit) facts.push(['Jednostka', result.unit.name]);
  if (result.orderedBy) facts.push(['Zlecający', result.orderedBy.displayName]);
  const content: Content[] = [
    { text: result.name, style: 'heading' },
    { table: { widths: [110, '*'], body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]) }, layout: 'noBorders' },
  ];
  if (result.elements.length > 0) {
    content.push(
      { text: 'Wyniki', style: 'heading' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            header(['Badanie', 'Wynik', 'Jednostka', 'Zakres referencyjny', 'Ocena']),
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
  if (result.description) content.push({ text: 'Opis', style: 'heading' }, { text: result.description });
  const earlier = result.elements.filter((e) => previous.some((p) => p.code === e.code));
  if (earlier.length > 0) {
    content.push({ text: 'Poprzednie wyniki', style: 'heading' });
    for (const e of earlier) {
      content.push(
        { text: e.name, bold: true, margin: [0, 6, 0, 2] },
        {
          table: {
            headerRows: 1,
            widths: ['auto', 'auto', 'auto', '*'],
            body: [
              header(['Data', 'Wynik', 'Jednostka', 'Ocena']),
              ...previous.filter((p) => p.code === e.code).map((p) => [when(p.resultAt), p.value ?? '', p.unit ?? '', p.flag ? flagWords[p.flag] : '']),
            ],
          },
        },
      );
    }
  }
  return deps.printer.render({ title: 'Wynik badania', subject: `Wynik ${result.orderNumber}`, content });
}
