import { configuredName } from '@portal/domain';
import type { Deps } from '../../../deps';
import type { EventHandlers } from '../../../lib/module-events';
import { patientOfRow } from '../../../lib/checked-patient';
import { linkTeleconsultationBooking, teleconsultationBookingRow } from '../../bookings/teleconsultation-bookings-service';
import { openCase } from '../../medical-cases/medical-cases-service';
import * as repo from './teleconsultation-repository';

/*
 * A teleconsultation follows its booking wherever the booking was changed (issue 32: the registrar books,
 * moves and cancels teleconsultations like visits; a patient may book a teleconsultation service in the
 * visits' wizard too). The module's own paths write the teleconsultation before the booking's event,
 * so the handlers find it done and leave it.
 */

/** A booking of a TELECONSULTATION service without its teleconsultation gets one, in a new case named by the service. */
const created: NonNullable<EventHandlers<Deps>['booking.created']> = async (deps, event, { tx }) => {
  if (await repo.findByBooking(tx, event.bookingId)) return;
  const booking = await teleconsultationBookingRow(tx, event.bookingId);
  if (!booking || booking.timeSlotId === null) return;
  const service = await repo.serviceById(tx, booking.serviceId);
  if (!service || service.type !== 'TELECONSULTATION') return;
  const patient = patientOfRow(booking);
  const name = configuredName({ pl: service.name, en: service.nameEn, uk: service.nameUk }, 'pl');
  const medicalCase = await openCase(tx, patient, { title: name, serviceName: name, accountId: booking.accountId }, deps.clock.now());
  const registration = await repo.findRegistration(tx, patient);
  const row = await repo.insertForBooking(tx, booking, {
    patientId: patient,
    accountId: booking.accountId,
    medicalCaseId: medicalCase.id,
    serviceCode: service.code,
    recordingAllowed: registration?.recordingAllowed ?? false,
  });
  await linkTeleconsultationBooking(tx, booking.id, { teleconsultationId: row.id, medicalCaseId: medicalCase.id });
  return `Telekonsultacja ${row.id} w nowej sprawie medycznej ${medicalCase.id}`;
};

/** A moved booking takes its teleconsultation along (new booking, times, consultant). */
const moved: NonNullable<EventHandlers<Deps>['booking.moved']> = async (_deps, event, { tx }) => {
  if (event.replacesBookingId === null) return;
  const row = await repo.findByBooking(tx, event.replacesBookingId, true);
  if (!row || (row.status !== 'SCHEDULED' && row.status !== 'WAITING')) return;
  const booking = await teleconsultationBookingRow(tx, event.bookingId);
  if (!booking) return;
  await repo.updateTeleconsultation(tx, row.id, {
    bookingId: booking.id,
    scheduledFrom: booking.startsAt,
    scheduledTo: booking.endsAt,
    consultantStaffId: (await repo.staffOfPractitioner(tx, booking.practitionerId)) ?? row.consultantStaffId,
  });
  await linkTeleconsultationBooking(tx, booking.id, { teleconsultationId: row.id, medicalCaseId: row.medicalCaseId });
};

/** A cancelled booking cancels its teleconsultation while it has not started (a patient in its waiting room is told). */
const canceled: NonNullable<EventHandlers<Deps>['booking.canceled']> = async (deps, event, { tx }) => {
  const row = await repo.findByBooking(tx, event.bookingId, true);
  if (!row || (row.status !== 'SCHEDULED' && row.status !== 'WAITING')) return;
  await repo.updateTeleconsultation(tx, row.id, { status: 'CANCELED', endedAt: deps.clock.now() });
  await deps.events.raise('teleconsultation.closed', { teleconsultationId: row.id, by: event.source === 'CLINIC' ? 'STAFF' : 'PATIENT' }, { tx });
  return `Telekonsultacja ${row.id} odwołana`;
};

export const teleconsultationBookingHandlers: EventHandlers<Deps> = { 'booking.created': created, 'booking.moved': moved, 'booking.canceled': canceled };
