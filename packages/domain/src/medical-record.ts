/*
 * The medical register (spec part 1 §2 "Medical register", §3, §5 "Document requests", §9; part 2 §2
 * "Test results with imaging", §3 "Imaging temp file", §4 "Imaging file", §5, §9): the limits and the
 * rules both the server and the two web apps apply.
 */

/** Visits, test results and the waiting list: 10 a page, one more row read as the next-page probe. */
export const RECORDS_PAGE_SIZE = 10;
/**
 * Clinical documents' first load asks `pageIndex` negative with `pageSize` -1 (spec part 1 §9): the
 * server answers the first page of this size, never the whole table.
 */
export const CLINICAL_DOCUMENTS_FIRST_PAGE_SIZE = 20;
/** The largest page any register list gives. */
export const RECORDS_PAGE_MAX = 100;
/** How often the imaging files' states are read again (spec part 2 §9). */
export const IMAGING_REFRESH_SECONDS = 15;
/** Imaging limits unless the installation's results settings say otherwise (issue 12). */
export const IMAGING_DEFAULT_MAX_FILE_SIZE = 209_715_200;
export const IMAGING_DEFAULT_MAX_FILES = 500;
/** Characters of the texts a person types in the register. */
export const DOCUMENT_REQUEST_DESCRIPTION_MAX = 2000;
export const DOCUMENT_NOTE_MAX = 4000;

// ------------------------------------------------------------------------------ elementary results

/** Where a value lies against its reference range: L below, H above, N within; null when unknown. */
export type ResultFlag = 'L' | 'H' | 'N';

/**
 * A result's value as a number ("5,2" and "5.2" alike; "<0.5" and text values are not numbers), or null.
 */
export function numericResult(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The flag of a numeric value against [low, high] (either bound may be open); null when it cannot be told. */
export function resultFlag(value: string | null | undefined, low: number | null, high: number | null): ResultFlag | null {
  const n = numericResult(value);
  if (n === null || (low === null && high === null)) return null;
  if (low !== null && n < low) return 'L';
  if (high !== null && n > high) return 'H';
  return 'N';
}

/**
 * The kind of an analyte's value (issue 28 item 9): a NUMERIC value is a number with at most `decimals`
 * places after the decimal comma (a dot is taken as well), in the unit the lab's catalogue names; a TEXT
 * value is words ("ujemny", "nie wykryto"). The catalogue names each analyte's format.
 */
export type ResultValueFormat = { kind: 'NUMERIC'; decimals: number } | { kind: 'TEXT' };

/** Decimal places allowed for a numeric analyte the catalogue does not know. */
export const RESULT_DEFAULT_DECIMALS = 3;

/**
 * The format of an element's value: the catalogue's for an analyte it knows; otherwise a number when the
 * element has a numeric range (a flag is computed from it) and no range in words, text otherwise.
 */
export function resultValueFormat(
  catalogued: ResultValueFormat | null | undefined,
  element: { referenceLow: number | null; referenceHigh: number | null; referenceText: string | null },
): ResultValueFormat {
  if (catalogued) return catalogued;
  const numericRange = element.referenceLow !== null || element.referenceHigh !== null;
  return numericRange && !element.referenceText ? { kind: 'NUMERIC', decimals: RESULT_DEFAULT_DECIMALS } : { kind: 'TEXT' };
}

/** A value written in a numeric format, as the message names it: "120", "5,4", "1,25", "0,125". */
export function resultValueExample(decimals: number): string {
  if (decimals <= 0) return '120';
  if (decimals === 1) return '5,4';
  if (decimals === 2) return '1,25';
  return `0,${'125'.padEnd(decimals, '0')}`;
}

/** Why a value does not fit its format: not a number, or more decimal places than the unit allows. */
export type ResultValueIssue = { code: 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS'; decimals: number; example: string };

/** The value's issue against its format (null when it fits; a text value always fits). */
export function resultValueIssue(value: string, format: ResultValueFormat): ResultValueIssue | null {
  if (format.kind === 'TEXT') return null;
  const text = value.trim();
  const issue = (code: ResultValueIssue['code']): ResultValueIssue => ({ code, decimals: format.decimals, example: resultValueExample(format.decimals) });
  if (numericResult(text) === null) return issue('NOT_A_NUMBER');
  const fraction = /[.,](\d+)$/.exec(text)?.[1] ?? '';
  return fraction.length > format.decimals ? issue('TOO_MANY_DECIMALS') : null;
}

/** The reference range as people write it: "4,0 – 10,0", "< 5,2", "> 40"; empty when there is none. */
export function referenceRangeText(low: number | null, high: number | null, locale = 'pl'): string {
  const f = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 3 });
  if (low !== null && high !== null) return `${f(low)} – ${f(high)}`;
  if (high !== null) return `< ${f(high)}`;
  if (low !== null) return `> ${f(low)}`;
  return '';
}

