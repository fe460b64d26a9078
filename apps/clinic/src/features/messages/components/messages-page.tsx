import '@mantine/dates/styles.css';
import { Badge, Button, Checkbox, Grid, Group, NavLink, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DayRange } from '@portal/domain';
import { LocalizedDatesProvider } from '@portal/ui/dates-provider';
import { DateRangeField } from '@portal/ui/forms';
import { PagedList } from '@portal/ui/lists';
import { PageHeading, QueryBoundary } from '@portal/ui/page';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMember } from '../../../app/member';
import { ChoiceFilter, useFilterParams } from '../../../shared/list-filters';
import { useBoxes } from '../api/boxes';
import { useConfiguredName } from '../../../shared/configured-name';
import { useCategories } from '../api/categories';
import { useMessages, type MessageFilters } from '../api/messages-list';
import { CATEGORIES_PATH, MAILBOXES_PATH, MESSAGES_PATH, NEW_MESSAGE_PATH, SENT_BOX } from '../paths';
import { MessageRow } from './message-row';

/** A text filter kept in the address under `name`: the list follows a moment after typing stops. */
function TextFilter({ name, label }: { name: string; label: string }) {
  const filters = useFilterParams();
  const stored = filters.get(name);
  const [text, setText] = useState(stored);
  const [settled] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== stored) filters.set(name, settled || null);
    // Only the settled text moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <TextInput type="search" label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} />;
}

/** Her boxes (own inbox, her mailboxes, each with its unread count) and the outbox. */
function Boxes({ selected }: { selected: string }) {
  const { t } = useTranslation('messages');
  const boxes = useBoxes();
  const to = (box: string) => (box ? `${MESSAGES_PATH}?box=${box}` : MESSAGES_PATH);
  return (
    <Paper withBorder p="xs" component="nav" aria-label={t('boxes.label')}>
      <QueryBoundary query={boxes} failure={t('boxes.loadFailed')}>
        {(list) => (
          <Stack gap={0}>
            {list.map((box) => {
              const key = box.mailboxId === null ? '' : String(box.mailboxId);
              const name = box.mailboxId === null ? t('boxes.own') : box.name;
              return (
                <NavLink
                  key={key || 'own'}
                  component={Link}
                  to={to(key)}
                  active={selected === key}
                  aria-current={selected === key ? 'page' : undefined}
                  label={name}
                  description={box.unread > 0 ? t('boxes.unread', { count: box.unread }) : undefined}
                  rightSection={
                    box.unread > 0 ? (
                      <Badge size="sm" color="red.8" variant="filled" aria-hidden>
                        {box.unread}
                      </Badge>
                    ) : undefined
                  }
                />
              );
            })}
            <NavLink
              component={Link}
              to={to(SENT_BOX)}
              active={selected === SENT_BOX}
              aria-current={selected === SENT_BOX ? 'page' : undefined}
              label={t('boxes.sent')}
            />
          </Stack>
        )}
      </QueryBoundary>
    </Paper>
  );
}

/** The selected box's filters (in the address) and its messages, 15 at a time. */
function BoxList({ box }: { box: string }) {
  const { t } = useTranslation('messages');
  const filters = useFilterParams();
  const categories = useCategories();
  const nameOf = useConfiguredName();
  const outbox = box === SENT_BOX;
  const values: MessageFilters = {
    after: filters.get('after') || undefined,
    before: filters.get('before') || undefined,
    category: filters.get('category') || undefined,
    title: filters.get('title') || undefined,
    sender: outbox ? undefined : filters.get('sender') || undefined,
    unreadOnly: !outbox && filters.get('unread') === 'true',
  };
  const filtered = Object.values(values).some(Boolean);
  const messages = useMessages(box, values);
  const setRange = (range: Partial<DayRange>) => {
    filters.set('after', range.after ?? null);
    filters.set('before', range.before ?? null);
  };
  return (
    <Stack>
      <Paper withBorder p="sm" component="section" aria-labelledby="message-filters">
        <Title order={2} fz="h5" id="message-filters" mb="xs">
          {t('filters.title')}
        </Title>
        <Stack gap="sm">
          <LocalizedDatesProvider>
            <DateRangeField value={{ after: values.after, before: values.before }} onChange={setRange} limits={{ allowFuture: false }} />
          </LocalizedDatesProvider>
          <SimpleGrid cols={{ base: 1, sm: outbox ? 2 : 3 }} spacing="sm">
            <TextFilter name="title" label={t('filters.titleField')} />
            {!outbox ? <TextFilter name="sender" label={t('filters.sender')} /> : null}
            <ChoiceFilter
              name="category"
              label={t('filters.category')}
              data={(categories.data ?? []).map((c) => ({ value: c.code, label: nameOf({ pl: c.name, en: c.nameEn, uk: c.nameUk }) }))}
            />
          </SimpleGrid>
          {!outbox ? (
            <Checkbox
              label={t('filters.unreadOnly')}
              checked={values.unreadOnly}
              onChange={(e) => filters.set('unread', e.currentTarget.checked ? 'true' : null)}
            />
          ) : null}
        </Stack>
      </Paper>
      <PagedList
        query={messages}
        renderItem={(m) => <MessageRow key={m.id} message={m} outbox={outbox} />}
        empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
        failure={t('list.loadFailed')}
      />
    </Stack>
  );
}

/** /messages: her boxes beside the selected box's list (?box=<mailbox id> or sent; none: her own inbox). */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const member = useMember();
  const box = useFilterParams().get('box');
  const admin = member.roles.includes('ADMIN');
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        <Group gap="xs">
          {admin ? (
            <>
              <Button component={Link} to={MAILBOXES_PATH} variant="default">
                {t('admin.mailboxes')}
              </Button>
              <Button component={Link} to={CATEGORIES_PATH} variant="default">
                {t('admin.categories')}
              </Button>
            </>
          ) : null}
          <Button component={Link} to={NEW_MESSAGE_PATH}>
            {t('new')}
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Boxes selected={box} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {/* A new box starts with its own filters' results from the first page. */}
          <BoxList key={box} box={box} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
