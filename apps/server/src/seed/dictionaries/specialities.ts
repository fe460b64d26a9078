import type { DictionaryEntry } from './entry';

/**
 * SPECJALNOSCI: the medical specialities practitioners hold and services belong to (the console's
 * forms, the filters of later modules' searches). Codes are stable upper-case words; the names are
 * the specialities' Polish names.
 */
export const specialities: DictionaryEntry[] = [
  { code: 'ALERGOLOGIA', name: 'Alergologia', description: null },
  { code: 'CHIRURGIA_OGOLNA', name: 'Chirurgia ogólna', description: null },
  { code: 'CHOROBY_PLUC', name: 'Choroby płuc', description: 'pulmonologia' },
  { code: 'CHOROBY_WEWNETRZNE', name: 'Choroby wewnętrzne', description: 'interna' },
  { code: 'DERMATOLOGIA', name: 'Dermatologia i wenerologia', description: null },
  { code: 'DIABETOLOGIA', name: 'Diabetologia', description: null },
  { code: 'ENDOKRYNOLOGIA', name: 'Endokrynologia', description: null },
  { code: 'GASTROENTEROLOGIA', name: 'Gastroenterologia', description: null },
  { code: 'KARDIOLOGIA', name: 'Kardiologia', description: null },
  { code: 'MEDYCYNA_RODZINNA', name: 'Medycyna rodzinna', description: 'lekarz rodzinny, POZ' },
  { code: 'NEUROLOGIA', name: 'Neurologia', description: null },
  { code: 'OKULISTYKA', name: 'Okulistyka', description: 'oftalmologia' },
  { code: 'ORTOPEDIA', name: 'Ortopedia i traumatologia narządu ruchu', description: null },
  { code: 'OTORYNOLARYNGOLOGIA', name: 'Otorynolaryngologia', description: 'laryngologia, ENT' },
  { code: 'PEDIATRIA', name: 'Pediatria', description: null },
  { code: 'PIELEGNIARSTWO_RODZINNE', name: 'Pielęgniarstwo rodzinne', description: 'pielęgniarka POZ' },
  { code: 'PIELEGNIARSTWO_POLOZNICZE', name: 'Pielęgniarstwo ginekologiczno-położnicze', description: 'położna' },
  { code: 'POLOZNICTWO_GINEKOLOGIA', name: 'Położnictwo i ginekologia', description: 'ginekologia' },
  { code: 'PSYCHIATRIA', name: 'Psychiatria', description: null },
  { code: 'RADIOLOGIA', name: 'Radiologia i diagnostyka obrazowa', description: 'USG, RTG' },
  { code: 'REHABILITACJA', name: 'Rehabilitacja medyczna', description: 'fizjoterapia' },
  { code: 'REUMATOLOGIA', name: 'Reumatologia', description: null },
  { code: 'STOMATOLOGIA', name: 'Stomatologia ogólna', description: 'dentysta' },
  { code: 'UROLOGIA', name: 'Urologia', description: null },
];
