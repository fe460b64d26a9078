import { describe, expect, it } from 'vitest';
import { activeSubstancesOf, allergyDuplicatesOf, allergyTypeOfCategory } from './allergy-status';

describe('allergy type of a category', () => {
  it('sets the type the category stands for', () => {
    expect(allergyTypeOfCategory('medication')).toBe('L');
    expect(allergyTypeOfCategory('food')).toBe('P');
    expect(allergyTypeOfCategory('environment')).toBe('I');
    expect(allergyTypeOfCategory('biologic')).toBe('B');
    expect(allergyTypeOfCategory('toString')).toBeNull();
  });
});

describe('active substances', () => {
  it('splits a combination and falls back to the name', () => {
    expect(activeSubstancesOf({ name: 'Emla', activeSubstance: 'Lidokaina + prylokaina' })).toEqual(['lidokaina', 'prylokaina']);
    expect(activeSubstancesOf({ name: ' Ibuprofen ', activeSubstance: null })).toEqual(['ibuprofen']);
  });
});

describe('allergy duplicates', () => {
  const existing = [
    { id: 1, name: 'Ibuprofen', typeCode: 'L', activeSubstance: null, isActive: true },
    { id: 2, name: 'Emla', typeCode: 'L', activeSubstance: 'lidokaina + prylokaina', isActive: true },
    { id: 3, name: 'Pyłek brzozy', typeCode: 'I', isActive: true },
    { id: 4, name: 'Amoksycylina', typeCode: 'L', isActive: false },
  ];

  it('flags an active allergy of the same name, whatever the case', () => {
    expect(allergyDuplicatesOf({ name: 'pyłek  BRZOZY', typeCode: 'I' }, existing)).toEqual([
      { id: 3, name: 'Pyłek brzozy', reason: 'NAME', substances: [] },
    ]);
  });

  it('flags a medication sharing an active substance', () => {
    expect(allergyDuplicatesOf({ name: 'Nurofen', typeCode: 'L', activeSubstance: 'ibuprofen' }, existing)).toEqual([
      { id: 1, name: 'Ibuprofen', reason: 'SUBSTANCE', substances: ['ibuprofen'] },
    ]);
    expect(allergyDuplicatesOf({ name: 'Lidocain Egis', typeCode: 'L', activeSubstance: 'lidokaina' }, existing)).toEqual([
      { id: 2, name: 'Emla', reason: 'SUBSTANCE', substances: ['lidokaina'] },
    ]);
  });

  it('ignores inactive allergies, the allergy being edited and substances of other types', () => {
    expect(allergyDuplicatesOf({ name: 'Amoksycylina', typeCode: 'L' }, existing)).toEqual([]);
    expect(allergyDuplicatesOf({ name: 'Ibuprofen', typeCode: 'L' }, existing, 1)).toEqual([]);
    expect(allergyDuplicatesOf({ name: 'Lidokaina', typeCode: 'P' }, existing)).toEqual([]);
    expect(allergyDuplicatesOf({ name: '  ', typeCode: 'L' }, existing)).toEqual([]);
  });
});
