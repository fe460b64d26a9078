import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { FulfillmentInput } from '@portal/contracts';
import { QuestionnaireForm } from '@portal/ui/questionnaire';
import { useTranslation } from 'react-i18next';
import { useServiceQuestionnaire } from '../../api/checks';
import { withAnswers } from '../../questionnaire/with-answers';
import { useWizard } from '../wizard-context';
import { useStepNav } from '../wizard-nav';

/** Step 7, when the service asks one: its questionnaire; the answers go with the booking. */
export function QuestionnaireStep() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const nav = useStepNav('questionnaire');
  const questionnaire = useServiceQuestionnaire(state.entry?.medicalService.code ?? null);

  const submit = async (answers: FulfillmentInput) => {
    nav.next(update({ questionnaire: answers }));
  };

  if (questionnaire.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('wizard.loading')}</Text>
      </Group>
    );
  }
  if (questionnaire.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('questionnaire.loadFailed')}
        </Alert>
        <Group>
          <Button variant="default" onClick={nav.back}>
            {t('wizard.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <QuestionnaireForm
        questionnaire={{ ...withAnswers(questionnaire.data, state.questionnaire), readOnly: false }}
        onSubmit={submit}
        errors={null}
        submitLabel={t('wizard.next')}
        titleOrder={2}
        actions={
          <Button variant="default" onClick={nav.back}>
            {t('wizard.back')}
          </Button>
        }
      />
    </Paper>
  );
}
