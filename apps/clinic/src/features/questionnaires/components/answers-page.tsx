import '@mantine/dates/styles.css';
import { Button, Group, Stack } from '@mantine/core';
import type { DayRange } from '@portal/domain';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { DateRangeField } from '@portal/ui/forms';
import { PagedList } from '@portal/ui/lists';
import { setOrDelete, useAddressParams } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useFulfillments } from '../api/fulfillments';
import { answersCsvUrl } from '../paths';
import { FulfillmentCard } from './fulfillment-card';
import { QuestionnaireFrame } from './questionnaire-frame';

/** The answers' days: from the address (`?after=…&before=…`), so a reload or going back keeps them. */
function useDayRange() {
  const [params, change] = useAddressParams();
  const range: Partial<DayRange> = { after: params.get('after') ?? undefined, before: params.get('before') ?? undefined };
  const set = (next: Partial<DayRange>) =>
    change((p) => {
      setOrDelete(p, 'after', next.after);
      setOrDelete(p, 'before', next.before);
    });
  return [range, set] as const;
}

function Answers({ id }: { id: number }) {
  const { t } = useTranslation('questionnaires');
  const [range, setRange] = useDayRange();
  const fulfillments = useFulfillments(id, range);
  const filtered = Boolean(range.after || range.before);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <LocalizedDatesProvider>
          <DateRangeField value={range} onChange={setRange} limits={{ allowFuture: false }} />
        </LocalizedDatesProvider>
        <Button component="a" href={answersCsvUrl(id, range)} download variant="default">
          {t('answers.export')}
        </Button>
      </Group>
      <PagedList
        query={fulfillments}
        renderItem={(f) => <FulfillmentCard key={f.id} fulfillment={f} />}
        empty={filtered ? t('answers.noneInRange') : t('answers.none')}
        failure={t('answers.loadFailed')}
      />
    </Stack>
  );
}

/** /questionnaires/:questionnaireId/answers: the patients' answers, newest first, within days; the CSV of them. */
export function AnswersPage() {
  const { t } = useTranslation('questionnaires');
  return <QuestionnaireFrame part={t('tabs.answers')}>{(q) => <Answers id={q.id} />}</QuestionnaireFrame>;
}
