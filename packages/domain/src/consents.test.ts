import { describe, expect, it } from 'vitest';
import {
  canConsentTransition,
  carerAuthorisationInForce,
  carerAuthorisationIssues,
  consentActive,
  consentKindOf,
  consentStatuses,
  partnerConsentConflict,
  teleconsultationConsentGiven,
  validityIssues,
  validToOnCancel,
  type ConsentFacts,
} from './consents';

const today = '2026-03-10';

describe('consent kinds and states', () => {
  it('kinds by type; other types are OTHER', () => {
    expect(consentKindOf('CPAR')).toBe('PARTNER');
    expect(consentKindOf('CTEL')).toBe('TELECONSULTATION');
    expect(consentKindOf('CDPM')).toBe('DATA_PROCESSING');
    expect(consentKindOf('XYZ')).toBe('OTHER');
  });
  it('REGISTERED → SIGNED → CANCELLED, REGISTERED → CANCELLED; CANCELLED is final; no way back', () => {
    expect(canConsentTransition('REGISTERED', 'SIGNED')).toBe(true);
    expect(canConsentTransition('REGISTERED', 'CANCELLED')).toBe(true);
    expect(canConsentTransition('SIGNED', 'CANCELLED')).toBe(true);
    expect(canConsentTransition('SIGNED', 'REGISTERED')).toBe(false);
    expect(canConsentTransition('SIGNED', 'SIGNED')).toBe(false);
    for (const to of consentStatuses) expect(canConsentTransition('CANCELLED', to)).toBe(false);
  });
  it('cancelling ends it today, unless it ended earlier', () => {
    expect(validToOnCancel(null, today)).toBe(today);
    expect(validToOnCancel('2027-01-01', today)).toBe(today);
    expect(validToOnCancel('2026-03-01', today)).toBe('2026-03-01');
  });
});

describe('consent active', () => {
  const c = { consentStatus: 'SIGNED' as const, validFrom: '2026-01-01', validTo: '2026-12-31' };
  it('within its dates (both inclusive), REGISTERED or SIGNED', () => {
    expect(consentActive(c, today)).toBe(true);
    expect(consentActive({ ...c, consentStatus: 'REGISTERED' }, today)).toBe(true);
    expect(consentActive({ ...c, validFrom: today, validTo: today }, today)).toBe(true);
    expect(consentActive({ ...c, validFrom: null, validTo: null }, today)).toBe(true);
  });
  it('not when cancelled, expired or not started', () => {
    expect(consentActive({ ...c, consentStatus: 'CANCELLED' }, today)).toBe(false);
    expect(consentActive({ ...c, validTo: '2026-03-09' }, today)).toBe(false);
    expect(consentActive({ ...c, validFrom: '2026-03-11' }, today)).toBe(false);
  });
  it('a teleconsultation needs data consent C or UNCHECKED and an active CTEL one', () => {
    const ctel: ConsentFacts = { consentType: 'CTEL', consentStatus: 'REGISTERED', validFrom: '2026-01-01', validTo: null };
    expect(teleconsultationConsentGiven('C', [ctel], today)).toBe(true);
    expect(teleconsultationConsentGiven('UNCHECKED', [{ ...ctel, consentStatus: 'SIGNED' }], today)).toBe(true);
    expect(teleconsultationConsentGiven('N', [ctel], today)).toBe(false);
    expect(teleconsultationConsentGiven(null, [ctel], today)).toBe(false);
    expect(teleconsultationConsentGiven('C', [{ ...ctel, consentStatus: 'CANCELLED' }], today)).toBe(false);
    expect(teleconsultationConsentGiven('C', [{ ...ctel, consentType: 'CPAR' }], today)).toBe(false);
    expect(teleconsultationConsentGiven('C', [], today, false)).toBe(true);
  });
});

