import { Anchor, Stack, Text } from '@mantine/core';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePatientFulfillments } from '../api/fulfillments';
import { answersPath, patientCardPath } from '../paths';
import { FulfillmentCard } from './fulfillment-card';

/** /patients/:patientId/questionnaires: every questionnaire the patient filled in, newest first (the read is audited). */
export function PatientQuestionnairesPage() {
  const { t } = useTranslation('questionnaires');
  const patientId = Number(useParams().patientId);
  const fulfillments = usePatientFulfillments(patientId);
  const first = fulfillments.items[0]?.patient;
  const heading = first ? t('patient.titleOf', { name: `${first.name} ${first.lastName}` }) : t('patient.title');
  return (
    <Stack>
      <Anchor component={Link} to={patientCardPath(patientId)} size="sm">
        ← {t('patient.back')}
      </Anchor>
      <PageHeading documentTitle={heading}>{heading}</PageHeading>
      {first?.pesel && <Text size="sm">PESEL {first.pesel}</Text>}
      <PagedList
        query={fulfillments}
        renderItem={(f) => (
          <FulfillmentCard
            key={f.id}
            fulfillment={f}
            title={
              <Anchor component={Link} to={answersPath(f.questionnaireId)} fw={600}>
                {f.questionnaireTitle}
              </Anchor>
            }
          />
        )}
        empty={t('patient.empty')}
        failure={t('patient.loadFailed')}
      />
    </Stack>
  );
}
