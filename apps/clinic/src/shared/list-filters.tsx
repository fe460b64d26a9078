import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { setOrDelete, useAddressParams } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console's list filters (organisation, questionnaires, ...). A list's filters live in the address (`?q=…&active=true`), so going back to the list finds it as it
 * was; `useFilterParams` reads and sets them.
 */
export function useFilterParams() {
  const [params, change] = useAddressParams();
  const set = (name: string, value: string | null) => change((next) => setOrDelete(next, name, value));
  return { get: (name: string) => params.get(name) ?? '', set };
}

/** The search box: the list follows the text a moment after typing stops. */
export function SearchFilter({ label, description }: { label: string; description?: string }) {
  const filters = useFilterParams();
  const stored = filters.get('q');
  const [text, setText] = useState(stored);
  const [settled] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== stored) filters.set('q', settled || null);
    // Only the settled text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextInput type="search" label={label} description={description} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

/** A select filter stored in the address under `name` ('' = any). */
export function ChoiceFilter({ name, label, data }: { name: string; label: string; data: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation('common');
  const filters = useFilterParams();
  return (
    <Select
      label={label}
      value={filters.get(name)}
      onChange={(value) => filters.set(name, value || null)}
      data={[{ value: '', label: t('filters.any') }, ...data]}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}

/** The activity filter every list has. */
export function ActiveFilter() {
  const { t } = useTranslation('common');
  return (
    <ChoiceFilter
      name="active"
      label={t('filters.activity')}
      data={[
        { value: 'true', label: t('filters.activeOnly') },
        { value: 'false', label: t('filters.inactiveOnly') },
      ]}
    />
  );
}
