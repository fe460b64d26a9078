import { Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { RecipientAccount } from '@portal/contracts';
import { LoadFailure, useIsPhone } from '@portal/ui/page';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBadge } from './badges';
import { useRecipientSearch, type RecipientSearch } from '../api/search-recipients';

/** A recipient as the new-message form keeps it: who, and the name shown on its chip. */
export interface ChosenRecipient {
  kind: 'STAFF' | 'MAILBOX';
  id: number;
  name: string;
}

export const recipientName = (r: RecipientAccount) => (r.lastname ? `${r.name} ${r.lastname}` : r.name);
export const sameRecipient = (a: { kind: string; id: number }, b: { kind: string; id: number }) => a.kind === b.kind && a.id === b.id;

/**
 * The recipient picker (spec part 1 §2 "Modals", §3 "Person search", §9): clinic staff and mailboxes the
 * patient may write to, searched by name (first, last or both; never by login), each member shown by
 * name and role, 5 a page with next and previous.
 */
export function RecipientPickerModal({
  opened,
  onClose,
  chosen,
  onToggle,
}: {
  opened: boolean;
  onClose: () => void;
  chosen: readonly ChosenRecipient[];
  onToggle: (recipient: ChosenRecipient) => void;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const isPhone = useIsPhone();
  const [draft, setDraft] = useState<RecipientSearch>({});
  const [search, setSearch] = useState<RecipientSearch>({});
  const [pageIndex, setPageIndex] = useState(0);
  const query = useRecipientSearch(search, pageIndex, opened);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSearch({ q: draft.q?.trim() || undefined });
    setPageIndex(0);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} size="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <form onSubmit={submit} role="search" aria-label={t('picker.search')}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('picker.name')}
              description={t('picker.nameHint')}
              value={draft.q ?? ''}
              onChange={(e) => setDraft({ q: e.currentTarget.value })}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit">{t('filters.search')}</Button>
          </Group>
        </form>
        {query.isError ? (
          <LoadFailure message={t('picker.loadFailed')} query={query} />
        ) : !query.data ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('common:loading')}</Text>
          </Group>
        ) : query.data.items.length === 0 ? (
          <Text>{t('picker.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('picker.results')}>
            {query.data.items.map((r) => {
              const name = recipientName(r);
              const isChosen = chosen.some((c) => sameRecipient(c, r));
              return (
                <Paper component="li" key={`${r.kind}-${r.id}`} withBorder p="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={2}>
                      <Group gap={6}>
                        {/* A mailbox's name and description as the clinic gave them: marked where not in the page's language. */}
                        <Text fw={600} lang={r.nameLang ?? undefined}>
                          {name}
                        </Text>
                        <MessageBadge kind={r.kind} label={t(`picker.kind.${r.kind}`)} />
                      </Group>
                      {(r.roles.length > 0 || r.description) && (
                        <Text size="sm" c="dimmed" data-testid="recipient-role" lang={r.descriptionLang ?? undefined}>
                          {r.kind === 'STAFF' ? r.roles.map((role) => t(`roles.${role}`)).join(', ') : r.description}
                        </Text>
                      )}
                    </Stack>
                    <Button
                      size="xs"
                      variant={isChosen ? 'filled' : 'default'}
                      aria-pressed={isChosen}
                      onClick={() => onToggle({ kind: r.kind, id: r.id, name })}
                    >
                      {isChosen ? t('picker.chosen') : t('picker.choose')}
                      <VisuallyHidden>{` — ${name}`}</VisuallyHidden>
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={pageIndex === 0 || query.isFetching} onClick={() => setPageIndex((p) => p - 1)}>
              {t('picker.previous')}
            </Button>
            <Button variant="default" size="xs" disabled={!query.data?.hasNextPage || query.isFetching} onClick={() => setPageIndex((p) => p + 1)}>
              {t('picker.next')}
            </Button>
          </Group>
          <Button onClick={onClose}>{t('picker.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
