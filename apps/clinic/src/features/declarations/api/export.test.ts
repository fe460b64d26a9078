import { describe, expect, it } from 'vitest';
import { attachmentName } from './export';

describe('the export file’s name', () => {
  it('is read from Content-Disposition as the server writes it (lib/downloads), the exact name first', () => {
    expect(attachmentName(`attachment; filename="deklaracje-nfz-2026-12-06.csv"; filename*=UTF-8''deklaracje-nfz-2026-12-06.csv`)).toBe('deklaracje-nfz-2026-12-06.csv');
    expect(attachmentName(`attachment; filename="deklaracje_.csv"; filename*=UTF-8''deklaracje%C5%BC.csv`)).toBe('deklaracjeż.csv');
    expect(attachmentName('attachment; filename="eksport.csv"')).toBe('eksport.csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
