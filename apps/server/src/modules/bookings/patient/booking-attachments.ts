import type { Booking, InterfaceLanguage, StoredFile } from '@portal/contracts';
import { bookingTexts } from '@portal/contracts';
import { attachmentsLeft, bookingEditable } from '@portal/domain';
import type { Tx } from '../../../db/client';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound, Validation } from '../../../errors';
import type { PatientScope } from '../../../plugins/patient-access';
import { claimPendingFiles, deleteFilesById, openAttachedFile, receiveUploads, removeUnusedContent, type MultipartSource } from '../../files/files-service';
import { getFileSettings } from '../../settings/settings-service';
import type { BookingRow } from '../core/booking-core';
import { reloadBooking, type OwnBooking } from './bookings-service';
import * as repo from '../core/bookings-repository';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * A booking's attachments (part 2 §2, §9): files the patient adds to a SCHEDULED booking (kind
 * BOOKING) or to its referral (kind REFERRAL), within the file settings' limits counted per kind; the
 * referral's scans may also be uploaded in the wizard before the booking exists — pending uploads bound
 * to the account, claimed by the booking when it is made.
 */

const USE = { BOOKING: 'BOOKING_ATTACHMENT', REFERRAL: 'REFERRAL_ATTACHMENT' } as const;
export type AttachmentKind = keyof typeof USE;

/** Whose pending referral scans these are: the account that uploaded them. */
export const referralBinding = (accountId: number) => `booking-referral:account:${accountId}`;

const tooMany = (max: number) => `Można dodać najwyżej ${max} załączników tego rodzaju do jednej rezerwacji.`;

/** POST /bookings/referral-attachments: referral scans for a booking not yet made. */
export async function uploadReferralScans(deps: Deps, source: MultipartSource, accountId: number): Promise<StoredFile[]> {
  const { fileUploadParams } = await getFileSettings(deps);
  return receiveUploads(deps, source, { use: USE.REFERRAL, limits: fileUploadParams, owner: { pendingBinding: referralBinding(accountId) }, createdByAccountId: accountId, noFilesMessage: bookingTexts.noAttachment });
}

/**
 * Gives the booking the referral scans the account uploaded for it (pending ids), inside the booking's
 * transaction; ids of scans already attached to the booking are kept as they are. 400 for an id that is
 * neither, or past the limit.
 */
export async function claimReferralUploads(deps: Deps, tx: Tx, booking: BookingRow, accountId: number, ids: readonly number[], maxFiles: number): Promise<void> {
  if (ids.length === 0) return;
  const attached = new Set((await repo.findAttachmentLinks(tx, [booking.id])).filter((l) => l.kind === 'REFERRAL').map((l) => l.fileId));
  const fresh = [...new Set(ids)].filter((id) => !attached.has(id));
  if (fresh.length === 0) return;
  if (fresh.length > attachmentsLeft(maxFiles, attached.size)) throw Validation(tooMany(maxFiles), [{ path: 'referralAttachments', message: tooMany(maxFiles) }]);
  const unknown = 'Nie znaleziono przesłanego załącznika skierowania (mógł wygasnąć) — dodaj go ponownie.';
    const now = deps.clock.now();
  if (!(await claimPendingFiles(deps, { use: USE.REFERRAL, ids: fresh, binding: referralBinding(accountId), patientId: patientOfRow(booking), now }, { tx }))) {
    throw Validation(unknown, [{ path: 'referralAttachments', message: unknown }]);
  }
  await repo.insertAttachments(tx, fresh.map((fileId) => ({ bookingId: booking.id, fileId, kind: 'REFERRAL' as const, createdAt: now })));
}

function editableOwn(own: OwnBooking) {
  if (!bookingEditable(own.booking.status, own.booking.orderStatus)) throw new AppError('BOOKING_READ_ONLY');
  return own.booking;
}

/** POST /bookings/{system}/{id}/attachments: files added to a SCHEDULED booking, within the limit of their kind. */
export async function addAttachments(deps: Deps, source: MultipartSource, scope: PatientScope, own: OwnBooking, accountId: number, kind: AttachmentKind, language: InterfaceLanguage): Promise<Booking> {
  const booking = editableOwn(own);
  const id = booking.id;
  const { fileUploadParams } = await getFileSettings(deps);
  const left = attachmentsLeft(fileUploadParams.maxFiles, await repo.countAttachments(deps.db, id, kind));
  if (left === 0) throw Validation(tooMany(fileUploadParams.maxFiles), [{ path: 'files', message: tooMany(fileUploadParams.maxFiles) }]);
  const stored = await receiveUploads(deps, source, {
    use: USE[kind],
    limits: { ...fileUploadParams, maxFiles: left },
    owner: { patientId: patientOfRow(booking) },
    createdByAccountId: accountId,
    noFilesMessage: bookingTexts.noAttachment,
  });
  try {
    await withTransaction(deps.db, async (tx) => {
      const locked = await repo.lockBookingOf(tx, scope, id);
      if (!locked || !bookingEditable(locked.status, locked.orderStatus)) throw new AppError('BOOKING_READ_ONLY');
      if (stored.length > attachmentsLeft(fileUploadParams.maxFiles, await repo.countAttachments(tx, id, kind))) throw Validation(tooMany(fileUploadParams.maxFiles));
      await repo.insertAttachments(tx, stored.map((f) => ({ bookingId: id, fileId: f.id, kind, createdAt: deps.clock.now() })));
    });
  } catch (err) {
    await removeUnusedContent(deps, await deleteFilesById(deps, stored.map((f) => f.id)));
    throw err;
  }
  return reloadBooking(deps, id, language);
}

/** DELETE /bookings/{system}/{id}/attachments/{attId} (any kind, or REFERRAL through …/referral): 404 for a file not attached to it. */
export async function removeAttachment(deps: Deps, own: OwnBooking, fileId: number, kind?: AttachmentKind): Promise<void> {
  const id = editableOwn(own).id;
  const contents = await withTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteAttachment(tx, id, fileId, kind))) throw NotFound(kind === 'REFERRAL' ? bookingTexts.referralAttachmentDeleteFailed : bookingTexts.attachmentDeleteFailed);
    return deleteFilesById(deps, [fileId], { tx });
  });
  await removeUnusedContent(deps, contents);
}

/** GET /bookings/{system}/{id}/attachments/{attId}/referral: a referral scan's bytes. */
export async function openReferralAttachment(deps: Deps, own: OwnBooking, fileId: number) {
  const links = await repo.findAttachmentLinks(deps.db, [own.booking.id]);
  if (!links.some((l) => l.fileId === fileId && l.kind === 'REFERRAL')) throw NotFound();
  return openAttachedFile(deps, fileId, USE.REFERRAL);
}
