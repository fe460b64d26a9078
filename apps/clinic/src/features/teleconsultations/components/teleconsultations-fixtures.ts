import type { ClinicQueueItem, ClinicTeleconsultation, ClinicTeleconsultationItem } from '@portal/contracts';

/* The console's teleconsultations as the API answers them, for the feature's component tests. */

export const dayItem = (id: number, over: Partial<ClinicTeleconsultationItem> = {}): ClinicTeleconsultationItem => ({
  id,
  status: 'SCHEDULED',
  unplanned: false,
  communicationType: 'V',
  scheduledFrom: '2026-12-07T09:00:00.000Z',
  scheduledTo: '2026-12-07T09:20:00.000Z',
  patient: { id: 5, name: 'Anna', lastName: 'Kowalska', pesel: '85031502464' },
  serviceCode: 'TELE-POZ',
  serviceName: 'Porada lekarza POZ',
  caseId: 12,
  caseTitle: 'Ból gardła',
  consultant: { id: 3, name: 'Tomasz Lewandowski' },
  patientReadyAt: null,
  ...over,
});

export const queueItem = (id: number, over: Partial<ClinicQueueItem> = {}): ClinicQueueItem => ({
  id,
  patient: { id: 4, name: 'Jan', lastName: 'Nowak', pesel: null },
  serviceCode: 'TELE-TERAZ',
  serviceName: 'Teleporada teraz',
  caseTitle: 'Gorączka',
  communicationType: 'C',
  waitingSince: '2026-12-07T08:40:00.000Z',
  patientReadyAt: null,
  ...over,
});

export const teleconsultation = (over: Partial<ClinicTeleconsultation> = {}): ClinicTeleconsultation => ({
  ...dayItem(7),
  recordingAllowed: true,
  startedAt: null,
  endedAt: null,
  startWindow: { from: '2026-12-07T08:30:00.000Z', to: '2026-12-07T13:20:00.000Z' },
  case: {
    id: 12,
    title: 'Ból gardła',
    description: 'Od trzech dni boli mnie gardło.',
    serviceName: 'Porada lekarza POZ',
    status: 'OPEN',
    createdAt: '2026-12-05T10:00:00.000Z',
    notes: [
      { id: 1, text: 'Boli przy przełykaniu', author: 'PATIENT', authorName: null, consultationId: 7, createdAt: '2026-12-05T10:00:00.000Z', updatedAt: '2026-12-05T10:00:00.000Z', own: false },
      { id: 2, text: 'Proszę o wymaz.', author: 'STAFF', authorName: 'Tomasz Lewandowski', consultationId: 7, createdAt: '2026-12-06T10:00:00.000Z', updatedAt: '2026-12-06T10:00:00.000Z', own: true },
    ],
    attachments: [{ id: 31, fileName: 'wynik.pdf', attachmentType: 'F', note: null, consultationId: null, createdAt: '2026-12-05T10:05:00.000Z', uploadedBy: 'PATIENT' }],
  },
  consultationAttachments: [{ id: 1, fileName: '', attachmentType: 'N', note: 'Boli przy przełykaniu', consultationId: 7, createdAt: '2026-12-05T10:00:00.000Z', uploadedBy: 'PATIENT' }],
  mine: true,
  canTake: false,
  canJoin: true,
  ...over,
});
