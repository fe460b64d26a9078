import { describe, expect, it } from 'vitest';
import { referralInputOf, referralIssues, referralValuesOf, type ReferralValues } from './referral-rules';

const today = '2026-11-24';
const manual = (over: Partial<ReferralValues> = {}): ReferralValues => ({
  kind: 'MANUAL',
  refENumber: '',
  issueDate: '20-11-2026',
  cito: false,
  institutionCro: '000000012345',
  practiceNo: '1234567',
  icd10Code: '',
  ...over,
});

describe('referral rules', () => {
  it('take an e-referral number of exactly 4 or 44 digits', () => {
    const e = (refENumber: string) => referralIssues({ ...manual(), kind: 'E', refENumber }, today, true);
    expect(e('1234')).toEqual({});
    expect(e('1'.repeat(44))).toEqual({});
    expect(e('12345')).toEqual({ refENumber: 'eNumber' });
    expect(e('1'.repeat(43))).toEqual({ refENumber: 'eNumber' });
    expect(e('12a4')).toEqual({ refENumber: 'eNumber' });
    expect(e('')).toEqual({ refENumber: 'eNumber' });
  });

  it('refuse a paper referral issued in the future, or on no real day', () => {
    expect(referralIssues(manual(), today, true)).toEqual({});
    expect(referralIssues(manual({ issueDate: '24-11-2026' }), today, true)).toEqual({});
    expect(referralIssues(manual({ issueDate: '25-11-2026' }), today, true)).toEqual({ issueDate: 'dateFuture' });
    expect(referralIssues(manual({ issueDate: '31-02-2026' }), today, true)).toEqual({ issueDate: 'dateInvalid' });
    expect(referralIssues(manual({ issueDate: '' }), today, true)).toEqual({ issueDate: 'dateRequired' });
  });

  it("check the institution's register code and the practice number", () => {
    expect(referralIssues(manual({ institutionCro: '12', practiceNo: '123' }), today, true)).toEqual({ institutionCro: 'institution', practiceNo: 'practiceNo' });
  });

  it('allow no referral only when the service does not require one', () => {
    expect(referralIssues({ ...manual(), kind: 'NONE' }, today, false)).toEqual({});
    expect(referralIssues({ ...manual(), kind: 'NONE' }, today, true)).toEqual({ kind: 'required' });
    expect(referralInputOf({ ...manual(), kind: 'NONE' })).toBeNull();
  });

  it('send what the form holds, the day as YYYY-MM-DD, and read a referral back', () => {
    const input = referralInputOf(manual({ cito: true, icd10Code: ' J20 ' }));
    expect(input).toEqual({ refENumber: null, issueDate: '2026-11-20', cito: true, institutionCro: '000000012345', practiceNo: '1234567', icd10Code: 'J20' });
    expect(referralValuesOf(input, { e: true, manual: true })).toMatchObject({ kind: 'MANUAL', issueDate: '20-11-2026', cito: true });
    expect(referralInputOf({ ...manual(), kind: 'E', refENumber: ' 1234 ' })).toEqual({ refENumber: '1234', cito: false, issueDate: null });
    expect(referralValuesOf(null, { e: false, manual: true }).kind).toBe('MANUAL');
    expect(referralValuesOf(null, { e: false, manual: false }).kind).toBe('NONE');
  });
});
