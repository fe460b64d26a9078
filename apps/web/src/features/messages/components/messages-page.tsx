import { Button, Group, Select, Stack, Tabs, TextInput, VisuallyHidden } from '@mantine/core';
import type { DayRange } from '@portal/domain';
import { clinicToday, DateRangeField } from '@portal/ui/forms';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageCategories } from '../api/get-categories';
import { useMessages, type MessageBox, type MessageFilters } from '../api/get-messages';
import { MessageFormModal, type MessageDraft } from './message-form-modal';
import { MessageRow } from './message-row';

const RANGE_LIMITS = { allowFuture: false } as const;
const FILTER_KEYS = ['after', 'before', 'category', 'title', 'sender'] as const;

/** The tab and filters live in the address, so a reload, a link and "back" keep them. */
function useListState() {
  const [search, setSearch] = useSearchParams();
  const box: MessageBox = search.get('tab') === 'outbox' ? 'outbox' : 'inbox';
  const filters: MessageFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value && (key !== 'sender' || box === 'inbox')) filters[key] = value;
  }
  const update = (changes: Partial<Record<'tab' | (typeof FILTER_KEYS)[number], string | undefined>>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { box, filters, update };
}

/**
 * /messages (spec part 1 §2 "Messages", §5, §9): inbox and outbox, 15 a page newest first with "more"
 * while the server has a next page; filters of days, category, title and (inbox) sender; "Nowa
 * wiadomość" opens the new-message dialog.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { box, filters, update } = useListState();
  const [draft, setDraft] = useState<MessageDraft | null>(null);
  const query = useMessages(box, filters);
  const hasFilters = Object.keys(filters).length > 0;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        <Button onClick={() => setDraft({ mode: 'new' })}>{t('new')}</Button>
      </Group>
      <Tabs value={box} onChange={(tab) => update({ tab: tab === 'outbox' ? 'outbox' : undefined, sender: undefined })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="inbox">{t('tabs.inbox')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('tabs.outbox')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={box} pt="md">
          <Stack gap="md">
            <Filters key={box} box={box} filters={filters} onChange={update} />
            <PagedList
              query={query}
              failure={t('list.loadFailed')}
              empty={hasFilters ? t('list.noResults') : t(`list.empty.${box}`)}
              renderItem={(m) => <MessageRow key={m.id} message={m} box={box} />}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {draft && <MessageFormModal draft={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}

function Filters({ box, filters, onChange }: { box: MessageBox; filters: MessageFilters; onChange: (f: Partial<Record<string, string | undefined>>) => void }) {
  const { t } = useTranslation('messages');
  const categories = useMessageCategories();
  const [today] = useState(() => clinicToday());
  const [title, setTitle] = useState(filters.title ?? '');
  const [sender, setSender] = useState(filters.sender ?? '');
  // The range field keeps what is typed into it; clearing the filters starts it afresh.
  const [rangeKey, setRangeKey] = useState(0);
  const range: Partial<DayRange> = { after: filters.after, before: filters.before };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ title: title.trim() || undefined, sender: box === 'inbox' ? sender.trim() || undefined : undefined });
  };
  const clear = () => {
    setTitle('');
    setSender('');
    setRangeKey((k) => k + 1);
    onChange({ after: undefined, before: undefined, category: undefined, title: undefined, sender: undefined });
  };

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} role="search">
      <Stack gap="sm">
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend>
            <VisuallyHidden>{t('filters.range')}</VisuallyHidden>
          </legend>
          <DateRangeField key={rangeKey} value={range} onChange={(r) => onChange({ after: r.after, before: r.before })} limits={RANGE_LIMITS} today={today} />
        </fieldset>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('fields.category')}
            placeholder={t('filters.anyCategory')}
            data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            value={filters.category ?? null}
            onChange={(value) => onChange({ category: value ?? undefined })}
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearCategory') }}
            style={{ flex: '1 1 13rem' }}
          />
          <TextInput label={t('fields.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} style={{ flex: '1 1 13rem' }} />
          {box === 'inbox' && (
            <TextInput label={t('fields.sender')} value={sender} onChange={(e) => setSender(e.currentTarget.value)} style={{ flex: '1 1 13rem' }} />
          )}
          <Group gap="xs">
            <Button type="submit">{t('filters.search')}</Button>
            <Button variant="default" onClick={clear}>
              {t('filters.clear')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
