import { Text } from '@mantine/core';
import type { WrittenBy } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The texts naming who at the clinic wrote something ("{{name}}, {{date}}"), by what was written. */
type WrittenByKey = 'encounters.writtenBy' | 'documents.publishedBy' | 'results.resultedBy' | 'waiting.placedBy' | 'waiting.changedBy' | 'requests.handledBy';

/** Who at the clinic wrote a part of the register, and when (nothing for entries older than that record, or of no member). */
export function WrittenByLine({ writtenBy, text = 'encounters.writtenBy' }: { writtenBy: WrittenBy | null | undefined; text?: WrittenByKey }) {
  const { t } = useTranslation('medical-record');
  if (!writtenBy) return null;
  return (
    <Text size="xs" c="dimmed">
      {t(text, { name: writtenBy.name, date: formatDay(writtenBy.at) })}
    </Text>
  );
}
