import { Stack } from '@mantine/core';
import type { CatalogEntry } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPrebookingValidation } from '../../api/checks';
import { ServiceCatalog } from '../service-catalog';
import { refusalWarning, validationWarnings } from '../validation-warnings';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';
import { StepActions } from './step-actions';

/**
 * Step 2: the service from the patient's catalogue (B and P). Choosing it runs the pre-booking validations:
 * each code is its own warning and the wizard stays; so does the server's refusal in its own words (a
 * service that needs a declaration the patient does not hold: 400 DECLARATION_MISSING).
 */
export function ServicesStep() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('services');
  const [busy, setBusy] = useState(false);

  const choose = async (entry: CatalogEntry, anyPractitioner: boolean) => {
    if (state.patientId === null) return;
    setBusy(true);
    try {
      const check = await getPrebookingValidation(state.patientId, { medicalServiceCode: entry.medicalService.code, availabilityId: entry.availabilityId });
      if (!check.valid) {
        validationWarnings(check.errors, t);
        return;
      }
      nav.next(
        update((s) => ({ ...s, entry, anyPractitioner, slot: null, priceItem: null, availability: null, facts: {}, prescription: null, referral: s.mode === 'MODIFY' ? s.referral : null, questionnaire: null })),
      );
    } catch (error) {
      if (!refusalWarning(error)) notify.failure(error, t('services.validationFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <ServiceCatalog patientId={state.patientId} onChoose={(e, any) => void choose(e, any)} busy={busy} />
      <StepActions onBack={nav.back} />
    </Stack>
  );
}
