import { ActionIcon, Autocomplete, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Diagnosis } from '@portal/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIcd10 } from '../api/icd10';
import { author } from './parts';

/**
 * The visit's diagnoses: a code picked from the ICD-10 dictionary (searched by code or name as the
 * member types), one of them the primary (the first picked, until another is chosen), each removable.
 */
export function DiagnosesField({ value, onChange, error }: { value: Diagnosis[]; onChange: (next: Diagnosis[]) => void; error?: string }) {
  const { t } = useTranslation('medical-record');
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), 250);
  const found = useIcd10(settled);
  const picked = useRef(false);
  const present = new Set(value.map((d) => d.code));
  const options = (found.data ?? []).filter((d) => !present.has(d.code)).map((d) => ({ value: d.code, label: `${d.code} ${d.name}` }));

  const pick = (code: string) => {
    const entry = found.data?.find((d) => d.code === code);
    if (!entry) return;
    picked.current = true;
    onChange([...value, { code: entry.code, name: entry.name, primary: !value.some((d) => d.primary), writtenBy: null }]);
  };
  const remove = (code: string) => {
    const rest = value.filter((d) => d.code !== code);
    // The primary removed: the first one left becomes it.
    onChange(rest.some((d) => d.primary) ? rest : rest.map((d, i) => ({ ...d, primary: i === 0 })));
  };
  const setPrimary = (code: string) => onChange(value.map((d) => ({ ...d, primary: d.code === code })));

  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('diagnoses.search')}
        description={t('diagnoses.searchHint')}
        value={text}
        onChange={(v) => {
          // Mantine writes the picked option's label into the field after the pick: the field empties instead.
          setText(picked.current ? '' : v);
          picked.current = false;
        }}
        onOptionSubmit={pick}
        data={options}
        filter={({ options: all }) => all}
        limit={20}
        error={error}
      />
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('diagnoses.none')}
        </Text>
      ) : (
        <Radio.Group value={value.find((d) => d.primary)?.code ?? null} onChange={setPrimary} label={t('diagnoses.primary')}>
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('diagnoses.title')}>
              <Table.Tbody>
                {value.map((d) => (
                  <Table.Tr key={d.code}>
                    <Table.Td w={40}>
                      <Radio value={d.code} aria-label={t('diagnoses.makePrimary', { code: d.code })} />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600} span>
                        {d.code}
                      </Text>{' '}
                      {d.name}
                      {d.writtenBy ? (
                        <Text size="xs" c="dimmed">
                          {t('encounter.writtenBy', { author: author(d.writtenBy) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td w={48}>
                      <Group justify="flex-end">
                        <ActionIcon variant="subtle" color="red.9" aria-label={t('diagnoses.remove', { code: d.code })} onClick={() => remove(d.code)}>
                          <span aria-hidden>×</span>
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
      )}
    </Stack>
  );
}
