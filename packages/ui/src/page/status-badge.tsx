import { Badge, type MantineColor } from '@mantine/core';

/**
 * A status as a badge (allergy, booking, consent, payment, message states): one palette per kind of
 * status, chosen dark enough for white 11 px text at 4.5:1. The label is never cut: at the larger font
 * sizes of the footer's switch, and in narrow cards, the badge grows instead.
 */
export function StatusBadge<S extends string>({
  status,
  palette,
  label,
  variant = 'filled',
  plain = false,
}: {
  status: S;
  /** As written (sentence case), not in capitals: for a badge that reads as words rather than a code. */
  plain?: boolean;
  palette: Record<S, MantineColor>;
  label: string;
  variant?: 'filled' | 'outline' | 'light';
}) {
  return (
    <Badge
      color={palette[status]}
      variant={variant}
      tt={plain ? 'none' : undefined}
      styles={{
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.2 },
      }}
    >
      {label}
    </Badge>
  );
}
