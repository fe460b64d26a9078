import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The list's filters live in the address (`?q=…&active=true`), so going back to the list finds it as it was. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { get: (name: string) => params.get(name) ?? '', set };
}

/** The title search: the list follows the text a moment after typing stops. */
export function SearchFilter({ label }: { label: string }) {
  const filters = useFilterParams();
  const stored = filters.get('q');
  const [text, setText] = useState(stored);
  const [settled] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== stored) filters.set('q', settled || null);
    // Only the settled text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextInput type="search" label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

/** Active, inactive or any ('' in the address). */
export function ActiveFilter() {
  const { t } = useTranslation('questionnaires');
  const filters = useFilterParams();
  return (
    <Select
      label={t('list.activity')}
      value={filters.get('active')}
      onChange={(value) => filters.set('active', value || null)}
      data={[
        { value: '', label: t('list.any') },
        { value: 'true', label: t('list.activeOnly') },
        { value: 'false', label: t('list.inactiveOnly') },
      ]}
      allowDeselect={false}
      checkIconPosition="right"
    />
  );
}
