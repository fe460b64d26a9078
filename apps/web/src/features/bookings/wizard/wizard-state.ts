import type { AvailabilitySettings, CatalogEntry, Drug, FulfillmentInput, ReferralInput, StoredFile, TimeSlot } from '@portal/contracts';
import type { BookingWizardMode, WizardFacts } from '@portal/domain';

/**
 * The wizard's booking data (spec part 2 §3 "Wizard booking data"): what was chosen so far. The spec's
 * state params that name the context (service, orgUnit, employee, occupation, mode, oldBookingId,
 * patient, system) travel in the address; the rest is kept in the tab's sessionStorage, so a reload or a
 * deep link rebuilds the wizard (what the storage lacks is read again from the server).
 */
export interface WizardSlot {
  id: number;
  dateFrom: string;
  dateTo: string;
  payment: TimeSlot['payment'];
  availabilityId: number;
  unitName: string;
  practitionerName: string;
  heldUntil: string;
}

export interface PriceItem {
  id: number;
  name: string;
  price: string;
}

export interface WizardState {
  mode: BookingWizardMode;
  system: string;
  oldBookingId: number | null;
  patientId: number | null;
  /** The chosen catalogue entry (service in a unit, by a practitioner or any of the unit's). */
  entry: CatalogEntry | null;
  /** "Dowolny lekarz": slots of every practitioner of the unit. */
  anyPractitioner: boolean;
  slot: WizardSlot | null;
  priceItem: PriceItem | null;
  availability: AvailabilitySettings | null;
  facts: Pick<WizardFacts, 'prescriptionVisit' | 'questionnaireExists' | 'addressComplete' | 'phoneNeeded'>;
  prescription: { reason: string; drugs: Drug[] } | null;
  referral: ReferralInput | null;
  referralAttachments: StoredFile[];
  mpiReferralId: number | null;
  questionnaire: FulfillmentInput | null;
  /** Whether to attach the patient's measurements since a day, offered when the availability asks (addMeasurements). */
  measurementAttachment: { isAddMeasurement: boolean; dateFromMeasurement: string | null } | null;
}

export const emptyWizardState = (): WizardState => ({
  mode: 'NEW',
  system: 'PORTAL',
  oldBookingId: null,
  patientId: null,
  entry: null,
  anyPractitioner: false,
  slot: null,
  priceItem: null,
  availability: null,
  facts: {},
  prescription: null,
  referral: null,
  referralAttachments: [],
  mpiReferralId: null,
  questionnaire: null,
  measurementAttachment: null,
});

/** The spec's state params kept in the address. */
export const WIZARD_PARAMS = ['service', 'orgUnit', 'employee', 'occupation', 'mode', 'oldBookingId', 'patient', 'system'] as const;

const positive = (v: string | null) => (v !== null && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** What the address says of the run (unknown or malformed params are left out). */
export function paramsOf(search: URLSearchParams) {
  return {
    mode: (search.get('mode') === 'MODIFY' ? 'MODIFY' : 'NEW') as BookingWizardMode,
    oldBookingId: positive(search.get('oldBookingId')),
    patientId: positive(search.get('patient')),
    system: search.get('system') || 'PORTAL',
    service: search.get('service'),
    orgUnit: positive(search.get('orgUnit')),
    employee: positive(search.get('employee')),
    occupation: search.get('occupation'),
  };
}

/** The address params of a state (what a reload or a shared link needs to rebuild it). */
export function queryOf(state: WizardState, search?: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams();
  const occupation = search?.get('occupation');
  if (state.entry) {
    q.set('service', state.entry.medicalService.code);
    q.set('orgUnit', String(state.entry.hospitalOrganizationUnit.id));
    if (state.entry.practitioner && !state.anyPractitioner) q.set('employee', String(state.entry.practitioner.employeeId));
  } else if (search) {
    for (const key of ['service', 'orgUnit', 'employee'] as const) {
      const v = search.get(key);
      if (v) q.set(key, v);
    }
  }
  if (occupation) q.set('occupation', occupation);
  if (state.patientId !== null) q.set('patient', String(state.patientId));
  if (state.mode === 'MODIFY') {
    q.set('mode', 'MODIFY');
    if (state.oldBookingId !== null) q.set('oldBookingId', String(state.oldBookingId));
    q.set('system', state.system);
  }
  return q;
}

/** Whether the stored state belongs to the run the address names (else it is started afresh). */
export function sameRun(state: WizardState, p: ReturnType<typeof paramsOf>): boolean {
  if (state.mode !== p.mode || state.oldBookingId !== p.oldBookingId) return false;
  if (p.patientId !== null && state.patientId !== null && p.patientId !== state.patientId) return false;
  if (p.service && state.entry && state.entry.medicalService.code !== p.service) return false;
  return true;
}

export const WIZARD_STORAGE_KEY = 'pp.bookingWizard';

export function loadWizardState(): WizardState | null {
  try {
    const raw = sessionStorage.getItem(WIZARD_STORAGE_KEY);
    return raw ? { ...emptyWizardState(), ...(JSON.parse(raw) as Partial<WizardState>) } : null;
  } catch {
    return null;
  }
}

export function saveWizardState(state: WizardState | null) {
  try {
    if (state === null) sessionStorage.removeItem(WIZARD_STORAGE_KEY);
    else sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, quota): the run lives in memory and its address only.
  }
}

/** The state once a new slot is picked: what depended on the old one is dropped. */
export const withoutSlot = (state: WizardState): WizardState => ({ ...state, slot: null, priceItem: null, availability: null });

/** The facts that decide the steps (domain `wizardSteps`). */
export const factsOf = (state: WizardState, patientsNo: number): WizardFacts => ({
  mode: state.mode,
  patientsNo,
  ...state.facts,
  // Unknown (undefined) until the slot's availability is read: the stepper counts the step only once it applies.
  referralStatus: state.availability ? state.availability.referralStatus : undefined,
});

/** The hold left, in whole seconds (0 when over). */
export const holdSecondsLeft = (heldUntil: string, now: number) => Math.max(0, Math.floor((Date.parse(heldUntil) - now) / 1000));
