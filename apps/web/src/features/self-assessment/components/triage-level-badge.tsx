import type { MantineColor } from '@mantine/core';
import type { TriageLevel } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

/** One colour per level, each dark enough for white text (axe contrast): calm to urgent. */
const palette: Record<TriageLevel, MantineColor> = {
  no_risk: 'teal.9',
  self_monitoring: 'gray.7',
  quarantine: '#9c4a00',
  isolation_call: 'red.9',
  isolation_ambulance: 'red.9',
};

/** A self-assessment's result in words and colour. */
export function TriageLevelBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('self-assessment');
  return <StatusBadge status={level} palette={palette} label={t(`level.${level}`)} />;
}
