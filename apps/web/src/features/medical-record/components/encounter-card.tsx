import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Encounter, EncountersSettings } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import dayjs from 'dayjs';
import { useSpecialityName } from '@portal/ui/speciality';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WrittenByLine } from './written-by-line';
import { Link } from 'react-router';
import { useCareDocuments } from '../api/get-care-documents';
import { questionnairePath } from '../paths';
import { DocumentLinks } from './document-links';
import { documentLabel } from '../document-label';

/** One visit: when, where, who; diagnoses and recommendations as the settings allow; its documents and the care episode's. */
/**
 * A visit's questionnaire is offered while it may be answered, and once answered (to see it): past its
 * last day an unanswered one is not offered, even on a list loaded before midnight (issue 28 item 14).
 */
const questionnaireOffered = (e: Encounter): boolean =>
  e.questionnaire && (e.lastQuestionnaireFulfillment !== null || e.questionnaireLastDay === null || dayjs().format('YYYY-MM-DD') <= e.questionnaireLastDay);

export function EncounterCard({ encounter: e, settings, onRequest }: { encounter: Encounter; settings?: EncountersSettings; onRequest?: () => void }) {
  const { t } = useTranslation('medical-record');
  const specialityName = useSpecialityName();
  const [showCare, setShowCare] = useState(false);
  const care = useCareDocuments(e.patientId, e.id, e.careId, showCare);
  const visitDate = e.startTime.slice(0, 10);
  const careDocuments = (care.data ?? []).filter((d) => d.encounterId !== e.id);

  return (
    <Card withBorder component="article" aria-labelledby={`encounter-${e.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`encounter-${e.id}`}>
            {formatDay(e.startTime)} · {specialityName(e.unitSpeciality.code, e.unitSpeciality.name)}
          </Title>
          {e.serviceName && <Badge variant="light">{e.serviceName}</Badge>}
        </Group>
        <Text size="sm">
          {t('encounters.unit')}: {e.unit.name}
          {e.practitioner && ` · ${t('encounters.practitioner')}: ${e.practitioner.displayName}`}
        </Text>
        {settings?.showDiagnoses && e.diagnoses.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              {t('encounters.diagnoses')}
            </Text>
            <List size="sm">
              {e.diagnoses.map((d) => (
                <List.Item key={d.code}>
                  {d.code} {d.name}
                  {d.primary && ` (${t('encounters.primary')})`}
                  <WrittenByLine writtenBy={d.writtenBy} />
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {settings?.showRecommendations && e.recommendations && (
          <div>
            <Text fw={600} size="sm">
              {t('encounters.recommendations')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {e.recommendations}
            </Text>
            <WrittenByLine writtenBy={e.recommendationsWrittenBy} />
          </div>
        )}
        <DocumentList title={t('encounters.documents')} documents={e.documents} />
        {showCare && care.isSuccess && <DocumentList title={t('encounters.careDocuments')} documents={careDocuments} empty={t('encounters.noCareDocuments')} />}
        {showCare && care.isError && <Text c="red" size="sm">{t('encounters.careFailed')}</Text>}
        <Group gap="xs" wrap="wrap">
          {!showCare && (
            <Button size="compact-sm" variant="subtle" onClick={() => setShowCare(true)}>
              {t('encounters.showCare')}
            </Button>
          )}
          {settings?.questionnairesEnabled && questionnaireOffered(e) && (
            <Button
              size="compact-sm"
              component={Link}
              to={questionnairePath({ unitSpeciality: e.unitSpeciality.code, patientId: e.patientId, id: e.id, questionnaireFulfillments: e.lastQuestionnaireFulfillment !== null, visitDate })}
            >
              {e.lastQuestionnaireFulfillment ? t('encounters.viewQuestionnaire') : t('encounters.fillQuestionnaire')}
            </Button>
          )}
          {onRequest && (
            <Button size="compact-sm" variant="light" onClick={onRequest}>
              {t('encounters.requestCopy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function DocumentList({ title, documents, empty }: { title: string; documents: Encounter['documents']; empty?: string }) {
  if (documents.length === 0 && !empty) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4}>
          {documents.map((d) => (
            <Group key={d.id} gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm">
                {documentLabel(d)} ({formatDay(d.documentDate)})
              </Text>
              <DocumentLinks document={d} />
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
