import { describe, expect, it } from 'vitest';
import {
  attachmentRemovalIssue,
  caseWritable,
  MEDICAL_CASE_NOTE_MAX,
  MEDICAL_CASE_TITLE_MAX,
  medicalCaseNoteIssue,
  medicalCaseTitleIssue,
  medicalCaseWindow,
  noteChanged,
  noteEditableBy,
} from './medical-cases';

const today = '2026-12-07';

describe('the medical cases window (spec §5)', () => {
  it('defaults to one year ago until today', () => {
    expect(medicalCaseWindow({}, today)).toEqual({ window: { after: '2025-12-07', before: today }, issue: null });
  });
  it('takes 20 years back and today at its edges, not a day more either way', () => {
    expect(medicalCaseWindow({ after: '2006-12-07', before: today }, today).issue).toBeNull();
    expect(medicalCaseWindow({ after: '2006-12-06' }, today).issue).toBe('RANGE_TOO_EARLY');
    expect(medicalCaseWindow({ before: '2026-12-08' }, today).issue).toBe('RANGE_FUTURE');
  });
  it('refuses a reversed window and a day that does not exist', () => {
    expect(medicalCaseWindow({ after: today, before: '2026-01-01' }, today).issue).toBe('RANGE_ORDER');
    expect(medicalCaseWindow({ after: '2026-02-30' }, today).issue).toBe('DATE_INVALID');
  });
  it('a window ending long ago starts a year before its end by default', () => {
    expect(medicalCaseWindow({ before: '2020-05-01' }, today).window).toEqual({ after: '2019-05-01', before: '2020-05-01' });
  });
});

describe('titles and notes', () => {
  it('a title is required and at most 200 characters', () => {
    expect(medicalCaseTitleIssue('  ')).toBe('TITLE_EMPTY');
    expect(medicalCaseTitleIssue('x'.repeat(MEDICAL_CASE_TITLE_MAX))).toBeNull();
    expect(medicalCaseTitleIssue('x'.repeat(MEDICAL_CASE_TITLE_MAX + 1))).toBe('TITLE_TOO_LONG');
  });
  it('a note is not empty and at most 2000 characters', () => {
    expect(MEDICAL_CASE_NOTE_MAX).toBe(2000);
    expect(medicalCaseNoteIssue('\n')).toBe('NOTE_EMPTY');
    expect(medicalCaseNoteIssue('x'.repeat(2000))).toBeNull();
    expect(medicalCaseNoteIssue('x'.repeat(2001))).toBe('NOTE_TOO_LONG');
  });
  it('unchanged text is no change', () => {
    expect(noteChanged('a', 'a')).toBe(false);
    expect(noteChanged('a', 'a ')).toBe(true);
  });
  it('only her own patient-side note, only while the case is open', () => {
    expect(noteEditableBy({ author: 'PATIENT', accountId: 7 }, 'OPEN', 7)).toBeNull();
    expect(noteEditableBy({ author: 'PATIENT', accountId: 7 }, 'CLOSED', 7)).toBe('CASE_CLOSED');
    expect(noteEditableBy({ author: 'PATIENT', accountId: 8 }, 'OPEN', 7)).toBe('NOT_OWN');
    expect(noteEditableBy({ author: 'STAFF', accountId: null }, 'OPEN', 7)).toBe('NOT_OWN');
  });
});

describe('attachments', () => {
  it('may be removed while the case is open and no consultation took them', () => {
    expect(attachmentRemovalIssue({ consultationId: null, removedAt: null }, 'OPEN')).toBeNull();
    expect(attachmentRemovalIssue({ consultationId: 3, removedAt: null }, 'OPEN')).toBe('LINKED_TO_CONSULTATION');
    expect(attachmentRemovalIssue({ consultationId: null, removedAt: null }, 'CLOSED')).toBe('CASE_CLOSED');
    expect(attachmentRemovalIssue({ consultationId: null, removedAt: new Date() }, 'OPEN')).toBe('REMOVED');
  });
  it('a case takes new notes and files only while open', () => {
    expect(caseWritable('OPEN')).toBe(true);
    expect(caseWritable('CLOSED')).toBe(false);
  });
});
