import type { MakeBooking, ModifyBooking } from '@portal/contracts';
import type { WizardState } from './wizard-state';

/**
 * The make-booking payload of a run (spec part 2 §3 "Make-booking payload"): only what the applicable
 * steps gathered — the referral when the availability asks one, the prescription of a prescription visit,
 * the answers when the service has a questionnaire, the price-list item of a commercial slot.
 */
export function makeBookingPayload(s: WizardState, confirmationCode?: string): MakeBooking {
  const slot = s.slot!;
  const referralAsked = s.availability?.referralStatus !== 'N';
  // Sent only when the availability asks for measurements: a day is needed once she chose to attach them.
  const measurementsAsked = s.availability?.bookingRestrictions.addMeasurements === true;
  const attach = s.measurementAttachment?.isAddMeasurement === true && s.measurementAttachment.dateFromMeasurement !== null;
  return {
    timeSlotId: slot.id,
    patientId: s.patientId!,
    availabilityId: slot.availabilityId,
    referral: referralAsked ? s.referral : null,
    referralAttachments: referralAsked && s.referral ? s.referralAttachments.map((f) => f.id) : [],
    mpiReferralId: referralAsked ? s.mpiReferralId : null,
    questionnaireFulfillment: s.facts.questionnaireExists ? s.questionnaire : null,
    bookingPrescription:
      s.facts.prescriptionVisit && s.prescription ? { prescriptionVisitReason: s.prescription.reason, bookingPrescriptionDrugs: s.prescription.drugs.map((d) => d.id) } : null,
    payment: slot.payment === 'COMMERCIAL' && s.priceItem ? { priceItemId: s.priceItem.id } : null,
    ...(measurementsAsked
      ? { measurementAttachment: attach ? { isAddMeasurement: true, dateFromMeasurement: s.measurementAttachment!.dateFromMeasurement } : { isAddMeasurement: false, dateFromMeasurement: null } }
      : {}),
    ...(confirmationCode ? { confirmationCode } : {}),
  };
}

/** MODIFY: the same, for the booking being changed, without payment (the old one's is kept for the same service). */
export function modifyBookingPayload(s: WizardState, confirmationCode?: string): ModifyBooking {
  const { payment: _kept, ...rest } = makeBookingPayload(s, confirmationCode);
  return { ...rest, hisBookingId: s.oldBookingId! };
}
