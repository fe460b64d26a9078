/*
 * Drug interactions' rules (spec part 2 §4 "Interaction severity scale", §5 "Drug interactions", §9):
 * the scale −2…3, a cell's severity as the maximum over its ingredient pairs, a drug with itself
 * giving no information, the 30-drug limit, the 3-character search and which pairs are significant.
 */

/** Spec §4, ascending: −2 none / not computed, −1 no information, 0 insignificant, 1 minor, 2 significant, 3 very significant. */
export const INTERACTION_SCALE = [-2, -1, 0, 1, 2, 3] as const;
export type SeverityValue = (typeof INTERACTION_SCALE)[number];

export const SEVERITY_NOT_COMPUTED: SeverityValue = -2;
export const SEVERITY_NO_INFO: SeverityValue = -1;
/** A pair at or above this severity is significant: on the printout and flagged in the matrix. */
export const SIGNIFICANT_FROM: SeverityValue = 2;
/** Spec §5, §9: 'Maksymalnie można wybrać 30 leków'. */
export const MAX_SELECTED_DRUGS = 30;
/** Spec §5: the search needs a trimmed name of at least 3 characters. */
export const MIN_DRUG_QUERY = 3;

export function isSeverity(value: unknown): value is SeverityValue {
  return typeof value === 'number' && (INTERACTION_SCALE as readonly number[]).includes(value);
}

/** The severity of a pair of drugs: the highest of its ingredient pairs; no known pair gives −1 (no information). */
export function cellSeverity(pairSeverities: readonly SeverityValue[]): SeverityValue {
  if (pairSeverities.length === 0) return SEVERITY_NO_INFO;
  let max: SeverityValue = SEVERITY_NOT_COMPUTED;
  for (const s of pairSeverities) if (s > max) max = s;
  return max;
}

/** The severity of drug `a` against drug `b`: a drug with itself gives no information (spec §4). */
export function drugPairSeverity(a: string, b: string, pairSeverities: readonly SeverityValue[]): SeverityValue {
  return a === b ? SEVERITY_NO_INFO : cellSeverity(pairSeverities);
}

/** Spec §4: a pair with no severity above none is shown without children. */
export const pairHasChildren = (severity: SeverityValue) => severity > SEVERITY_NOT_COMPUTED;

/** Significant pairs are listed on the printout. */
export const isSignificant = (severity: SeverityValue) => severity >= SIGNIFICANT_FROM;

/** Orders severities from the most severe; equal ones keep their order. */
export const bySeverityDescending = <T extends { severity: SeverityValue }>(items: readonly T[]): T[] =>
  [...items].sort((x, y) => y.severity - x.severity);

/** Why a selection of register ids cannot be checked, or null when it can (spec §5: more than one, at most 30). */
export function selectionIssue(ids: readonly string[]): 'TOO_FEW' | 'TOO_MANY' | null {
  const distinct = new Set(ids).size;
  if (distinct > MAX_SELECTED_DRUGS) return 'TOO_MANY';
  if (distinct < 2) return 'TOO_FEW';
  return null;
}

/** Whether one more drug may be added to a selection of `count`. */
export const canSelectMore = (count: number) => count < MAX_SELECTED_DRUGS;

/** Whether the search may run: the trimmed name has at least 3 characters. */
export const drugQueryReady = (text: string) => text.trim().length >= MIN_DRUG_QUERY;

/** The two substance ids of an interaction pair in the canonical order the table keys them by. */
export function canonicalPair(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

const DIACRITICS: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/**
 * A spelling-neutral stem of a substance's first word, so a Polish name ("Amoksycylina", "Ramipryl",
 * "Klarytromycyna") and the register's Latin one ("Amoxicillinum trihydricum", "Ramiprilum",
 * "Clarithromycinum") meet: diacritics dropped, x → ks, c before a/o/u/l/r/k → k, ph → f, th → t,
 * v → w, y → i, doubled letters once, and the Latin or Polish ending cut. Null below 5 letters.
 */
export function substanceStem(name: string): string | null {
  const first = name.trim().toLowerCase().split(/[\s,+/()]+/)[0] ?? '';
  let s = first.replace(/[ąćęłńóśźż]/g, (ch) => DIACRITICS[ch]).replace(/[^a-z]/g, '');
  s = s
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/c(?=[aoulrk]|$)/g, 'k')
    .replace(/v/g, 'w')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1')
    .replace(/(um|us|is|as|i|a|e)$/, '');
  return s.length >= 5 ? s : null;
}
