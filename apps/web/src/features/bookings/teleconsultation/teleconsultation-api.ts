import type {
  CatalogEntry,
  MedicalCaseAttachmentList,
  MedicalCaseList,
  PatientRegistration,
  Teleconsultation,
  TeleconsultationChangeDate,
  TeleconsultationCreate,
  TimeSlot,
  UnplannedService,
  WaitingConsultations,
  ConsultantStatus,
} from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';

/*
 * The teleconsultation wizard's calls (spec part 2 §7 "Teleconsultation and telehealth"; contracts
 * teleconsultation.ts and medical-cases.ts). In /amts/consultations/{accountId}/{x} x is the patient.
 */

export const plannedCatalog = (patientId: number | null) =>
  api<CatalogEntry[]>('/mppd/api/catalog/teleconsultations/planned/for-booking', { query: patientId === null ? {} : { patientId } });
export const unplannedCatalog = () => api<UnplannedService[]>('/mppd/api/catalog/teleconsultations/unplanned');
export const waitingCount = (code: string) => api<WaitingConsultations>(`/amts/services/${encodeURIComponent(code)}/waiting-consultations`);
export const consultantStatus = (id: number) => api<ConsultantStatus>(`/amts/consultations/consultants/${id}/status`);

export const timeSlots = (query: { medicalServiceCode: string; dateFrom: string; dateTo: string; patientId: number }) =>
  api<{ slots: TimeSlot[]; hasMore: boolean }>('/mppd/api/time-slots/', { query });
export const holdSlot = (timeSlotId: number, patientId: number) => api<{ timeSlotId: number; heldUntil: string }>('/mppd/api/bookings/blockTimeSlotForBooking', { method: 'POST', body: { timeSlotId, patientId } });

export const medicalCases = (accountId: number, patientId: number) => api<MedicalCaseList>(`/amts/medical-cases/${accountId}/${patientId}/${patientId}`);
export const uploadCaseAttachments = (accountId: number, patientId: number, caseId: number, files: File[]) =>
  uploadFiles<MedicalCaseAttachmentList>(`/amts/medical-cases/${accountId}/${patientId}/${caseId}/attachments`, files);

/**
 * The patient-data check before booking (spec §4, §7): her PESEL registered → fine; 404 → her
 * identifiers; 404 again → registered by her record's data (.../new). Throws what the last call answered.
 */
export async function ensureRegistered(accountId: number, patient: { id: number; name: string; lastName: string; nationalId: string | null; birthDate: string | null; gender: string }): Promise<PatientRegistration> {
  const notFound = (e: unknown) => isApiError(e) && e.status === 404;
  if (patient.nationalId) {
    try {
      return await api<PatientRegistration>(`/amts/patient/identifier/${accountId}/${patient.nationalId}`);
    } catch (e) {
      if (!notFound(e)) throw e;
    }
    try {
      return await api<PatientRegistration>(`/amts/patient/data/${accountId}/${patient.id}`, {
        method: 'POST',
        body: { identifiers: [{ root: '2.16.840.1.113883.3.4424.1.1.616', extension: patient.nationalId, assigningAuthorityName: 'PESEL' }] },
      });
    } catch (e) {
      if (!notFound(e)) throw e;
    }
  }
  const gender = patient.gender === 'FEMALE' ? 'F' : patient.gender === 'MALE' ? 'M' : 'UN';
  return api<PatientRegistration>(`/amts/patient/data/${accountId}/${patient.id}/new`, {
    method: 'POST',
    body: { name: patient.name, surname: patient.lastName, birthDate: patient.birthDate ?? '1900-01-01', gender },
  });
}

export const createTeleconsultation = (accountId: number, patientId: number, body: TeleconsultationCreate) =>
  api<Teleconsultation>(`/amts/consultations/${accountId}/${patientId}`, { method: 'POST', body });
export const changeTeleconsultationDate = (accountId: number, patientId: number, body: TeleconsultationChangeDate) =>
  api<Teleconsultation>(`/amts/consultations/${accountId}/${patientId}/change`, { method: 'PUT', body });
