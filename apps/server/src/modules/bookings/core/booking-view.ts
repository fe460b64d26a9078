import type { Booking, InterfaceLanguage, StoredFile } from '@portal/contracts';
import { bookingCancellable, bookingEditable, configuredName, formatDateTime, referralEditable, shownBookingStatus } from '@portal/domain';
import type { BookingViewRow } from './bookings-repository';

/*
 * A booking as the patient's API shows it (contracts `Booking`), and the few texts every message about
 * a booking shares: the unit's address, the practitioner's name, the visit's time on the clinic's clock.
 */

type Names = Pick<
  BookingViewRow,
  'unitStreet' | 'unitHouseNumber' | 'unitApartmentNumber' | 'unitPostalCode' | 'unitCity' | 'practitionerName' | 'practitionerLastName' | 'practitionerDegree'
>;

export function unitAddress(row: Names): string {
  const number = row.unitApartmentNumber ? `${row.unitHouseNumber}/${row.unitApartmentNumber}` : row.unitHouseNumber;
  return `${row.unitStreet} ${number}, ${row.unitPostalCode} ${row.unitCity}`;
}

export function practitionerDisplayName(row: Names): string {
  return [row.practitionerDegree, row.practitionerName, row.practitionerLastName].filter(Boolean).join(' ');
}

/** The patient's first and last name, as every message about the booking names them (no declension needed: "Pacjent: Zofia Kowalska"). */
export const patientFullName = (row: Pick<BookingViewRow, 'patientName' | 'patientLastName'>): string => `${row.patientName} ${row.patientLastName}`;

/**
 * The visit's start as the clinic's wall clock shows it, "01-12-2026 10:30": the portal's one format
 * in every language (issue 28 item 15); the language is the reader's, kept for the callers' texts.
 */
export function visitWhen(startsAt: Date, _language?: string): string {
  return formatDateTime(startsAt);
}

/** A booking's attached file as listed with it. */
export interface BookingFile {
  bookingId: number;
  kind: 'BOOKING' | 'REFERRAL';
  file: StoredFile;
}

export interface ViewExtras {
  attachments: readonly BookingFile[];
  questionnaireExists: boolean;
  questionnaireAnswered: boolean;
}

/** The booking's service named for a reader of `language` (an account's stored language or the request's): hers, else English, else Polish. */
export const bookingServiceName = (row: Pick<BookingViewRow, 'serviceName' | 'serviceNameEn' | 'serviceNameUk'>, language: string | null | undefined): string =>
  configuredName({ pl: row.serviceName, en: row.serviceNameEn, uk: row.serviceNameUk }, language === 'en' || language === 'uk' ? language : 'pl');

export function bookingView(row: BookingViewRow, extras: ViewExtras, now: Date, language: InterfaceLanguage): Booking {
  const b = row.booking;
  const status = shownBookingStatus(b.status, b.orderStatus);
  const files = (kind: 'BOOKING' | 'REFERRAL'): StoredFile[] => extras.attachments.filter((a) => a.bookingId === b.id && a.kind === kind).map((a) => a.file);
  const editable = bookingEditable(b.status, b.orderStatus);
  return {
    system: b.system,
    systemId: String(b.id),
    status,
    orderStatus: b.orderStatus,
    dateFrom: b.startsAt.toISOString(),
    dateTo: b.endsAt.toISOString(),
    patient: { id: b.patientId, name: row.patientName, lastName: row.patientLastName },
    service: { code: row.serviceCode, description: bookingServiceName(row, language), condition: null, prescriptionVisit: row.serviceType === 'PRESCRIPTION' },
    organizationUnit: { id: b.unitId, description: row.unitName, address: unitAddress(row), contact: { phoneNumber: row.unitPhone } },
    practitioner: { employeeId: b.practitionerId, displayName: practitionerDisplayName(row), specialities: row.practitionerSpecialities },
    medicalCaseId: b.medicalCaseId ?? null,
    teleconsultationId: b.teleconsultationId ?? null,
    availabilityId: b.scheduleId,
    payment: { funding: b.funding, price: b.price, itemName: row.priceItemName },
    measurementAttachment: b.measurement ?? null,
    prescription: b.prescription ? { reason: b.prescription.reason, drugs: b.prescription.drugs.map((d) => ({ ...d, internationalName: null })) } : null,
    details: {
      attachments: files('BOOKING'),
      referral: b.referral ?? null,
      mpiReferralId: null,
      referralAttachments: files('REFERRAL'),
      lastQuestionnaireFulfillment: extras.questionnaireAnswered,
    },
    questionnaireExists: extras.questionnaireExists,
    confirmed: b.confirmedAt !== null,
    cancelledBy: b.cancelledBy,
    cancelReason: b.cancelReason,
    actions: {
      confirm: status === 'SCHEDULED' && b.confirmedAt === null && b.startsAt > now,
      edit: editable && b.startsAt > now,
      cancel: bookingCancellable(b.status, b.startsAt, now),
      referral: referralEditable(b.status, b.orderStatus, b.referral ?? null),
    },
    createdAt: b.createdAt.toISOString(),
  };
}
