import { isCalendarDay } from './date-range';

/*
 * Consents and carer authorisations (spec part 2 §2 "Consents", §3 "Consent", "Carer authorisation",
 * §4 "Consent", §5 "Consents", "Teleconsultation", §7 "Consents and carer authorisations", §8, §9;
 * issue 30): the kinds, the states and their transitions, which consent is active, the partner
 * consents' two conflicts and the validity dates. Who may give or sign a consent for whom is the
 * server's access logic, not here. Days are YYYY-MM-DD; `today` is the clinic's, given by the caller.
 */

// ------------------------------------------------------------------------------ kinds

/**
 * The consent types the spec names (part 2 §3: "CPAR partner, CDPM, CTEL teleconsultation, others"):
 * other types may come from the clinic, so a consent's type is any text. The spec does not spell out
 * CDPM; we read it as the consent to the processing of (medical) data.
 */
export const consentTypes = ['CPAR', 'CDPM', 'CTEL'] as const;
export type ConsentType = (typeof consentTypes)[number];

/** What a consent or authorisation is for: the issue's four kinds, and any other type of the clinic's. */
export const consentKinds = ['DATA_PROCESSING', 'TELECONSULTATION', 'PARTNER', 'CARER_AUTHORISATION', 'OTHER'] as const;
export type ConsentKind = (typeof consentKinds)[number];


/** A consent's kind by its type (a carer authorisation is its own record, not a consent type). */
export function consentKindOf(consentType: string): ConsentKind {
  switch (consentType) {
    case 'CPAR':
      return 'PARTNER';
    case 'CTEL':
      return 'TELECONSULTATION';
    case 'CDPM':
      return 'DATA_PROCESSING';
    default:
      return 'OTHER';
  }
}

// ------------------------------------------------------------------------------ states

