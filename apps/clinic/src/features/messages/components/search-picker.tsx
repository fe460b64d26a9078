import { Button, Group, Input, Loader, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';

export interface Picked {
  key: string;
  label: string;
}

/**
 * Choosing people from a search: what is chosen (each with a remove button), a search box, and the
 * results as buttons "add …". The caller runs the search on the settled text (`useResults`).
 */
export function SearchPicker<T>({
  legend,
  description,
  searchLabel,
  searchDescription,
  chosen,
  onRemove,
  removeLabel,
  useResults,
  optionKey,
  renderOption,
  addLabel,
  onPick,
  none,
  error,
  disabled,
}: {
  legend: string;
  description?: string;
  searchLabel: string;
  searchDescription?: string;
  chosen: Picked[];
  onRemove: (key: string) => void;
  removeLabel: (label: string) => string;
  useResults: (q: string) => { items: T[] | undefined; loading: boolean };
  optionKey: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  addLabel: (item: T) => string;
  onPick: (item: T) => void;
  none: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), 300);
  const results = useResults(settled);
  const taken = new Set(chosen.map((c) => c.key));
  const options = (results.items ?? []).filter((item) => !taken.has(optionKey(item)));
  return (
    <Input.Wrapper labelElement="div" label={legend} description={description} error={error} id={id} errorProps={{ id: `${id}-error` }}>
      <Stack gap="xs" mt={6}>
        {chosen.length > 0 ? (
          <Group gap={6} role="list" aria-label={legend}>
            {chosen.map((c) => (
              <div role="listitem" key={c.key}>
                <Pill size="lg" withRemoveButton={!disabled} onRemove={() => onRemove(c.key)} // Mantine hides the remove button from keyboards and screen readers: here it is a real button.
                  removeButtonProps={{ 'aria-label': removeLabel(c.label), 'aria-hidden': false, tabIndex: 0 }}>
                  {c.label}
                </Pill>
              </div>
            ))}
          </Group>
        ) : null}
        {!disabled ? (
          <>
            <TextInput
              type="search"
              label={searchLabel}
              description={searchDescription}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rightSection={results.loading ? <Loader size="xs" aria-hidden /> : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {settled ? (
              options.length > 0 ? (
                <Stack gap={4} role="list" aria-label={searchLabel}>
                  {options.map((item) => (
                    <div role="listitem" key={optionKey(item)}>
                      <Button
                        variant="subtle"
                        justify="flex-start"
                        fullWidth
                        h="auto"
                        py={4}
                        aria-label={addLabel(item)}
                        onClick={() => {
                          onPick(item);
                          setText('');
                        }}
                      >
                        {renderOption(item)}
                      </Button>
                    </div>
                  ))}
                </Stack>
              ) : results.loading ? null : (
                <Text size="sm" c="dimmed">
                  {none}
                </Text>
              )
            ) : null}
          </>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
