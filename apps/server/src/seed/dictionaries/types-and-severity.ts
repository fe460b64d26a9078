import type { DictionaryEntry } from './entry';

/**
 * RODZAJ_ALERGII. 'L' is fixed by the spec (its item comes from ALERG_LEK); the listed order is the
 * order of the form's select, so positions follow it rather than the alphabet.
 */
export const allergyTypes: DictionaryEntry[] = [
  { code: 'L', name: 'Leki', description: 'produkty lecznicze i substancje czynne' },
  { code: 'P', name: 'Pokarmy', description: 'żywność i dodatki do żywności' },
  { code: 'I', name: 'Inne (środowiskowe)', description: 'pyłki, roztocza, sierść zwierząt, pleśnie, metale, chemikalia' },
  { code: 'B', name: 'Biologiczne (jady, lateks)', description: 'jady owadów błonkoskrzydłych, lateks, ślina owadów' },
];

/** ALERG_NASILENIE, from the mildest reaction to the most dangerous one. */
export const severities: DictionaryEntry[] = [
  { code: 'LEKKIE', name: 'Łagodne', description: 'objawy miejscowe, ustępują samoistnie lub po lekach doustnych' },
  { code: 'UMIARKOWANE', name: 'Umiarkowane', description: 'objawy uogólnione wymagające leczenia, bez zagrożenia życia' },
  { code: 'CIEZKIE', name: 'Ciężkie', description: 'objawy ze strony wielu narządów, wymagające pilnej pomocy lekarskiej' },
  { code: 'ZAGRAZAJACE_ZYCIU', name: 'Zagrażające życiu', description: 'wstrząs anafilaktyczny, obrzęk krtani, niewydolność oddechowa lub krążenia' },
];
