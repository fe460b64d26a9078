import { useQuery } from '@tanstack/react-query';
import type { Booking, ReferralInput, UploadedFiles } from '@portal/contracts';
import { api, isApiError } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { wizardKeys } from './catalog';

interface Institution {
  system: string;
  code: string;
  name: string;
  city: string | null;
}
interface Practitioner {
  system: string;
  practiceNumber: string;
  name: string;
  lastName: string;
  degree: string | null;
}

/** A register lookup: the entry, or null when the register does not know it (404). */
async function lookup<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path);
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

/** GET /api/mppd/api/referrals/institutions/RPWDL/{code} — null: an unknown institution. */
export const useReferralInstitution = (code: string | null) =>
  useQuery({
    queryKey: [...wizardKeys.all, 'institution', code],
    queryFn: () => lookup<Institution>(`/mppd/api/referrals/institutions/RPWDL/${encodeURIComponent(code!)}`),
    enabled: code !== null,
    staleTime: 5 * 60_000,
  });

/** GET /api/mppd/api/referrals/practitioners/NPWZ/{practiceNumber} — null: an unknown practitioner. */
export const useReferralPractitioner = (practiceNumber: string | null) =>
  useQuery({
    queryKey: [...wizardKeys.all, 'practitioner', practiceNumber],
    queryFn: () => lookup<Practitioner>(`/mppd/api/referrals/practitioners/NPWZ/${encodeURIComponent(practiceNumber!)}`),
    enabled: practiceNumber !== null,
    staleTime: 5 * 60_000,
  });

/** POST /api/mppd/api/bookings/referral-attachments — referral files uploaded before the booking exists (their ids go with it). */
export const uploadReferralAttachments = (files: File[]) => uploadFiles<UploadedFiles>('/mppd/api/bookings/referral-attachments', files);

const bookingPath = (system: string, id: number | string) => `/mppd/api/bookings/${encodeURIComponent(system)}/${encodeURIComponent(String(id))}`;

/** PUT /api/mppd/api/bookings/{system}/{id}/referral — an existing booking's referral. */
export const saveBookingReferral = (system: string, id: number | string, body: ReferralInput & { referralAttachments?: number[] }) =>
  api<Booking>(`${bookingPath(system, id)}/referral`, { method: 'PUT', body });

/** POST /api/mppd/api/bookings/{system}/{id}/attachments with kind REFERRAL. */
export const addReferralAttachments = (system: string, id: number | string, files: File[]) =>
  uploadFiles<Booking>(`${bookingPath(system, id)}/attachments`, files, { fields: { kind: 'REFERRAL' } });

/** DELETE /api/mppd/api/bookings/{system}/{id}/attachments/{attId}/referral. */
export const deleteReferralAttachment = (system: string, id: number | string, attId: number) =>
  api<void>(`${bookingPath(system, id)}/attachments/${attId}/referral`, { method: 'DELETE' });

/** The referral attachment's bytes (opened in a window). */
export const referralAttachmentUrl = (system: string, id: number | string, attId: number) => `/api${bookingPath(system, id)}/attachments/${attId}/referral`;
