import { Badge, Group } from '@mantine/core';
import type { AllergyCategory } from '@portal/contracts';
import { allergyStatusOf, type AllergyStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

// Shades dark enough for white 11px text to keep a 4.5:1 contrast.
const statusColors: Record<AllergyStatus, string> = { A: 'red.9', N: 'gray.7', W: 'teal.9' };

export function AllergyStatusBadge({ flags }: { flags: { isActive: boolean; cured: boolean } }) {
  const { t } = useTranslation('allergies');
  const status = allergyStatusOf(flags);
  return (
    <Badge color={statusColors[status]} variant="filled">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function AllergyCategoryBadges({ categories }: { categories: readonly AllergyCategory[] }) {
  const { t } = useTranslation('allergies');
  return (
    <Group gap={4} wrap="wrap">
      {categories.map((category) => (
        <Badge key={category} color="blue.9" variant="outline">
          {t(`category.${category}`)}
        </Badge>
      ))}
    </Group>
  );
}
