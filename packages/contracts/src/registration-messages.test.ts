import { describe, expect, it } from 'vitest';
import { attachmentFileIssue, registrationIssueMessage } from './registration';

describe('messages of the registration rules', () => {
  it('fill in the values of the issue', () => {
    expect(registrationIssueMessage({ code: 'CHILD_TOO_OLD', params: { min: '22-11-2008' } })).toBe('Dziecko musi mieć mniej niż 18 lat (data urodzenia od 22-11-2008)');
    expect(registrationIssueMessage({ code: 'PESEL_INVALID' })).toBe('Niepoprawny numer PESEL');
  });

  it('tell a chosen file that breaks the limits in Polish', () => {
    const params = { maxFiles: 3, maxFileSize: 5 * 1_048_576, fileTypes: ['pdf'] };
    expect(attachmentFileIssue({ filename: 'duzy.pdf', size: 6 * 1_048_576 }, params)).toBe('Plik duzy.pdf jest za duży (najwyżej 5 MB)');
    expect(attachmentFileIssue({ filename: 'ok.pdf', size: 10 }, params)).toBeNull();
  });
});
