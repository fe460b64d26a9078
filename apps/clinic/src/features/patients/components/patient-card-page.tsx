import { Anchor, Button, Group, Stack } from '@mantine/core';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMember } from '../../../app/member';
import { usePatientCard } from '../api/patient-card';
import { identityReviewPath, PATIENTS_PATH } from '../paths';
import { PatientCardSections } from './patient-card';

/** /clinic/patients/:patientId — the patient card (the read is written to the audit the patient sees). */
export function PatientCardPage() {
  const { t } = useTranslation('patients');
  const patientId = Number(useParams().patientId);
  const card = usePatientCard(patientId);
  // Only a registrar or an administrator reviews identities and guardians' links (the server's rule too).
  const reviews = useMember().roles.some((role) => role === 'REGISTRAR' || role === 'ADMIN');
  const name = card.data ? `${card.data.name} ${card.data.lastName}` : t('card.title');
  return (
    <Stack>
      <Anchor component={Link} to={PATIENTS_PATH} size="sm">
        {t('card.back')}
      </Anchor>
      <PageHeading documentTitle={`${t('card.title')}: ${name}`}>{name}</PageHeading>
      <QueryBoundary query={card} failure={t('card.failed')}>
        {(data) => (
          <Stack>
            {data.identityStatus === 'REQUESTED' && reviews ? (
              <Group>
                <Button component={Link} to={identityReviewPath(data.id)}>
                  {t('card.review')}
                </Button>
              </Group>
            ) : null}
            <PatientCardSections card={data} decides={reviews} />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
