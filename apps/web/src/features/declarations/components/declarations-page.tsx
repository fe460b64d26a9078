import { Button, Group } from '@mantine/core';
import type { Declaration } from '@portal/contracts';
import { declarationTypes } from '@portal/domain';
import { checkboxFilter, RecordListPage, selectFilter } from '@portal/ui/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePatientScope } from '../../../shared/page/patient-scope';
import { declarationsQuery, type DeclarationFilters } from '../api/get-declarations';
import { wizardPath } from '../paths';
import { DeclarationList } from './declaration-list';

/**
 * /declarations (spec part 2 §2 "Declarations"): the chosen patient's declarations of every type, those
 * in force first, then the past ones; a new one of each type starts from here.
 */
export function DeclarationsPage() {
  const { t } = useTranslation('declarations');
  const patient = usePatientScope({ failure: t('list.loadFailed'), none: t('list.noPatient') });
  const [search] = useSearchParams();
  const filtered = search.has('type') || search.get('onlyActive') === '1';
  const filters = useMemo(
    () => ({
      type: selectFilter({
        param: 'type',
        label: t('list.typeFilter'),
        placeholder: t('list.anyType'),
        clearLabel: t('list.clearType'),
        options: declarationTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
      }),
      onlyActive: checkboxFilter({ param: 'onlyActive', label: t('list.onlyActive') }),
    }),
    [t],
  );
  return (
    <RecordListPage<Declaration, typeof filters>
      title={t('title')}
      patient={patient}
      actions={({ patientId }) =>
        patientId !== null && (
          <Group gap="xs" role="group" aria-label={t('list.newActions')}>
            {declarationTypes.map((type) => (
              <Button key={type} component={Link} to={wizardPath(type, undefined, { patientId })} variant={type === 'GP' ? 'filled' : 'light'}>
                {t(`list.new.${type}`)}
              </Button>
            ))}
          </Group>
        )
      }
      filters={filters}
      source={({ type, onlyActive }, patientId) => {
        const chosen: DeclarationFilters = { type: declarationTypes.find((x) => x === type) ?? null, onlyActive };
        return { paged: declarationsQuery(patientId, chosen) };
      }}
      failure={t('list.loadFailed')}
      empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      renderItems={(declarations) => <DeclarationList declarations={declarations} />}
    />
  );
}
