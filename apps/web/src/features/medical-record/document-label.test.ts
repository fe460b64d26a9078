import { describe, expect, it } from 'vitest';
import { documentLabel } from './document-label';

describe('documentLabel', () => {
  it('names the type once when the title already begins with it', () => {
    expect(documentLabel({ typeName: 'Karta wizyty', title: 'Karta wizyty — interna' })).toBe('Karta wizyty — interna');
    expect(documentLabel({ typeName: 'Karta wizyty', title: 'karta wizyty' })).toBe('karta wizyty');
  });
  it('puts the type before a title that does not name it', () => {
    expect(documentLabel({ typeName: 'Skierowanie', title: 'Kardiologia' })).toBe('Skierowanie: Kardiologia');
  });
  it('keeps whichever part is there', () => {
    expect(documentLabel({ typeName: 'Skierowanie', title: ' ' })).toBe('Skierowanie');
    expect(documentLabel({ typeName: '', title: 'Zaświadczenie' })).toBe('Zaświadczenie');
  });
});