// ------------------------------------------------------------------------------ imaging files

/**
 * An imaging file's states (part 2 §3, §4): N new (the upload began), P uploaded, R ready (checked as
 * DICOM), then S sent or W waiting for the imaging system. Letters travel in the API; the database keeps words.
 */
export const imagingFileStates = ['N', 'P', 'R', 'S', 'W'] as const;
export type ImagingFileState = (typeof imagingFileStates)[number];

const imagingTransitions: Record<ImagingFileState, readonly ImagingFileState[]> = {
  N: ['P'],
  P: ['R'],
  R: ['W', 'S'],
  W: ['S'],
  S: [],
};

/** Whether a file may move from `from` to `to` (the server refuses any other step). */
export const imagingTransitionAllowed = (from: ImagingFileState, to: ImagingFileState): boolean => imagingTransitions[from].includes(to);

/** Sending is offered while any file is ready (part 2 §4). */
export const imagingCanSend = (states: readonly ImagingFileState[]): boolean => states.includes('R');

/** A file may be removed until it has been sent (or is waiting to be). */
export const imagingCanRemove = (state: ImagingFileState): boolean => state === 'N' || state === 'P' || state === 'R';

/** "Remove all" is off when every file is sent or waiting (part 2 §4), or there is none. */
export const imagingCanRemoveAll = (states: readonly ImagingFileState[]): boolean => states.some(imagingCanRemove);

/** Part 2 §5: only files whose extension contains DCM or DICOM. */
export function imagingNameAllowed(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toUpperCase();
  return extension.includes('DCM') || extension.includes('DICOM');
}

/** Part 2 §5: two files of the same name are refused (compared without regard to case). */
export const imagingNameKey = (fileName: string): string => fileName.trim().toLowerCase();

/** The names among `incoming` that are already in `present` or twice in `incoming` itself. */
export function imagingDuplicateNames(present: readonly string[], incoming: readonly string[]): string[] {
  const seen = new Set(present.map(imagingNameKey));
  const duplicates: string[] = [];
  for (const name of incoming) {
    const key = imagingNameKey(name);
    if (seen.has(key)) duplicates.push(name);
    seen.add(key);
  }
  return duplicates;
}

/** A DICOM Part 10 file: 128 bytes of preamble, then "DICM". */
export function hasDicomMarker(head: Uint8Array): boolean {
  return head.length >= 132 && head[128] === 0x44 && head[129] === 0x49 && head[130] === 0x43 && head[131] === 0x4d;
}

// ------------------------------------------------------------------------------ document requests

/** How the patient receives copies of her documentation. */
export const deliveryMethods = ['PORTAL', 'IN_PERSON', 'POST'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** A document request's life: registered, being prepared, completed (copies ready) or rejected. */
export const documentRequestStatuses = ['REGISTERED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const;
export type DocumentRequestStatus = (typeof documentRequestStatuses)[number];

const requestTransitions: Record<DocumentRequestStatus, readonly DocumentRequestStatus[]> = {
  REGISTERED: ['IN_PROGRESS', 'COMPLETED', 'REJECTED'],
  IN_PROGRESS: ['COMPLETED', 'REJECTED'],
  COMPLETED: [],
  REJECTED: [],
};
export const documentRequestTransitionAllowed = (from: DocumentRequestStatus, to: DocumentRequestStatus): boolean =>
  requestTransitions[from].includes(to);
export const documentRequestOpen = (status: DocumentRequestStatus): boolean => status === 'REGISTERED' || status === 'IN_PROGRESS';

/** Part 1 §5: at least one document must be selected. */
export const documentRequestHasDocuments = (documentIds: readonly unknown[]): boolean => documentIds.length > 0;

// ------------------------------------------------------------------------------ visits

/** A visit is the patient's once the clinic has closed it (published); before, only the clinic sees it. */
export const encounterStatuses = ['OPEN', 'CLOSED'] as const;
export type EncounterStatus = (typeof encounterStatuses)[number];

/** ICD-10 code as written in Poland's records: a letter, two digits, optionally a dot and 1–2 characters (J06.9, E11, Z00.0). */
export const isIcd10Code = (code: string): boolean => /^[A-TV-Z]\d{2}(\.[0-9A-Z]{1,2})?$/.test(code.trim().toUpperCase());
