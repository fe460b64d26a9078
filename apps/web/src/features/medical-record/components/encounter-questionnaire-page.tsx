import { Text } from '@mantine/core';
import { formatDay } from '@portal/domain';
import { QuestionnaireAnswerPage } from '@portal/ui/questionnaire';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useEncounterQuestionnaire, useSaveEncounterQuestionnaire } from '../api/encounter-questionnaire';
import { benefitsPath } from '../paths';

const positiveId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /benefits/questionnaire?unitSpeciality&patientId&id&questionnaireFulfillments&visitDate (spec part 1
 * §2, part 2 §4, §8): a visit's questionnaire. Without unitSpeciality, patientId and id it goes back to
 * the visits; past its deadline a filled one is read-only and an unfilled one says "Termin wypełnienia
 * ankiety już minął" and goes back to the list.
 */
export function EncounterQuestionnairePage() {
  const [search] = useSearchParams();
  const patientId = positiveId(search.get('patientId'));
  const id = positiveId(search.get('id'));
  const unitSpeciality = search.get('unitSpeciality');
  if (patientId === null || id === null || !unitSpeciality) return <Navigate to={benefitsPath('encounters')} replace />;
  return <QuestionnaireView id={id} list={`${benefitsPath('encounters')}?patientId=${patientId}`} visitDate={search.get('visitDate')} />;
}

function QuestionnaireView({ id, list, visitDate }: { id: number; list: string; visitDate: string | null }) {
  const { t } = useTranslation('medical-record');
  const questionnaire = useEncounterQuestionnaire(id, true);
  const save = useSaveEncounterQuestionnaire(id);
  return (
    <QuestionnaireAnswerPage
      query={questionnaire}
      save={save.mutateAsync}
      returnTo={list}
      intro={(data) => {
        const day = data?.visitDate ?? visitDate;
        return day && <Text>{t('questionnaire.visit', { date: formatDay(day) })}</Text>;
      }}
      texts={{
        title: t('questionnaire.title'),
        loading: t('loading'),
        loadFailed: t('questionnaire.loadFailed'),
        notFound: t('results.badParameters'),
        deadlinePassed: t('questionnaire.deadlinePassed'),
        saved: t('questionnaire.saved'),
        saveFailed: t('questionnaire.saveFailed'),
        readOnly: t('questionnaire.readOnly'),
        submit: t('questionnaire.submit'),
        back: t('questionnaire.back'),
        lastDay: (date) => t('questionnaire.lastDay', { date }),
      }}
    />
  );
}
