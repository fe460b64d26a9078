import type { Booking, InterfaceLanguage } from '@portal/contracts';
import { bookingReferralSchema, type z } from '@portal/contracts';
import { bookingEditable } from '@portal/domain';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, NotFound } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import type { PatientScope } from '../../../plugins/patient-access';
import { getFileSettings } from '../../settings/settings-service';
import { claimReferralUploads } from './booking-attachments';
import { serviceBookingRules } from '../core/booking-rules-service';
import { reloadBooking, type OwnBooking } from './bookings-service';
import { checkedReferral } from './bookings-service-make';
import * as repo from '../core/bookings-repository';

/*
 * PUT /bookings/{system}/{id}/referral: the referral of a SCHEDULED booking changed by its patient,
 * under the same rules as when booking (e-referral format, issue date, the registers), with new scans
 * uploaded for it claimed by the booking.
 */
export async function updateReferral(deps: Deps, scope: PatientScope, own: OwnBooking, accountId: number, input: z.output<typeof bookingReferralSchema>, language: InterfaceLanguage): Promise<Booking> {
  const id = own.booking.id;
  const { fileUploadParams } = await getFileSettings(deps);
  await withTransaction(deps.db, async (tx) => {
    const row = await repo.lockBookingOf(tx, scope, id);
    if (!row) throw NotFound();
    if (!bookingEditable(row.status, row.orderStatus)) throw new AppError('BOOKING_READ_ONLY');
    const { referralStatus } = await serviceBookingRules(deps, row.serviceId, { tx });
    const { referralAttachments, ...referral } = input;
    const stored = await checkedReferral(tx, { referral, referralAttachments }, referralStatus, clinicToday(deps.clock.now()));
    const updated = await repo.updateBooking(tx, id, { referral: stored, updatedAt: deps.clock.now() });
    await claimReferralUploads(deps, tx, updated, accountId, referralAttachments ?? [], fileUploadParams.maxFiles);
  });
  return reloadBooking(deps, id, language);
}
