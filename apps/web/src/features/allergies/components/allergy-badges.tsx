import { Group } from '@mantine/core';
import type { AllergyCategory } from '@portal/contracts';
import { allergyStatusOf, type AllergyStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui/page';

// Shades dark enough for white 11px text to keep a 4.5:1 contrast.
const statusPalette: Record<AllergyStatus, string> = { A: 'red.9', N: 'gray.7', W: 'teal.9' };
const categoryPalette: Record<AllergyCategory, string> = { food: 'blue.9', medication: 'blue.9', environment: 'blue.9', biologic: 'blue.9' };

export function AllergyStatusBadge({ flags }: { flags: { isActive: boolean; cured: boolean } }) {
  const { t } = useTranslation('allergies');
  const status = allergyStatusOf(flags);
  return <StatusBadge status={status} palette={statusPalette} label={t(`status.${status}`)} />;
}

/** A medication the patient typed because the dictionary has none such (issue 28 item 13). */
export function EnteredByPatientBadge() {
  const { t } = useTranslation('allergies');
  return <StatusBadge status="patient" palette={{ patient: 'violet.9' }} variant="outline" label={t('enteredByPatient')} />;
}

export function AllergyCategoryBadges({ categories }: { categories: readonly AllergyCategory[] }) {
  const { t } = useTranslation('allergies');
  return (
    <Group gap={4} wrap="wrap">
      {categories.map((category) => (
        <StatusBadge key={category} status={category} palette={categoryPalette} variant="outline" label={t(`category.${category}`)} />
      ))}
    </Group>
  );
}
