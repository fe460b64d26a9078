import { describe, expect, it } from 'vitest';
import {
  INTERACTION_SCALE,
  bySeverityDescending,
  canSelectMore,
  canonicalPair,
  cellSeverity,
  drugPairSeverity,
  drugQueryReady,
  isSeverity,
  isSignificant,
  pairHasChildren,
  selectionIssue,
} from './drug-interactions';

describe('drug interactions (part 2 §4, §5)', () => {
  it('the scale runs from −2 to 3 in order of severity', () => {
    expect(INTERACTION_SCALE).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(isSeverity(3)).toBe(true);
    expect(isSeverity(4)).toBe(false);
    expect(isSeverity('2')).toBe(false);
  });

  it('a cell takes the highest severity of its ingredient pairs; none known is no information', () => {
    expect(cellSeverity([1, 3, 0])).toBe(3);
    expect(cellSeverity([-2, 0])).toBe(0);
    expect(cellSeverity([])).toBe(-1);
  });

  it('a drug with itself gives no information', () => {
    expect(drugPairSeverity('590', '590', [3])).toBe(-1);
    expect(drugPairSeverity('590', '591', [2, 1])).toBe(2);
  });

  it('a pair with nothing above none has no children; significant means 2 or 3', () => {
    expect(pairHasChildren(-2)).toBe(false);
    expect(pairHasChildren(-1)).toBe(true);
    expect([-2, -1, 0, 1, 2, 3].map((s) => isSignificant(s as never))).toEqual([false, false, false, false, true, true]);
    expect(bySeverityDescending([{ severity: 1 as const }, { severity: 3 as const }, { severity: 2 as const }]).map((x) => x.severity)).toEqual([3, 2, 1]);
  });

  it('more than one and at most 30 distinct drugs', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    expect(selectionIssue(ids(1))).toBe('TOO_FEW');
    expect(selectionIssue(['1', '1'])).toBe('TOO_FEW');
    expect(selectionIssue(ids(2))).toBeNull();
    expect(selectionIssue(ids(30))).toBeNull();
    expect(selectionIssue(ids(31))).toBe('TOO_MANY');
    expect(canSelectMore(29)).toBe(true);
    expect(canSelectMore(30)).toBe(false);
  });

  it('the search needs three characters after trimming; pairs are keyed in one order', () => {
    expect(drugQueryReady('  ab ')).toBe(false);
    expect(drugQueryReady('abc')).toBe(true);
    expect(canonicalPair('S9', 'S1')).toEqual(['S1', 'S9']);
    expect(canonicalPair('S1', 'S9')).toEqual(['S1', 'S9']);
  });
});

describe('substance stems (allergies recorded in Polish against the register in Latin)', () => {
  it('a Polish name and the Latin name of the same substance meet', async () => {
    const { substanceStem } = await import('./drug-interactions');
    const pairs: Array<[string, string]> = [
      ['Amoksycylina', 'Amoxicillinum trihydricum'],
      ['Ibuprofen', 'Ibuprofenum'],
      ['Ramipryl', 'Ramiprilum'],
      ['Klarytromycyna', 'Clarithromycinum'],
      ['Cyprofloksacyna', 'Ciprofloxacini hydrochloridum'],
      ['Amlodypina', 'Amlodipini besilas'],
      ['Diklofenak', 'Diclofenacum natricum'],
      ['Symwastatyna', 'Simvastatinum'],
      ['Warfaryna', 'Warfarinum natricum'],
    ];
    for (const [pl, la] of pairs) expect(substanceStem(pl), `${pl} / ${la}`).toBe(substanceStem(la));
    expect(substanceStem('Amoksycylina')).not.toBe(substanceStem('Ampicillinum'));
    expect(substanceStem('Ibuprofen')).not.toBe(substanceStem('Ketoprofenum'));
    expect(substanceStem('Kwas')).toBeNull();
  });
});
