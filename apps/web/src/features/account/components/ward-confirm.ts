import { redirect, type LoaderFunctionArgs } from 'react-router';
import i18n from '../../../i18n';
import { routeExists } from '../../../app/modules';
import { notify } from '@portal/ui/notify';
import { queryClient } from '../../../shared/query-client';
import { actablePatientsQuery } from '../../../shared/session/actable-patients';
import { currentAccountQuery } from '../../../shared/session/current-account';
import { getOwnPatient } from '../../../shared/session/own-patient';
import { changeWarden } from '../api/change-warden';
import { linkedProfilesQuery } from '../api/linked-profiles';

/** Where the confirmation page goes on: messages (spec), or — until this build has them — the wardens tab. */
export const afterWardConfirm = () => (routeExists('/messages') ? '/messages' : '/account/warden');

const positiveId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * /ward/confirm/{patientId}/{accountId} — no page of its own (spec part 1 §2): on entry, when the signed-in
 * account's own record is `patientId`, the warden link of `accountId` is confirmed (PUT patients/wardens,
 * status C; only the ward may) and a toast says how it went; otherwise nothing changes. Either way, and
 * straight away when a parameter is missing, it goes on to messages.
 */
export async function wardConfirmLoader({ params }: LoaderFunctionArgs) {
  const target = afterWardConfirm();
  const patientId = positiveId(params.patientId);
  const accountId = positiveId(params.accountId);
  if (patientId === null || accountId === null) return redirect(target);
  try {
    // The signed-in area's guard (loaded beside this) sends a visitor without a session to sign-in and back.
    await queryClient.ensureQueryData(currentAccountQuery);
  } catch {
    return null;
  }
  const own = await getOwnPatient().catch(() => null);
  if (own?.id !== patientId) return redirect(target);
  try {
    await changeWarden({ patientId, accountId, status: 'C' });
    notify.success(i18n.t('account:wardConfirm.confirmed'));
  } catch (error) {
    notify.failure(error, i18n.t('account:wardConfirm.failed'));
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: linkedProfilesQuery('wardens').queryKey }),
    queryClient.invalidateQueries({ queryKey: actablePatientsQuery.queryKey }),
  ]);
  return redirect(target);
}
