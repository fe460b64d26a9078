import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ClinicLink } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { confirmAction, QueryBoundary } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLink } from '../api/delete-link';
import { MissingTranslations } from '../../../shared/missing-translations';
import { useLinks } from '../api/links';
import { useReorderLinks } from '../api/reorder-links';
import { LinkDialog } from './link-dialog';

/** The list with two neighbours swapped. */
const swapped = (ids: number[], index: number, other: number) => {
  const next = [...ids];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
};

/** The top bar's links: a table in display order; add, change, move up or down, delete. */
export function LinksPage() {
  const { t } = useTranslation(['settings', 'ui']);
  const links = useLinks();
  const reorder = useReorderLinks();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<{ link: ClinicLink | null } | null>(null);

  const move = async (list: ClinicLink[], index: number, other: number) => {
    try {
      await reorder.mutateAsync(swapped(list.map((l) => l.id), index, other));
      notify.success(t('links.moved'));
    } catch (error) {
      notify.failure(error, isApiError(error) && error.body ? error.body.message : t('links.moveFailed'));
    }
  };

  /** Deletes a link once the administrator confirms (the console's one confirm dialog). */
  const del = async (link: ClinicLink) => {
    const sure = await confirmAction({
      title: t('links.deleteTitle'),
      message: t('links.deleteMessage', { name: link.namePl }),
      confirmLabel: t('links.deleteConfirm'),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(link.id);
      notify.success(t('links.deleted'));
    } catch (error) {
      notify.failure(error, t('links.deleteFailed'));
    }
  };

  const busy = reorder.isPending || remove.isPending;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-links">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="settings-links">
              {t('links.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('links.description')}
            </Text>
          </div>
          <Button onClick={() => setEditing({ link: null })}>{t('links.add')}</Button>
        </Group>
        <QueryBoundary query={links} failure={t('links.loadFailed')} isEmpty={(l) => l.length === 0} empty={<Text>{t('links.empty')}</Text>}>
          {(list) => (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>{t('links.tableCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('links.columns.namePl')}</Table.Th>
                    <Table.Th>{t('links.columns.nameEn')}</Table.Th>
                    <Table.Th>{t('links.columns.nameUk')}</Table.Th>
                    <Table.Th>{t('links.columns.url')}</Table.Th>
                    <Table.Th>{t('links.columns.kind')}</Table.Th>
                    <Table.Th>{t('links.columns.sso')}</Table.Th>
                    <Table.Th>{t('links.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((link, index) => (
                    <Table.Tr key={link.id} data-testid={`link-${link.id}`}>
                      <Table.Td lang="pl">{link.namePl}</Table.Td>
                      <Table.Td lang="en">{link.nameEn}</Table.Td>
                      <Table.Td lang={link.nameUk ? 'uk' : undefined}>{link.nameUk ?? <MissingTranslations name={{ pl: link.namePl, en: link.nameEn, uk: link.nameUk }} />}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{link.url}</Table.Td>
                      <Table.Td>{t(`links.kinds.${link.kind}`)}</Table.Td>
                      <Table.Td>{link.sso ? t('links.ssoYes') : t('links.ssoNo')}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon variant="subtle" disabled={busy || index === 0} onClick={() => void move(list, index, index - 1)} aria-label={t('links.moveUp', { name: link.namePl })}>
                            <span aria-hidden>↑</span>
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            disabled={busy || index === list.length - 1}
                            onClick={() => void move(list, index, index + 1)}
                            aria-label={t('links.moveDown', { name: link.namePl })}
                          >
                            <span aria-hidden>↓</span>
                          </ActionIcon>
                          <ActionIcon variant="subtle" onClick={() => setEditing({ link })} aria-label={t('links.edit', { name: link.namePl })}>
                            <span aria-hidden>✎</span>
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" disabled={busy} onClick={() => void del(link)} aria-label={t('links.delete', { name: link.namePl })}>
                            <span aria-hidden>✕</span>
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryBoundary>
      </Stack>
      <LinkDialog link={editing?.link ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Card>
  );
}
