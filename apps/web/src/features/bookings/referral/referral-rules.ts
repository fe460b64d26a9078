import type { ReferralInput } from '@portal/contracts';
import { isEReferralNumber, parseTypedDate, REFERRAL_INSTITUTION_CODE, REFERRAL_PRACTICE_NUMBER, referralIssueDateValid } from '@portal/domain';

/** How the patient gives her referral: an e-referral's number, the paper one's fields, or none (optional referral only). */
export type ReferralKind = 'E' | 'MANUAL' | 'NONE';

export interface ReferralValues {
  kind: ReferralKind;
  refENumber: string;
  /** As typed, DD-MM-YYYY. */
  issueDate: string;
  cito: boolean;
  institutionCro: string;
  practiceNo: string;
  icd10Code: string;
}

export type ReferralField = 'kind' | 'refENumber' | 'issueDate' | 'institutionCro' | 'practiceNo' | 'icd10Code';
export type ReferralIssue = 'required' | 'eNumber' | 'dateRequired' | 'dateInvalid' | 'dateFuture' | 'institution' | 'practiceNo' | 'icd10';

/**
 * The referral's rules (spec part 2 §5 "Referral", §9; the server applies them too): an e-referral number
 * of exactly 4 or 44 digits; a paper referral's issue date, a real day not after today, the institution's
 * register code and the practitioner's practice number; no referral only when the service does not require one.
 */
export function referralIssues(v: ReferralValues, today: string, required: boolean): Partial<Record<ReferralField, ReferralIssue>> {
  const issues: Partial<Record<ReferralField, ReferralIssue>> = {};
  if (v.kind === 'NONE') {
    if (required) issues.kind = 'required';
    return issues;
  }
  if (v.kind === 'E') {
    if (!isEReferralNumber(v.refENumber.trim())) issues.refENumber = 'eNumber';
    return issues;
  }
  const day = v.issueDate.trim() ? parseTypedDate(v.issueDate) : null;
  if (!v.issueDate.trim()) issues.issueDate = 'dateRequired';
  else if (!day) issues.issueDate = 'dateInvalid';
  else if (!referralIssueDateValid(day, today)) issues.issueDate = 'dateFuture';
  if (!REFERRAL_INSTITUTION_CODE.test(v.institutionCro.trim())) issues.institutionCro = 'institution';
  if (!REFERRAL_PRACTICE_NUMBER.test(v.practiceNo.trim())) issues.practiceNo = 'practiceNo';
  if (v.icd10Code.trim().length > 10) issues.icd10Code = 'icd10';
  return issues;
}

/** The referral to send (null: none). */
export function referralInputOf(v: ReferralValues): ReferralInput | null {
  if (v.kind === 'NONE') return null;
  if (v.kind === 'E') return { refENumber: v.refENumber.trim(), cito: v.cito, issueDate: null };
  return {
    refENumber: null,
    issueDate: parseTypedDate(v.issueDate),
    cito: v.cito,
    institutionCro: v.institutionCro.trim(),
    practiceNo: v.practiceNo.trim(),
    icd10Code: v.icd10Code.trim() || null,
  };
}

/** The form's values of a referral already given (DD-MM-YYYY for its day). */
export function referralValuesOf(r: ReferralInput | null | undefined, kinds: { e: boolean; manual: boolean }): ReferralValues {
  const [y, m, d] = (r?.issueDate ?? '').split('-');
  const kind: ReferralKind = r ? (r.refENumber ? 'E' : 'MANUAL') : kinds.e ? 'E' : kinds.manual ? 'MANUAL' : 'NONE';
  return {
    kind,
    refENumber: r?.refENumber ?? '',
    issueDate: r?.issueDate ? `${d}-${m}-${y}` : '',
    cito: r?.cito ?? false,
    institutionCro: r?.institutionCro ?? '',
    practiceNo: r?.practiceNo ?? '',
    icd10Code: r?.icd10Code ?? '',
  };
}
