import { Badge, type MantineColor } from '@mantine/core';
import { severityKeys, type InteractionSeverity } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Spec part 2 §4's colours: grey, green, blue, yellow, red, dark red — each shade dark enough for its
 * white text at 4.5:1 (yellow takes dark text), and every badge says the severity's name, so colour is never the only cue.
 */
export const severityColors: Record<InteractionSeverity, MantineColor> = {
  [-2]: '#5c5f66',
  [-1]: '#1e6b30',
  0: '#1c5fa8',
  1: '#ffd43b',
  2: '#c92a2a',
  3: '#6e0f0f',
};

/** A mark before the name for the significant grades, read as part of it ("!", "!!"). */
const marks: Partial<Record<InteractionSeverity, string>> = { 2: '! ', 3: '!! ' };

export function useSeverityName() {
  const { t } = useTranslation('drug-interactions');
  return (severity: InteractionSeverity) => t(`severity.${severityKeys[severity]}`);
}

export function SeverityBadge({ severity, size = 'md' }: { severity: InteractionSeverity; size?: 'sm' | 'md' | 'lg' }) {
  const name = useSeverityName();
  return (
    <Badge
      color={severityColors[severity]}
      autoContrast
      size={size}
      tt="none"
      data-severity={severity}
      styles={{ root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.2 } }}
    >
      {marks[severity] ?? ''}
      {name(severity)}
    </Badge>
  );
}
