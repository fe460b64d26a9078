import { Checkbox, List, Paper, Stack, Table, Text } from '@mantine/core';
import { addMonths, formatDay, minSelectableDay } from '@portal/domain';
import { clinicToday, DayInput } from '@portal/ui/forms';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { patientLabel } from '../../../../shared/patient-picker';
import { useActablePatients } from '../../../../shared/session/actable-patients';
import { useServiceName } from '../../api/catalog';
import { makeBooking, modifyBooking, requestBookingCode } from '../../api/make-booking';
import { BOOKINGS_PATH } from '../../paths';
import { makeBookingPayload, modifyBookingPayload } from '../booking-payload';
import { money, visitPeriod } from '../format';
import { SmsCodeModal } from '../sms-code-modal';
import { validationWarnings } from '../validation-warnings';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { withoutSlot, type WizardState } from '../wizard-state';
import { StepActions } from './step-actions';

/**
 * Step 10 (spec part 2 §2, §8): everything chosen, then "Zarezerwuj". A service that needs the booking
 * confirmed (the server answers BOOKING_CONFIRMATION_REQUIRED while SMS confirmation is on) gets an SMS
 * code first, asked in a dialog. MODIFY replaces the old booking (released only once the new one stands).
 */
export function SummaryStep() {
  const { t } = useTranslation('bookings');
  const { state, update, finish } = useWizard();
  const nav = useStepNav('summary');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const patients = useActablePatients().data ?? [];
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const s = state;
  const slot = s.slot!;
  const entry = s.entry!;
  const serviceName = useServiceName(entry, s.patientId);
  const modify = s.mode === 'MODIFY';
  const patient = patients.find((p) => p.id === s.patientId);

  const sendCode = async () => {
    try {
      const sent = await requestBookingCode({ timeSlotId: slot.id, patientId: s.patientId! });
      setSentTo(sent.sentTo);
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.body) notify.warning(error.body.message);
      else notify.warning(t('contact.codeSendFailed'));
    }
  };

  const measurementsAsked = s.availability?.bookingRestrictions.addMeasurements === true;
  const attachment = s.measurementAttachment;
  const attachMissingDay = measurementsAsked && attachment?.isAddMeasurement === true && !attachment.dateFromMeasurement;

  const book = async (code?: string) => {
    if (attachMissingDay) return;
    setBusy(true);
    setCodeError(null);
    try {
      if (modify) await modifyBooking(modifyBookingPayload(s, code));
      else await makeBooking(makeBookingPayload(s, code));
    } catch (error) {
      setBusy(false);
      const errorCode = isApiError(error) ? error.errorCode : undefined;
      if (errorCode === 'BOOKING_CONFIRMATION_REQUIRED') return sendCode();
      if (errorCode === 'CODE_INVALID') return setCodeError(t('summary.codeWrong'));
      setSentTo(null);
      if (errorCode === 'BOOKING_VALIDATION') validationWarnings(isApiError(error) ? (error.body?.details ?? {}) : {}, t);
      else if (errorCode === 'MISSING_REFERRAL_PRACTITIONER_OR_INSTITUTION') notify.warning(t('summary.unknownReferrer'));
      else if (errorCode === 'TIME_SLOT_TAKEN' || errorCode === 'TIME_SLOT_TOO_EARLY') {
        notify.warning(t('dates.slotTaken'));
        nav.to('dates', update(withoutSlot));
      } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 404 && error.body) notify.warning(error.body.message);
      else notify.failure(error, modify ? t('summary.modifyFailed') : t('summary.createFailed'));
      return;
    }
    setBusy(false);
    setSentTo(null);
    finish();
    await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    notify.success(modify ? t('summary.modified') : t('summary.booked'));
    void navigate(BOOKINGS_PATH);
  };

  const referral = s.availability?.referralStatus !== 'N' ? s.referral : null;
  const rows: Array<[string, ReactNode]> = [
    [t('summary.patient'), patient ? patientLabel(patient) : ''],
    [t('summary.service'), serviceName],
    [t('summary.date'), visitPeriod(slot.dateFrom, slot.dateTo)],
    [t('summary.unit'), slot.unitName],
    [t('summary.practitioner'), slot.practitionerName],
    [t('summary.payment'), slot.payment === 'COMMERCIAL' ? (s.priceItem ? `${s.priceItem.name} — ${money(s.priceItem.price)}` : t('services.commercial')) : t('services.nfz')],
  ];
  if (s.facts.prescriptionVisit && s.prescription) {
    rows.push([t('summary.drugs'), s.prescription.drugs.map((d) => d.name).join(', ')], [t('summary.reason'), s.prescription.reason]);
  }
  if (referral) {
    rows.push([
      t('summary.referral'),
      referral.refENumber
        ? t('summary.eReferral', { number: referral.refENumber })
        : t('summary.paperReferral', { date: formatDay(referral.issueDate ?? null), institution: referral.institutionCro ?? '', practitioner: referral.practiceNo ?? '' }),
    ]);
    if (s.referralAttachments.length > 0) rows.push([t('summary.attachments'), s.referralAttachments.map((f) => f.fileName).join(', ')]);
  }
  if (s.facts.questionnaireExists) rows.push([t('summary.questionnaire'), s.questionnaire ? t('summary.questionnaireFilled') : t('summary.questionnaireEmpty')]);

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Table variant="vertical" layout="fixed" withRowBorders>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 200 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {measurementsAsked ? <MeasurementsAttachment value={attachment} onChange={(measurementAttachment) => update({ measurementAttachment })} /> : null}
      {s.availability?.bookingRestrictions.bookingConfReq ? <Text size="sm">{t('summary.confirmationNote')}</Text> : null}
      {modify ? (
        <List size="sm">
          <List.Item>{t('summary.modifyNote')}</List.Item>
        </List>
      ) : null}
      <StepActions onBack={nav.back} next={() => void book()} nextLabel={modify ? t('summary.modifySubmit') : t('summary.submit')} loading={busy && sentTo === null} />
      <SmsCodeModal sentTo={sentTo} error={codeError} busy={busy} onSubmit={(code) => void book(code)} onResend={() => void sendCode()} onCancel={() => setSentTo(null)} />
    </Stack>
  );
}

/**
 * The availability asks for measurements (addMeasurements, spec part 2 §3): the patient may attach hers
 * since a day she picks (a month back at first; not before 20 years ago, not after today).
 */
function MeasurementsAttachment({ value, onChange }: { value: WizardState['measurementAttachment']; onChange: (v: WizardState['measurementAttachment']) => void }) {
  const { t } = useTranslation('bookings');
  const today = clinicToday();
  const checked = value?.isAddMeasurement === true;
  const day = value?.dateFromMeasurement ?? '';
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <Checkbox
          label={t('summary.attachMeasurements')}
          description={t('summary.attachMeasurementsHint')}
          checked={checked}
          onChange={(e) => onChange({ isAddMeasurement: e.currentTarget.checked, dateFromMeasurement: e.currentTarget.checked ? day || addMonths(today, -1) : null })}
        />
        {checked ? (
          <DayInput
            label={t('summary.measurementsFrom')}
            value={day}
            onChange={(d) => onChange({ isAddMeasurement: true, dateFromMeasurement: d || null })}
            minDate={minSelectableDay(today)}
            maxDate={today}
            withAsterisk
            error={day ? undefined : t('summary.measurementsFromMissing')}
            maw={260}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
