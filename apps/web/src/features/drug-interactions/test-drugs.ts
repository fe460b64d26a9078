import type { InteractionCell, InteractionMatrix, RegisterDrug, TakenDrug } from '@portal/contracts';
import { loadNamespace } from '../../i18n';

/** A register drug of the tests: one substance named after the drug unless given. */
export function registerDrug(id: string, name: string, substances: [string, string][] = [[`S-${id}`, name.toLowerCase()]]): RegisterDrug {
  return {
    id,
    name,
    fullName: `${name} 10 mg, tabletki, 30 szt.`,
    internationalName: substances.map(([, n]) => n).join(' + '),
    drugPackage: '30 szt.',
    form: 'tabletki',
    dose: '10 mg',
    productId: `P-${id}`,
    substances: substances.map(([substanceId, n]) => ({ substanceId, name: n, amount: '10 mg' })),
    isBlozId: true,
  };
}

export const warfarin = registerDrug('5909990000011', 'Warfin', [['S-WAR', 'warfaryna']]);
export const ibuprofen = registerDrug('5909990000028', 'Ibuprom', [['S-IBU', 'ibuprofen']]);
export const amoxicillin = registerDrug('5909990000035', 'Amotaks', [['S-AMO', 'amoksycylina']]);
export const metformin = registerDrug('5909990000042', 'Metformax', [['S-MET', 'metformina']]);

export const takenWarfarin: TakenDrug = { ...warfarin, sources: ['PRESCRIPTION'], lastDate: '2026-10-02', drugPrescription: true };
export const takenMetformin: TakenDrug = { ...metformin, sources: ['RECORD'], lastDate: null, drugPrescription: false };

const cell = (row: number, column: number, severity: InteractionCell['severity'], drugs: RegisterDrug[], desc?: string): InteractionCell => ({
  row,
  column,
  severity,
  interactions:
    severity > -2 && desc
      ? [
          {
            ingredient1: { materialId: drugs[row].id, materialName: drugs[row].name, materialFullName: drugs[row].fullName, materialIndex: row, ingredientId: drugs[row].substances[0].substanceId, ingredientName: drugs[row].substances[0].name, ingredientAmount: '10 mg' },
            ingredient2: { materialId: drugs[column].id, materialName: drugs[column].name, materialFullName: drugs[column].fullName, materialIndex: column, ingredientId: drugs[column].substances[0].substanceId, ingredientName: drugs[column].substances[0].name, ingredientAmount: '10 mg' },
            scales: severity,
            desc,
            source: 'ChPL Warfin 4.5',
          },
        ]
      : [],
});

/** Warfarin, ibuprofen, amoxicillin: a significant pair (warfarin + ibuprofen), a minor one, one with no information; an allergy to amoxicillin. */
export function sampleMatrix(): InteractionMatrix {
  const drugs = [warfarin, ibuprofen, amoxicillin];
  return {
    drugs,
    cells: [cell(0, 1, 2, drugs, 'Ibuprofen nasila działanie przeciwzakrzepowe warfaryny: ryzyko krwawień.'), cell(0, 2, 1, drugs, 'Amoksycylina może nieznacznie wydłużyć INR.'), cell(1, 2, -1, drugs)],
    allergyFlags: [{ allergyId: 11, allergyName: 'Amoksycylina', drugId: amoxicillin.id, drugName: amoxicillin.fullName, substanceId: 'S-AMO', substanceName: 'amoksycylina' }],
    maxSeverity: 2,
    registerEdition: 'RPL 2026-11',
    interactionsEdition: 'Interakcje 2026-11',
  };
}

/** The module's texts, which its routes load with each page (components are tested outside them). */
export const loadDrugInteractionTexts = () => loadNamespace('drug-interactions').then(() => undefined);