describe('partner consent conflicts', () => {
  const whole: ConsentFacts = { id: 1, patientId: 5, consentType: 'CPAR', consentStatus: 'SIGNED', validFrom: '2026-01-01', validTo: null, authorizedPartnerId: 10, personnelId: null, onlySelectedDocuments: false };
  const personal: ConsentFacts = { ...whole, id: 2, personnelId: 77 };
  const fresh = (over: Partial<ConsentFacts> = {}) => ({ patientId: 5, consentType: 'CPAR', validFrom: today, validTo: null, authorizedPartnerId: 10, personnelId: 77, onlySelectedDocuments: false, ...over });

  it('existsConsentPersonnel: same partner, personnel and scope', () => {
    expect(partnerConsentConflict(fresh(), [personal], today)).toBe('existsConsentPersonnel');
    expect(partnerConsentConflict(fresh(), [{ ...personal, consentStatus: 'REGISTERED' }], today)).toBe('existsConsentPersonnel');
    expect(partnerConsentConflict(fresh({ personnelId: '77' }), [personal], today)).toBe('existsConsentPersonnel');
  });
  it('existsConsentPersonnel also for a second whole-partner consent', () => {
    expect(partnerConsentConflict(fresh({ personnelId: null }), [whole], today)).toBe('existsConsentPersonnel');
  });
  it('existsConsentAll: a personnel consent while a whole-partner one of the same scope exists', () => {
    expect(partnerConsentConflict(fresh(), [whole], today)).toBe('existsConsentAll');
    expect(partnerConsentConflict(fresh({ personnelId: 78 }), [whole, personal], today)).toBe('existsConsentAll');
  });
  it('the personnel conflict is named first when both hold', () => {
    expect(partnerConsentConflict(fresh(), [whole, personal], today)).toBe('existsConsentPersonnel');
  });
  it('no conflict with another scope', () => {
    expect(partnerConsentConflict(fresh({ onlySelectedDocuments: true }), [personal, whole], today)).toBeNull();
    expect(partnerConsentConflict(fresh({ consentType: 'CDPM' }), [personal, whole], today)).toBeNull();
  });
  it('no conflict with another partner, other personnel, or another patient', () => {
    expect(partnerConsentConflict(fresh({ authorizedPartnerId: 11 }), [personal, whole], today)).toBeNull();
    expect(partnerConsentConflict(fresh({ personnelId: 78 }), [personal], today)).toBeNull();
    expect(partnerConsentConflict(fresh({ patientId: 6 }), [personal, whole], today)).toBeNull();
  });
  it('no conflict with a cancelled or expired consent', () => {
    expect(partnerConsentConflict(fresh(), [{ ...personal, consentStatus: 'CANCELLED' }, { ...whole, consentStatus: 'CANCELLED' }], today)).toBeNull();
    expect(partnerConsentConflict(fresh(), [{ ...personal, validTo: '2026-03-09' }, { ...whole, validTo: '2026-03-09' }], today)).toBeNull();
  });
  it('a consent ending today still conflicts; one starting later conflicts when the periods meet', () => {
    expect(partnerConsentConflict(fresh(), [{ ...personal, validTo: today }], today)).toBe('existsConsentPersonnel');
    expect(partnerConsentConflict(fresh(), [{ ...personal, validFrom: '2026-06-01' }], today)).toBe('existsConsentPersonnel');
    expect(partnerConsentConflict(fresh({ validTo: '2026-05-31' }), [{ ...personal, validFrom: '2026-06-01' }], today)).toBeNull();
    expect(partnerConsentConflict(fresh({ validFrom: '2027-01-01' }), [{ ...personal, validTo: '2026-12-31' }], today)).toBeNull();
  });
  it('a whole-partner consent made while personnel ones exist is no conflict', () => {
    expect(partnerConsentConflict(fresh({ personnelId: null }), [personal], today)).toBeNull();
  });
  it('the consent itself is no rival; a consent without a partner meets none', () => {
    expect(partnerConsentConflict({ ...personal }, [personal], today)).toBeNull();
    expect(partnerConsentConflict(fresh({ authorizedPartnerId: null }), [{ ...personal, authorizedPartnerId: null }], today)).toBeNull();
  });
});

describe('validity dates', () => {
  it('a start is required and both must be real days', () => {
    expect(validityIssues(null, null, today)).toEqual([{ path: 'validFrom', code: 'DATE_FROM_REQUIRED' }]);
    expect(validityIssues('2026-02-30', null, today)).toEqual([{ path: 'validFrom', code: 'DATE_INVALID' }]);
    expect(validityIssues(today, '10-03-2026', today)).toEqual([{ path: 'validTo', code: 'DATE_INVALID' }]);
  });
  it('the end may not be before the start, nor before today; open or equal ends are fine', () => {
    expect(validityIssues(today, null, today)).toEqual([]);
    expect(validityIssues(today, today, today)).toEqual([]);
    expect(validityIssues('2020-01-01', '2030-01-01', today)).toEqual([]);
    expect(validityIssues('2026-04-02', '2026-04-01', today)).toEqual([{ path: 'validTo', code: 'RANGE_ORDER' }]);
    expect(validityIssues('2026-01-01', '2026-03-09', today)).toEqual([{ path: 'validTo', code: 'DATE_TO_PAST' }]);
  });
  it('a carer authorisation speaks of dateFrom and dateTo', () => {
    expect(carerAuthorisationIssues({ dateFrom: '2026-04-02', dateTo: '2026-04-01' }, today)).toEqual([{ path: 'dateTo', code: 'RANGE_ORDER' }]);
    expect(carerAuthorisationIssues({ dateFrom: null, dateTo: null }, today)).toEqual([{ path: 'dateFrom', code: 'DATE_FROM_REQUIRED' }]);
    expect(carerAuthorisationIssues({ dateFrom: today, dateTo: null }, today)).toEqual([]);
  });
  it('a carer authorisation is in force within its dates, both inclusive', () => {
    expect(carerAuthorisationInForce({ dateFrom: today, dateTo: today }, today)).toBe(true);
    expect(carerAuthorisationInForce({ dateFrom: '2026-01-01', dateTo: null }, today)).toBe(true);
    expect(carerAuthorisationInForce({ dateFrom: '2026-03-11', dateTo: null }, today)).toBe(false);
    expect(carerAuthorisationInForce({ dateFrom: '2026-01-01', dateTo: '2026-03-09' }, today)).toBe(false);
  });
});
