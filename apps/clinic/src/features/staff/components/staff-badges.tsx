import { Badge, Group } from '@mantine/core';
import type { StaffMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** What an administrator should notice about an account: inactive, no second factor yet, a temporary password. */
export function StaffBadges({ member }: { member: Pick<StaffMember, 'active' | 'secondFactorEnrolled' | 'mustChangePassword'> }) {
  const { t } = useTranslation('staff');
  const badges = [
    !member.active && { key: 'inactive', color: 'red', text: t('badge.inactive') },
    !member.secondFactorEnrolled && { key: 'noSecondFactor', color: 'yellow', text: t('badge.noSecondFactor') },
    member.mustChangePassword && { key: 'mustChangePassword', color: 'blue', text: t('badge.mustChangePassword') },
  ].filter((b): b is { key: string; color: string; text: string } => Boolean(b));
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((b) => (
        <Badge key={b.key} color={b.color} variant="light" radius="sm">
          {b.text}
        </Badge>
      ))}
    </Group>
  );
}
