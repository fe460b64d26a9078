import type { CatalogEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { addressIssues } from './steps/personal-data-step';
import { prescriptionIssues } from './steps/prescription-step';
import { makeBookingPayload, modifyBookingPayload } from './booking-payload';
import { catalogTree, unitPractitioners } from './catalog-tree';
import { bookingCodeValid, phoneCodeValid } from './sms-code';
import { findEntry } from './use-rebuild';
import { reachableStep } from './wizard-route';
import { nextPage } from './wizard-nav';
import { emptyWizardState, factsOf, paramsOf, queryOf, sameRun, type WizardState } from './wizard-state';

const entry = (over: { code?: string; unit?: number; employee?: number | null; any?: boolean; price?: string | null; occupation?: string } = {}): CatalogEntry => ({
  medicalService: {
    code: over.code ?? 'POZ',
    name: over.code === 'DERM' ? 'Konsultacja dermatologiczna' : 'Porada lekarza POZ',
    typeId: 'VISIT',
    typeName: 'Wizyta',
    minBookDate: '2026-11-24',
    commercialService: over.price != null,
    priceFrom: over.price ?? null,
    prescriptionVisit: false,
    speciality: null,
  },
  hospitalOrganizationUnit: { id: over.unit ?? 1, name: over.unit === 2 ? 'Przychodnia Wola' : 'Przychodnia Centrum', city: 'Warszawa' },
  practitioner:
    over.employee === null
      ? null
      : { employeeId: over.employee ?? 10, name: 'Jan', lastName: over.employee === 11 ? 'Adamski' : 'Nowak', degree: 'lek.', occupationCode: (over.occupation ?? 'LEK') as never, specialities: [] },
  availabilityInModuleStatus: 'B',
  availabilityId: (over.unit ?? 1) * 100 + (over.employee ?? 10),
  systemIds: { unitId: String(over.unit ?? 1), system: 'PORTAL' },
  anyPractitioner: over.any ?? false,
  employeeStatusVisible: true,
});

const slot = { id: 5, dateFrom: '2026-11-30T08:00:00.000Z', dateTo: '2026-11-30T08:15:00.000Z', payment: 'NFZ' as const, availabilityId: 110, unitName: 'Przychodnia Centrum', practitionerName: 'lek. Jan Nowak', heldUntil: '2099-01-01T00:00:00.000Z' };
const state = (over: Partial<WizardState> = {}): WizardState => ({ ...emptyWizardState(), patientId: 7, entry: entry(), slot, ...over });

describe('the wizard steps', () => {
  it('go from one page to the next that applies, never stopping at the parallel check', () => {
    const facts = factsOf(state({ availability: { referralStatus: 'N', bookingRestrictions: { bookingConfReq: false, addMeasurements: false } }, facts: { prescriptionVisit: false, questionnaireExists: false, addressComplete: true, phoneNeeded: false } }), 1);
    expect(nextPage('services', facts)).toBe('dates');
    expect(nextPage('dates', facts)).toBe('summary');
    const all = factsOf(state({ availability: { referralStatus: 'R', bookingRestrictions: { bookingConfReq: true, addMeasurements: false } }, facts: { prescriptionVisit: true, questionnaireExists: true, addressComplete: false, phoneNeeded: true } }), 2);
    const order = ['patients'];
    for (let s = nextPage('patients', all); s; s = nextPage(s, all)) order.push(s);
    expect(order).toEqual(['patients', 'services', 'dates', 'prescription', 'referral', 'questionnaire', 'personaldata', 'contactdata', 'summary']);
  });

  it('send a step back to what it needs: the patient, the service, a slot still held', () => {
    expect(reachableStep('summary', { ...emptyWizardState() }, 2)).toBe('patients');
    expect(reachableStep('dates', { ...emptyWizardState(), patientId: 7 }, 2)).toBe('services');
    expect(reachableStep('referral', state({ slot: null }), 1)).toBe('dates');
    expect(reachableStep('referral', state({ slot: { ...slot, heldUntil: '2000-01-01T00:00:00.000Z' } }), 1)).toBe('dates');
    expect(reachableStep('referral', state(), 1)).toBe('referral');
  });

  it('keep the run in the address, and know a stored run from another', () => {
    const q = queryOf(state({ mode: 'MODIFY', oldBookingId: 42 }), new URLSearchParams('occupation=LEK'));
    expect(Object.fromEntries(q)).toEqual({ service: 'POZ', orgUnit: '1', employee: '10', occupation: 'LEK', patient: '7', mode: 'MODIFY', oldBookingId: '42', system: 'PORTAL' });
    const p = paramsOf(q);
    expect(p).toMatchObject({ mode: 'MODIFY', oldBookingId: 42, patientId: 7, service: 'POZ', orgUnit: 1, employee: 10 });
    expect(sameRun(state({ mode: 'MODIFY', oldBookingId: 42 }), p)).toBe(true);
    expect(sameRun(state(), p)).toBe(false);
    expect(sameRun(state(), paramsOf(new URLSearchParams('service=DERM')))).toBe(false);
    expect(Object.fromEntries(queryOf(state({ anyPractitioner: true }))).employee).toBeUndefined();
  });

  it('send only what the applicable steps gathered', () => {
    const s = state({
      availability: { referralStatus: 'N', bookingRestrictions: { bookingConfReq: false, addMeasurements: false } },
      referral: { refENumber: '1234', cito: false },
      facts: { prescriptionVisit: false, questionnaireExists: false },
      prescription: { reason: 'x', drugs: [] },
      questionnaire: { questionnaireId: 1, answers: [] },
    });
    expect(makeBookingPayload(s)).toEqual({ timeSlotId: 5, patientId: 7, availabilityId: 110, referral: null, referralAttachments: [], mpiReferralId: null, questionnaireFulfillment: null, bookingPrescription: null, payment: null });
    const full = makeBookingPayload(
      {
        ...s,
        slot: { ...slot, payment: 'COMMERCIAL' },
        priceItem: { id: 3, name: 'Konsultacja', price: '250.00' },
        availability: { referralStatus: 'O', bookingRestrictions: { bookingConfReq: true, addMeasurements: false } },
        referralAttachments: [{ id: 9, use: 'REFERRAL_ATTACHMENT' as never, fileName: 'skan.pdf', mimeType: 'application/pdf', size: 10, createdAt: '' }],
        facts: { prescriptionVisit: true, questionnaireExists: true },
        prescription: { reason: 'Kontynuacja leczenia', drugs: [{ id: 'D1', name: 'Lek', fullName: null, internationalName: null, drugPackage: null, form: null, dose: null }] },
      },
      '123456',
    );
    expect(full).toMatchObject({
      referral: { refENumber: '1234' },
      referralAttachments: [9],
      questionnaireFulfillment: { questionnaireId: 1 },
      bookingPrescription: { prescriptionVisitReason: 'Kontynuacja leczenia', bookingPrescriptionDrugs: ['D1'] },
      payment: { priceItemId: 3 },
      confirmationCode: '123456',
    });
    const modify = modifyBookingPayload({ ...s, mode: 'MODIFY', oldBookingId: 42 });
    expect(modify).toMatchObject({ hisBookingId: 42, timeSlotId: 5 });
    expect('payment' in modify).toBe(false);
  });
});

describe('the catalogue', () => {
  const catalog = [entry(), entry({ employee: 11 }), entry({ unit: 2, any: true }), entry({ code: 'DERM', price: '250.00', employee: null }), entry({ code: 'DERM', price: '199.00', unit: 2, employee: null })];

  it('is browsed service → units → practitioners, narrowed by the search text', () => {
    const tree = catalogTree(catalog);
    expect(tree.map((s) => [s.code, s.priceFrom, s.units.length])).toEqual([
      ['DERM', '199.00', 2],
      ['POZ', null, 2],
    ]);
    expect(unitPractitioners(tree[1]!.units[0]!).map((e) => e.practitioner!.lastName)).toEqual(['Adamski', 'Nowak']);
    expect(tree[1]!.units[1]!.anyPractitioner).toBe(true);
    expect(catalogTree(catalog, { text: 'adamski' }).map((s) => s.code)).toEqual(['POZ']);
    expect(catalogTree(catalog, { text: 'wola' }).map((s) => s.units.map((u) => u.id))).toEqual([[2], [2]]);
    expect(catalogTree(catalog, { occupation: 'PIEL' }).map((s) => s.code)).toEqual(['DERM']);
  });

  it("finds the entry a link or a booking names: exact, else the unit's any practitioner, else the unit's first", () => {
    expect(findEntry(catalog, { service: 'POZ', orgUnit: 1, employee: 11 })).toMatchObject({ anyPractitioner: false, entry: { practitioner: { employeeId: 11 } } });
    expect(findEntry(catalog, { service: 'POZ', orgUnit: 2, employee: null })).toMatchObject({ anyPractitioner: true });
    expect(findEntry(catalog, { service: 'POZ', orgUnit: 1, employee: null })).toMatchObject({ anyPractitioner: false, entry: { practitioner: { employeeId: 10 } } });
    expect(findEntry(catalog, { service: 'NONE', orgUnit: null, employee: null })).toBeNull();
  });
});

describe('the forms', () => {
  it('prescription: a reason and at least one drug', () => {
    expect(prescriptionIssues({ reason: '', drugs: [] })).toEqual(['reasonRequired', 'drugRequired']);
    expect(prescriptionIssues({ reason: '  ', drugs: [1] })).toEqual(['reasonRequired']);
    expect(prescriptionIssues({ reason: 'Kontynuacja', drugs: [1] })).toEqual([]);
    expect(prescriptionIssues({ reason: 'x'.repeat(501), drugs: Array(11).fill(1) })).toEqual(['reasonTooLong', 'tooManyDrugs']);
  });

  it('SMS codes: 4 to 8 digits for a booking, 6 for the phone', () => {
    expect(bookingCodeValid('1234')).toBe(true);
    expect(bookingCodeValid(' 12345678 ')).toBe(true);
    expect(bookingCodeValid('123')).toBe(false);
    expect(bookingCodeValid('12a456')).toBe(false);
    expect(phoneCodeValid('123456')).toBe(true);
    expect(phoneCodeValid('12345')).toBe(false);
  });

  it('address: city, house number and a postal code 00-000 in Poland', () => {
    expect(addressIssues({ city: '', street: '', houseNumber: '', postalCode: '' }, 'PL')).toEqual(['city', 'houseNumber', 'postalCode']);
    expect(addressIssues({ city: 'Kraków', street: '', houseNumber: '5', postalCode: '30001' }, 'PL')).toEqual(['postalCode']);
    expect(addressIssues({ city: 'Kraków', street: '', houseNumber: '5', postalCode: '30-001' }, 'PL')).toEqual([]);
    expect(addressIssues({ city: 'Berlin', street: '', houseNumber: '5', postalCode: '10115' }, 'DE')).toEqual([]);
  });
});
