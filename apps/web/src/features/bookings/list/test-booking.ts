import type { Booking } from '@portal/contracts';

/** A booking as the API answers it (Anna's SCHEDULED GP visit), for the list's tests. */
export function testBooking(over: Partial<Booking> = {}): Booking {
  return {
    system: 'PORTAL',
    systemId: '41',
    status: 'SCHEDULED',
    orderStatus: null,
    dateFrom: '2026-12-03T08:30:00.000Z',
    dateTo: '2026-12-03T08:45:00.000Z',
    patient: { id: 1, name: 'Anna', lastName: 'Nowak' },
    service: { code: 'POZ-L', description: 'Porada lekarza POZ', condition: null, prescriptionVisit: false },
    organizationUnit: { id: 3, description: 'Przychodnia Centrum', address: 'ul. Zdrowa 1, 00-001 Warszawa', contact: { phoneNumber: '22 123 45 67' } },
    practitioner: { employeeId: 7, displayName: 'lek. Jan Kowalski', specialities: ['Medycyna rodzinna'] },
    medicalCaseId: null,
    teleconsultationId: null,
    availabilityId: 12,
    payment: { funding: 'NFZ', price: null, itemName: null },
    measurementAttachment: null,
    prescription: null,
    details: { attachments: [], referral: null, mpiReferralId: null, referralAttachments: [], lastQuestionnaireFulfillment: false },
    questionnaireExists: false,
    confirmed: false,
    cancelledBy: null,
    cancelReason: null,
    actions: { confirm: true, edit: true, cancel: true, referral: false },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}
