import { Button } from '@mantine/core';
import type { Consent } from '@portal/contracts';
import { consentStatuses } from '@portal/domain';
import { RecordListPage, selectFilter } from '@portal/ui/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePatientScope } from '../../../shared/page/patient-scope';
import { useSelectedPatient } from '../../../shared/patient-picker';
import { useActablePatients } from '../../../shared/session/actable-patients';
import { consentsQuery } from '../api/get-consents';
import { newConsentPath } from '../paths';
import { CarerSection } from './carer-section';
import { ConsentList } from './consent-list';

/**
 * /consents (spec part 2 §2 "Consents"): the chosen patient's consents, those not withdrawn first, then
 * the newest, filtered by state; below them the patient's carer authorisations. A new consent is given
 * by a patient in her own name (role PATIENT, spec part 2 §5, §6): "Nowa zgoda" leads to /newconsent
 * for the account's own record.
 */
export function ConsentsPage() {
  const { t } = useTranslation('consents');
  const patient = usePatientScope({ failure: t('list.loadFailed'), none: t('list.noPatient') });
  const { patient: chosen } = useSelectedPatient();
  const own = useActablePatients().data?.find((p) => p.relation === 'SELF') ?? null;
  const [search] = useSearchParams();
  const filters = useMemo(
    () => ({
      status: selectFilter({
        param: 'status',
        label: t('list.statusFilter'),
        placeholder: t('list.anyStatus'),
        clearLabel: t('list.clearStatus'),
        options: consentStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      }),
    }),
    [t],
  );
  return (
    <RecordListPage<Consent, typeof filters>
      title={t('title')}
      patient={patient}
      actions={() =>
        own && (
          <Button component={Link} to={newConsentPath({ patientId: own.id })}>
            {t('list.new')}
          </Button>
        )
      }
      filters={filters}
      source={({ status }, patientId) => ({ paged: consentsQuery(patientId, { status: consentStatuses.find((s) => s === status) ?? null }) })}
      failure={t('list.loadFailed')}
      empty={search.has('status') ? t('list.emptyFiltered') : t('list.empty')}
      renderItems={(consents) => <ConsentList consents={consents} />}
    >
      {patient.patientId !== null && <CarerSection key={patient.patientId} patientId={patient.patientId} canAdd={chosen?.relation === 'SELF'} />}
    </RecordListPage>
  );
}
