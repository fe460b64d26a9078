import type { z } from '@portal/contracts';
import type { resultPanelSchema } from '@portal/contracts';
import { resultValueFormat, type ResultValueFormat } from '@portal/domain';

/*
 * The lab's catalogue (GET /clinic/result-panels): panels with their analytes, Polish names, units and
 * adult reference ranges as Polish laboratories commonly print them, each analyte's value format (a
 * number with the decimal places its unit is printed with, or text), and the imaging studies.
 */

type Panel = z.infer<typeof resultPanelSchema>;
type Element = Panel['elements'][number];

const el = (
  code: string,
  name: string,
  unit: string | null,
  referenceLow: number | null,
  referenceHigh: number | null,
  decimals: number | null,
  referenceText: string | null = null,
): Element => ({
  code,
  name,
  unit,
  referenceLow,
  referenceHigh,
  referenceText,
  // `decimals` null: the value is text.
  valueFormat: decimals === null ? { kind: 'TEXT' } : { kind: 'NUMERIC', decimals },
});

export const resultPanels: readonly Panel[] = [
  {
    code: 'MORF',
    name: 'Morfologia krwi',
    kind: 'LAB',
    elements: [
      el('WBC', 'Leukocyty (WBC)', 'tys./µl', 4, 10, 2),
      el('RBC', 'Erytrocyty (RBC)', 'mln/µl', 4.2, 5.4, 2),
      el('HGB', 'Hemoglobina (HGB)', 'g/dl', 12, 16, 1),
      el('HCT', 'Hematokryt (HCT)', '%', 37, 47, 1),
      el('MCV', 'Średnia objętość krwinki (MCV)', 'fl', 80, 97, 1),
      el('PLT', 'Płytki krwi (PLT)', 'tys./µl', 150, 400, 0),
    ],
  },
  {
    code: 'LIPID',
    name: 'Lipidogram',
    kind: 'LAB',
    elements: [
      el('CHOL', 'Cholesterol całkowity', 'mg/dl', null, 190, 1),
      el('LDL', 'Cholesterol LDL', 'mg/dl', null, 115, 1),
      el('HDL', 'Cholesterol HDL', 'mg/dl', 45, null, 1),
      el('TG', 'Triglicerydy', 'mg/dl', null, 150, 1),
    ],
  },
  { code: 'GLU', name: 'Glukoza na czczo', kind: 'LAB', elements: [el('GLU', 'Glukoza', 'mg/dl', 70, 99, 1)] },
  { code: 'HBA1C', name: 'Hemoglobina glikowana (HbA1c)', kind: 'LAB', elements: [el('HBA1C', 'Hemoglobina glikowana (HbA1c)', '%', null, 5.7, 1)] },
  { code: 'TSH', name: 'TSH', kind: 'LAB', elements: [el('TSH', 'Tyreotropina (TSH)', 'µIU/ml', 0.27, 4.2, 3)] },
  {
    code: 'KREA',
    name: 'Kreatynina z eGFR',
    kind: 'LAB',
    elements: [el('KREA', 'Kreatynina', 'mg/dl', 0.5, 0.9, 2), el('EGFR', 'eGFR (CKD-EPI)', 'ml/min/1,73 m²', 90, null, 0)],
  },
  { code: 'CRP', name: 'Białko C-reaktywne (CRP)', kind: 'LAB', elements: [el('CRP', 'Białko C-reaktywne (CRP)', 'mg/l', null, 5, 1)] },
  { code: 'ALT', name: 'Aminotransferaza alaninowa (ALT)', kind: 'LAB', elements: [el('ALT', 'ALT', 'U/l', null, 35, 0)] },
  { code: 'AST', name: 'Aminotransferaza asparaginianowa (AST)', kind: 'LAB', elements: [el('AST', 'AST', 'U/l', null, 35, 0)] },
  { code: 'RTG-KLP', name: 'RTG klatki piersiowej (PA)', kind: 'IMAGING', elements: [] },
  { code: 'TK-GLOWY', name: 'Tomografia komputerowa głowy', kind: 'IMAGING', elements: [] },
  { code: 'USG-JB', name: 'USG jamy brzusznej', kind: 'IMAGING', elements: [] },
];

export const panelByCode = (code: string) => resultPanels.find((p) => p.code === code) ?? null;

const analytes = new Map(resultPanels.flatMap((p) => p.elements.map((e) => [e.code, e] as const)));

/** The value format of an order's element: its analyte's in the catalogue (by code), else told from its range. */
export const valueFormatOf = (element: { code: string; referenceLow: number | null; referenceHigh: number | null; referenceText: string | null }): ResultValueFormat =>
  resultValueFormat(analytes.get(element.code)?.valueFormat, element);