/** Part 2 §3, §4, spelled as the spec spells them (CANCELLED with two Ls, unlike declarations' CANCELED). */
export const consentStatuses = ['REGISTERED', 'SIGNED', 'CANCELLED'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/**
 * Part 2 §4: a new consent is REGISTERED; a successful signing through the public e-service makes it
 * SIGNED (a failed one leaves it REGISTERED); cancelling makes it CANCELLED, from either, and shows its
 * validTo. CANCELLED is final.
 */
export const consentTransitions: Record<ConsentStatus, readonly ConsentStatus[]> = {
  REGISTERED: ['SIGNED', 'CANCELLED'],
  SIGNED: ['CANCELLED'],
  CANCELLED: [],
};

export const canConsentTransition = (from: ConsentStatus, to: ConsentStatus): boolean => consentTransitions[from].includes(to);

/** The state a new consent is stored with. */
export const NEW_CONSENT_STATUS: ConsentStatus = 'REGISTERED';

/** A cancelled consent's validTo: the day it is cancelled, unless it was to end earlier already. */
export const validToOnCancel = (validTo: string | null | undefined, today: string): string => (validTo && validTo < today ? validTo : today);

// ------------------------------------------------------------------------------ active

/** What the rules read of a consent (days YYYY-MM-DD; a null end is open-ended). */
export interface ConsentFacts {
  id?: number | string;
  patientId?: number | string;
  consentType: string;
  consentStatus: ConsentStatus;
  validFrom: string | null;
  validTo: string | null;
  authorizedPartnerId?: number | string | null;
  personnelId?: number | string | null;
  onlySelectedDocuments?: boolean | null;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/**
 * Active on `today`: not CANCELLED (a REGISTERED consent, not yet signed, counts: part 2 §5 checks a
 * CTEL consent with status REGISTERED) and within its validity — validFrom not after today, validTo
 * (inclusive) not before it.
 */
export function consentActive(c: Pick<ConsentFacts, 'consentStatus' | 'validFrom' | 'validTo'>, today: string): boolean {
  const from = day(c.validFrom);
  const to = day(c.validTo);
  return c.consentStatus !== 'CANCELLED' && (from === null || from <= today) && (to === null || to >= today);
}

/**
 * Not over yet on `today`: active, or starting later. A consent that has not started still holds its
 * place (a second one of the same scope would run alongside it once it starts).
 */
export const consentNotOver = (c: Pick<ConsentFacts, 'consentStatus' | 'validTo'>, today: string): boolean => {
  const to = day(c.validTo);
  return c.consentStatus !== 'CANCELLED' && (to === null || to >= today);
};

/**
 * Whether a teleconsultation's consent is given (part 2 §5, §9): the patient's data consent status is C
 * or UNCHECKED, and — where the clinic asks a CTEL consent — the patient holds an active one
 * (REGISTERED, as the spec checks, or SIGNED).
 */
export function teleconsultationConsentGiven(dataConsentStatus: string | null | undefined, consents: readonly ConsentFacts[], today: string, cTelRequired = true): boolean {
  if (dataConsentStatus !== 'C' && dataConsentStatus !== 'UNCHECKED') return false;
  return !cTelRequired || consents.some((c) => c.consentType === 'CTEL' && consentActive(c, today));
}

// ------------------------------------------------------------------------------ partner consents (CPAR)

export const consentConflictCodes = ['existsConsentPersonnel', 'existsConsentAll'] as const;
export type ConsentConflictCode = (typeof consentConflictCodes)[number];

/** A consent's scope: its type and whether it covers only selected documents (not given: the whole record). */
const sameScope = (a: ConsentFacts, b: ConsentFacts) => a.consentType === b.consentType && Boolean(a.onlySelectedDocuments) === Boolean(b.onlySelectedDocuments);
const sameId = (a: number | string | null | undefined, b: number | string | null | undefined) => (a ?? null) === null ? (b ?? null) === null : String(a) === String(b);

/** Whether two validity periods share a day (null ends are open). */
function periodsShareDay(a: Pick<ConsentFacts, 'validFrom' | 'validTo'>, b: Pick<ConsentFacts, 'validFrom' | 'validTo'>): boolean {
  const [aFrom, aTo, bFrom, bTo] = [day(a.validFrom), day(a.validTo), day(b.validFrom), day(b.validTo)];
  return (aFrom === null || bTo === null || aFrom <= bTo) && (bFrom === null || aTo === null || bFrom <= aTo);
}

/**
 * The conflict a new partner consent meets (part 2 §5, §8), or null. Only the patient's consents that
 * are not CANCELLED, not over on `today` and whose validity shares a day with the new one's count
 * (a new consent without validFrom starts today); only consents to the same partner and of the same
 * scope (type, and only-selected-documents or the whole record):
 * - existsConsentPersonnel: one already exists for the same personnel (or, for a whole-partner consent,
 *   another whole-partner one);
 * - existsConsentAll: the new one names personnel while a whole-partner one exists.
 * A whole-partner consent made while personnel-specific ones exist is no conflict: the spec names none.
 * A consent without a partner meets no conflict.
 */
export function partnerConsentConflict(newConsent: Omit<ConsentFacts, 'consentStatus'>, existing: readonly ConsentFacts[], today: string): ConsentConflictCode | null {
  if ((newConsent.authorizedPartnerId ?? null) === null) return null;
  const period = { validFrom: newConsent.validFrom ?? today, validTo: newConsent.validTo };
  const rivals = existing.filter(
    (c) =>
      (newConsent.id === undefined || c.id !== newConsent.id) &&
      (newConsent.patientId === undefined || c.patientId === undefined || sameId(c.patientId, newConsent.patientId)) &&
      sameId(c.authorizedPartnerId, newConsent.authorizedPartnerId) &&
      sameScope(c, { ...newConsent, consentStatus: NEW_CONSENT_STATUS }) &&
      consentNotOver(c, today) &&
      periodsShareDay(c, period),
  );
  if (rivals.some((c) => sameId(c.personnelId, newConsent.personnelId))) return 'existsConsentPersonnel';
  if ((newConsent.personnelId ?? null) !== null && rivals.some((c) => (c.personnelId ?? null) === null)) return 'existsConsentAll';
  return null;
}

// ------------------------------------------------------------------------------ validity dates

export type ValidityIssueCode = 'DATE_FROM_REQUIRED' | 'DATE_INVALID' | 'RANGE_ORDER' | 'DATE_TO_PAST';
export interface ValidityIssue {
  path: string;
  code: ValidityIssueCode;
}

/**
 * What is wrong with a validity period (a consent's validFrom/validTo, a carer authorisation's
 * dateFrom/dateTo — pass their names as `fromKey`/`toKey`): the start is required and each end must be
 * a real day; the end (inclusive, optional: open-ended) may not be before the start (RANGE_ORDER), nor
 * before today (DATE_TO_PAST: a new or edited period that has already ended; ending one today is
 * allowed). The spec sets no other limit (§5, §9); the start may lie in the past or the future.
 */
export function validityIssues(from: string | null | undefined, to: string | null | undefined, today: string, fromKey = 'validFrom', toKey = 'validTo'): ValidityIssue[] {
  const issues: ValidityIssue[] = [];
  if (!from) issues.push({ path: fromKey, code: 'DATE_FROM_REQUIRED' });
  else if (!isCalendarDay(from)) issues.push({ path: fromKey, code: 'DATE_INVALID' });
  if (to && !isCalendarDay(to)) issues.push({ path: toKey, code: 'DATE_INVALID' });
  if (issues.length > 0 || !to) return issues;
  if (from && to < from) issues.push({ path: toKey, code: 'RANGE_ORDER' });
  else if (to < today) issues.push({ path: toKey, code: 'DATE_TO_PAST' });
  return issues;
}

/** A carer authorisation's dates (part 2 §3: dateFrom, dateTo), by `validityIssues`. */
export const carerAuthorisationIssues = (a: { dateFrom: string | null; dateTo: string | null }, today: string): ValidityIssue[] => validityIssues(a.dateFrom, a.dateTo, today, 'dateFrom', 'dateTo');

/** A carer authorisation is in force on `today` within its dates (dateTo inclusive; null: open-ended). */
export const carerAuthorisationInForce = (a: { dateFrom: string | null; dateTo: string | null }, today: string): boolean =>
  (a.dateFrom === null || a.dateFrom.slice(0, 10) <= today) && (a.dateTo === null || a.dateTo.slice(0, 10) >= today);
