import type { Booking, CatalogEntry, Fulfillment, ReferralInput } from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCatalog } from '../api/catalog';
import { getBooking, getPrebookingValidation } from '../api/checks';
import { useWizard } from './wizard-context';
import { paramsOf, type WizardState } from './wizard-state';
import { refusalWarning, validationWarnings } from './validation-warnings';

/** The catalogue entry the address (or the booking to modify) names: the exact one, else one of the service in the unit. */
export function findEntry(catalog: CatalogEntry[], p: { service: string; orgUnit: number | null; employee: number | null }): { entry: CatalogEntry; anyPractitioner: boolean } | null {
  const ofService = catalog.filter((e) => e.medicalService.code === p.service);
  const inUnit = p.orgUnit === null ? ofService : ofService.filter((e) => e.hospitalOrganizationUnit.id === p.orgUnit);
  const exact = p.employee === null ? undefined : inUnit.find((e) => e.practitioner?.employeeId === p.employee);
  if (exact) return { entry: exact, anyPractitioner: false };
  const any = inUnit.find((e) => e.anyPractitioner);
  if (p.employee === null && any) return { entry: any, anyPractitioner: true };
  return inUnit[0] ? { entry: inUnit[0], anyPractitioner: false } : null;
}

/** A booking's referral as the wizard sends it again (MODIFY keeps it). */
export const referralInputOf = (r: NonNullable<Booking['details']['referral']>): ReferralInput => ({
  issueDate: r.issueDate,
  cito: r.cito,
  refENumber: r.refENumber,
  institutionCro: r.institutionCro,
  practiceNo: r.practiceNo,
  icd10Code: r.icd10Code,
});

async function previousAnswers(booking: Booking) {
  if (!booking.details.lastQuestionnaireFulfillment) return null;
  try {
    const f = await api<Fulfillment>(`/mpi/questionnaires-fulfillments/mpi-user/for-bookings/${encodeURIComponent(booking.systemId)}`);
    return { questionnaireId: f.questionnaireId, answers: f.answers.map((a) => ({ orderNumber: a.orderNumber, format: a.format, value: a.value })) };
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export type RebuildStatus = 'idle' | 'loading' | 'done' | 'failed' | 'invalid';

/**
 * Rebuilds what the address names but the run lacks (a reload elsewhere, a link, the visitor's choice
 * after sign-in, MODIFY from the list): the catalogue entry, and for MODIFY the patient, the referral,
 * the prescription and the questionnaire's answers of the booking. A service chosen through the address
 * passes the pre-booking validations first ('invalid': back to the services).
 */
export function useRebuild(): RebuildStatus {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const [search] = useSearchParams();
  const [status, setStatus] = useState<RebuildStatus>('idle');
  const started = useRef(false);
  const p = paramsOf(search);
  const needed = state.entry === null && ((state.mode === 'MODIFY' && state.oldBookingId !== null) || (p.service !== null && state.patientId !== null));

  useEffect(() => {
    if (!needed || started.current) return;
    started.current = true;
    setStatus('loading');
    void (async () => {
      try {
        let change: Partial<WizardState> = {};
        let want = { service: p.service ?? '', orgUnit: p.orgUnit, employee: p.employee };
        let patientId = state.patientId;
        if (state.mode === 'MODIFY' && state.oldBookingId !== null) {
          const booking = await getBooking(state.system, state.oldBookingId);
          patientId = booking.patient.id;
          want = { service: booking.service.code, orgUnit: booking.organizationUnit.id, employee: p.employee ?? booking.practitioner.employeeId };
          change = {
            patientId,
            referral: booking.details.referral ? referralInputOf(booking.details.referral) : null,
            referralAttachments: booking.details.referralAttachments,
            mpiReferralId: booking.details.mpiReferralId,
            prescription: booking.prescription ? { reason: booking.prescription.reason, drugs: booking.prescription.drugs } : null,
            questionnaire: await previousAnswers(booking),
          };
        }
        const found = findEntry(await getCatalog(patientId), want);
        if (!found) {
          notify.warning(t('wizard.serviceUnavailable'));
          update(change);
          setStatus('invalid');
          return;
        }
        if (state.mode === 'NEW' && patientId !== null) {
          const check = await getPrebookingValidation(patientId, { medicalServiceCode: found.entry.medicalService.code, availabilityId: found.entry.availabilityId });
          if (!check.valid) {
            validationWarnings(check.errors, t);
            setStatus('invalid');
            return;
          }
        }
        update({ ...change, entry: found.entry, anyPractitioner: found.anyPractitioner });
        setStatus('done');
      } catch (e) {
        // Refused in the server's words (a declaration the service needs and the patient lacks): back to the services.
        if (refusalWarning(e)) return setStatus('invalid');
        notify.failure(e, t('wizard.loadFailed'));
        setStatus('failed');
      }
    })();
  }, [needed, p.service, p.orgUnit, p.employee, state.mode, state.oldBookingId, state.patientId, state.system, t, update]);

  if (status !== 'idle') return status;
  return needed ? 'loading' : 'done';
}
