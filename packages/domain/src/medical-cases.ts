import { rangeIssue, type DayRange, type RangeIssue } from './date-range';
import { DESCRIPTION_MAX, MEDICAL_CASE_WINDOW, defaultMedicalCaseWindow } from './teleconsultation';

/*
 * Medical cases (spec part 2 §3 "Medical case", §5 "Teleconsultation", §9; issue 32): a patient's
 * problem in which teleconsultations are held, with her notes and attachments. The rules shared by the
 * server (which enforces them) and the web pages (which say them before sending).
 */

/** A case's title: required, at most 200 characters. */
export const MEDICAL_CASE_TITLE_MAX = 200;
/** A case's description: at most 2000 characters (spec §9, the teleconsultation's description). */
export const MEDICAL_CASE_DESCRIPTION_MAX = DESCRIPTION_MAX;
/** A note: at most 2000 characters. */
export const MEDICAL_CASE_NOTE_MAX = DESCRIPTION_MAX;
/** A service name kept with the case (the service it was opened for). */
export const MEDICAL_CASE_SERVICE_NAME_MAX = 200;

export const medicalCaseStatuses = ['OPEN', 'CLOSED'] as const;
export type MedicalCaseStatus = (typeof medicalCaseStatuses)[number];

export const medicalCaseAuthors = ['PATIENT', 'STAFF'] as const;
export type MedicalCaseAuthor = (typeof medicalCaseAuthors)[number];

/** Spec §3 "Teleconsultation attachment": N note, F file, A audio, C chat. */
export const medicalCaseAttachmentTypes = ['N', 'F', 'A', 'C'] as const;
export type MedicalCaseAttachmentType = (typeof medicalCaseAttachmentTypes)[number];

/**
 * The list's window (spec §5): `after` defaults to one year ago, `before` to today; neither before
 * 20 years ago, neither in the future, `after` not past `before`. Answers the window with the defaults
 * filled in, or the first thing wrong with it.
 */
export function medicalCaseWindow(range: Partial<DayRange>, today: string): { window: DayRange; issue: null } | { window: null; issue: RangeIssue } {
  const defaults = defaultMedicalCaseWindow(today);
  const window = { after: range.after ?? defaults.after, before: range.before ?? defaults.before };
  // A default `after` later than the chosen `before` (a window wholly in the past) starts 1 year before that day instead.
  if (range.after === undefined && range.before !== undefined && window.after > window.before) window.after = defaultMedicalCaseWindow(range.before).after;
  const issue = rangeIssue(window, today, { maxYearsBack: MEDICAL_CASE_WINDOW.maxYearsBack, allowFuture: MEDICAL_CASE_WINDOW.allowFuture });
  return issue ? { window: null, issue } : { window, issue: null };
}

/** What is wrong with a case's title, or null. */
export function medicalCaseTitleIssue(title: string): 'TITLE_EMPTY' | 'TITLE_TOO_LONG' | null {
  if (title.trim().length === 0) return 'TITLE_EMPTY';
  return title.length > MEDICAL_CASE_TITLE_MAX ? 'TITLE_TOO_LONG' : null;
}

/** What is wrong with a note's text, or null (the spec's limit of 2000, as the description's). */
export function medicalCaseNoteIssue(text: string): 'NOTE_EMPTY' | 'NOTE_TOO_LONG' | null {
  if (text.trim().length === 0) return 'NOTE_EMPTY';
  return text.length > MEDICAL_CASE_NOTE_MAX ? 'NOTE_TOO_LONG' : null;
}

/** Spec §5: unchanged text is not re-saved. */
export const noteChanged = (before: string, after: string): boolean => before !== after;

/**
 * Whether the patient may change a note: her side's own note (author PATIENT, written by her account),
 * while the case is open. A clinician's note, or another account's, is not hers to edit.
 */
export function noteEditableBy(
  note: { author: MedicalCaseAuthor; accountId: number | null },
  caseStatus: MedicalCaseStatus,
  accountId: number,
): 'CASE_CLOSED' | 'NOT_OWN' | null {
  if (note.author !== 'PATIENT' || note.accountId !== accountId) return 'NOT_OWN';
  return caseStatus === 'OPEN' ? null : 'CASE_CLOSED';
}

/**
 * Whether an attachment may be removed: only while its case is open, and only while no consultation
 * took it — once given to a teleconsultation it is part of what the clinician was shown and stays
 * (the case's record of that consultation), whatever the consultation's state.
 */
export function attachmentRemovalIssue(
  attachment: { consultationId: number | null; removedAt: Date | string | null },
  caseStatus: MedicalCaseStatus,
): 'CASE_CLOSED' | 'LINKED_TO_CONSULTATION' | 'REMOVED' | null {
  if (attachment.removedAt !== null) return 'REMOVED';
  if (caseStatus !== 'OPEN') return 'CASE_CLOSED';
  return attachment.consultationId === null ? null : 'LINKED_TO_CONSULTATION';
}

/** Whether a case takes new notes and attachments. */
export const caseWritable = (status: MedicalCaseStatus): boolean => status === 'OPEN';
