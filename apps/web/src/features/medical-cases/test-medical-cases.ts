import type { CaseConsultation, ChatRecord, MedicalCase, MedicalCaseDetails, MedicalCaseList } from '@portal/contracts';
import { demoAccount } from '../../test/fixtures';
import { ok } from '../../test/api-stub';

/** The signed-in account (Anna's), whose id the addresses name. */
export const ACCOUNT = demoAccount.id;

/** A case of Anna (patient 1) acting for herself. */
export function medicalCase(id: number, title: string, over: Partial<MedicalCase> = {}): MedicalCase {
  return {
    medicalCaseId: id,
    patientId: 1,
    context: { patientId: 1, wardenId: null },
    medicalCaseCreateDate: '2026-10-01T09:00:00+02:00',
    medicalCaseTitle: title,
    medicalCaseDescription: null,
    medicalServiceName: 'Teleporada lekarza POZ',
    lastConsultationScheduledDate: null,
    status: 'OPEN',
    closedAt: null,
    consultationsCount: 0,
    notesCount: 0,
    attachmentsCount: 0,
    ...over,
  };
}

export const annaCases: MedicalCase[] = [
  medicalCase(7, 'Kontrola ciśnienia', { medicalCaseCreateDate: '2026-11-17T10:00:00+01:00', lastConsultationScheduledDate: '2026-11-20T08:30:00+01:00', consultationsCount: 1 }),
  medicalCase(5, 'Nawracające bóle głowy', { medicalCaseCreateDate: '2026-10-08T10:00:00+02:00', medicalServiceName: null }),
];

export const caseList = (items: MedicalCase[] = annaCases): MedicalCaseList => ({ dateFrom: '2025-12-07', dateTo: '2026-12-07', items });

/** The headaches case's page: her note and the GP's, a PDF, open. */
export const headachesCase = (over: Partial<MedicalCaseDetails> = {}): MedicalCaseDetails => ({
  ...medicalCase(5, 'Nawracające bóle głowy', { medicalCaseDescription: 'Bóle głowy po południu.' }),
  notes: [
    { id: 31, caseId: 5, consultationId: null, text: 'Ibuprofen pomaga.', author: 'PATIENT', authorName: null, editable: true, createdAt: '2026-10-09T18:00:00+02:00', updatedAt: '2026-10-09T18:00:00+02:00' },
    { id: 32, caseId: 5, consultationId: null, text: 'Zalecono dzienniczek.', author: 'STAFF', authorName: 'Tomasz Lewandowski', editable: false, createdAt: '2026-10-20T12:00:00+02:00', updatedAt: '2026-10-20T12:00:00+02:00' },
  ],
  attachments: [
    { attachmentId: 41, caseId: 5, fileName: 'dzienniczek.pdf', attachmentType: 'F', note: null, consultationId: null, mimeType: 'application/pdf', size: 2048, uploadedBy: 'PATIENT', createdAt: '2026-10-25T12:00:00+02:00', removable: true },
    { attachmentId: 42, caseId: 5, fileName: 'wyniki.pdf', attachmentType: 'F', note: null, consultationId: 9, mimeType: 'application/pdf', size: 1024, uploadedBy: 'PATIENT', createdAt: '2026-10-26T12:00:00+02:00', removable: false },
  ],
  writable: true,
  ...over,
});

export const consultations: CaseConsultation[] = [
  {
    id: 9,
    scheduledFrom: '2026-11-02T10:00:00+01:00',
    scheduledTo: '2026-11-02T10:15:00+01:00',
    status: 'FINISHED',
    communicationType: 'V',
    serviceName: 'Teleporada lekarza POZ',
    consultantName: 'Tomasz Lewandowski',
    unplanned: false,
    hasChat: true,
    hasRecording: true,
  },
];

export const chat: ChatRecord = {
  chatStr: '10:01 Anna Kowalska: Dzień dobry\n10:02 Tomasz Lewandowski: Dzień dobry, w czym mogę pomóc?',
  messages: [
    { id: 1, sender: 'PATIENT', senderName: 'Anna Kowalska', text: 'Dzień dobry', sentAt: '2026-11-02T10:01:00+01:00' },
    { id: 2, sender: 'STAFF', senderName: 'Tomasz Lewandowski', text: 'Dzień dobry, w czym mogę pomóc?', sentAt: '2026-11-02T10:02:00+01:00' },
  ],
};

/** The signed-in account and the module's reads. */
export const caseStubs = () => ({
  'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
  'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 5, maxFileSize: 5_242_880, fileTypes: ['pdf', 'jpg', 'png'] } }),
});
