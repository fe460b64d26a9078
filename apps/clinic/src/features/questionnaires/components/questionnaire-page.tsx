import { Anchor, Button, Stack } from '@mantine/core';
import type { ClinicQuestionnaire } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { confirmAction, PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetQuestionnaireActive } from '../api/set-questionnaire-active';
import { QUESTIONNAIRES_PATH } from '../paths';
import { QuestionnaireEditor } from './questionnaire-editor';
import { QuestionnaireFrame } from './questionnaire-frame';
import { notifyFailure, useIsAdmin, useRecordId } from './shared';

/** Offering a questionnaire to patients or not (asked first; content and answers stay). */
function ActivityButton({ questionnaire }: { questionnaire: ClinicQuestionnaire }) {
  const { t } = useTranslation('questionnaires');
  const setActive = useSetQuestionnaireActive();
  const active = !questionnaire.active;
  const turn = async () => {
    const confirmed = await confirmAction({
      title: active ? t('activate') : t('deactivate'),
      message: active ? t('activateQuestion') : t('deactivateQuestion'),
      confirmLabel: active ? t('activate') : t('deactivate'),
      danger: !active,
    });
    if (!confirmed) return;
    try {
      await setActive.mutateAsync({ id: questionnaire.id, active });
      notify.success(active ? t('activated') : t('deactivated'));
    } catch (error) {
      notifyFailure(error, t('editor.saveFailed'));
    }
  };
  return (
    <Button variant="light" color={active ? 'teal.9' : 'red.9'} onClick={() => void turn()} loading={setActive.isPending}>
      {active ? t('activate') : t('deactivate')}
    </Button>
  );
}

/** /questionnaires/new and /questionnaires/:questionnaireId: the editor with its live preview. */
export function QuestionnairePage() {
  const { t } = useTranslation('questionnaires');
  const id = useRecordId('questionnaireId');
  const admin = useIsAdmin();
  if (id === null) {
    return (
      <Stack>
        <Anchor component={Link} to={QUESTIONNAIRES_PATH} size="sm">
          ← {t('list.back')}
        </Anchor>
        <PageHeading documentTitle={t('editor.new')}>{t('editor.new')}</PageHeading>
        <QuestionnaireEditor />
      </Stack>
    );
  }
  return (
    <QuestionnaireFrame part={t('tabs.content')} actions={(q) => (admin ? <ActivityButton questionnaire={q} /> : null)}>
      {(q) => <QuestionnaireEditor key={`${q.id}-${q.versionId}`} stored={q} />}
    </QuestionnaireFrame>
  );
}
