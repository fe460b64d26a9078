import { severityKeys, type InteractionMatrix, type InterfaceLanguage } from '@portal/contracts';
import { isSignificant, type SeverityValue } from '@portal/domain';
import type { Content } from 'pdfmake/interfaces';
import type { Deps } from '../../deps';
import { fill } from '../../i18n/texts';
import type { ReachablePatient } from '../../plugins/patient-access';
import { drugInteractionsPrintoutTexts } from './drug-interactions.printout-texts';
import { interactionMatrix } from './drug-interactions-service';

/*
 * GET /mppd/api/interactions/printout/{patientId}/{ids}: the chosen drugs and every significant pair
 * (severity 2 or 3, spec §4) with its substances, description and source, the allergy flags, the
 * editions the data come from, and the statement that it is an aid, not a clinical decision.
 */

export function interactionsPrintoutContent(m: InteractionMatrix, language: InterfaceLanguage): Content[] {
  const t = drugInteractionsPrintoutTexts.for(language).interactions;
  const severityName = (s: SeverityValue) => t.severities[severityKeys[s]];
  const significant = m.cells.filter((c) => isSignificant(c.severity)).sort((a, b) => b.severity - a.severity || a.row - b.row || a.column - b.column);
  const content: Content[] = [
    { text: t.drugsHeading, style: 'heading' },
    {
      table: {
        headerRows: 1,
        widths: [24, '*', '*'],
        body: [
          [
            { text: t.drugNo, style: 'label' },
            { text: t.drug, style: 'label' },
            { text: t.substances, style: 'label' },
          ],
          ...m.drugs.map((d, i) => [String(i + 1), d.fullName, d.substances.map((s) => (s.amount ? `${s.name} ${s.amount}` : s.name)).join(', ')]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: t.pairsHeading, style: 'heading' },
  ];
  if (significant.length === 0) content.push({ text: t.noPairs });
  for (const cell of significant) {
    const a = m.drugs[cell.row];
    const b = m.drugs[cell.column];
    content.push({
      table: {
        widths: [100, '*'],
        body: [
          [{ text: t.pair, style: 'label' }, { text: `${cell.row + 1}. ${a.fullName}\n${cell.column + 1}. ${b.fullName}`, bold: true }],
          [{ text: t.severity, style: 'label' }, severityName(cell.severity)],
          ...cell.interactions
            .filter((i) => isSignificant(i.scales))
            .map((i) => [
              { text: `${i.ingredient1.ingredientName} + ${i.ingredient2.ingredientName}`, style: 'label' },
              { stack: [`${severityName(i.scales)}. ${i.desc}`, { text: fill(t.source, { source: i.source }), style: 'small' }] },
            ]),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 4, 0, 4],
    });
  }
  if (m.allergyFlags.length > 0) {
    content.push({ text: t.allergiesHeading, style: 'heading' });
    content.push({ ul: m.allergyFlags.map((f) => fill(t.allergy, { allergy: f.allergyName, drug: f.drugName, substance: f.substanceName })) });
  }
  content.push({ text: fill(t.editions, { register: m.registerEdition ?? t.noEdition, interactions: m.interactionsEdition ?? t.noEdition }), style: 'small', margin: [0, 12, 0, 0] });
  content.push({ text: t.disclaimer, bold: true, margin: [0, 8, 0, 0] });
  return content;
}

export async function interactionsPrintout(deps: Deps, patient: ReachablePatient, ids: readonly string[], language: InterfaceLanguage): Promise<{ pdf: Buffer; filename: string }> {
  const matrix = await interactionMatrix(deps, patient, ids);
  const t = drugInteractionsPrintoutTexts.for(language).interactions;
  const pdf = await deps.printer.render({ title: t.title, subject: fill(t.subject, { count: matrix.drugs.length }), content: interactionsPrintoutContent(matrix, language), language });
  return { pdf, filename: 'interakcje-lekow.pdf' };
}
