import { ActionIcon, Card, Group, Text, Title } from '@mantine/core';
import type { ClinicLink } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { CrudTablePage } from '@portal/ui/crud';
import { notify } from '@portal/ui/notify';
import { confirmAction } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useDeleteLink } from '../api/delete-link';
import { MissingTranslations } from '../../../shared/missing-translations';
import { useLinks } from '../api/links';
import { useReorderLinks } from '../api/reorder-links';
import { LinkForm } from './link-form';

/** The list with two neighbours swapped. */
const swapped = (ids: number[], index: number, other: number) => {
  const next = [...ids];
  [next[index], next[other]] = [next[other], next[index]];
  return next;
};

/** The top bar's links: a table in display order; add, change, move up or down, delete. */
export function LinksPage() {
  const { t } = useTranslation('settings');
  const links = useLinks();
  const reorder = useReorderLinks();
  const remove = useDeleteLink();

  const move = async (list: readonly ClinicLink[], index: number, other: number) => {
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
      <CrudTablePage
        heading={
          <div>
            <Title order={2} size="h3" id="settings-links">
              {t('links.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('links.description')}
            </Text>
          </div>
        }
        headingAlign="flex-start"
        addLabel={t('links.add')}
        query={links}
        failure={t('links.loadFailed')}
        empty={<Text>{t('links.empty')}</Text>}
        minWidth={720}
        tableProps={{ striped: true, verticalSpacing: 'xs' }}
        caption={t('links.tableCaption')}
        columns={[
          { header: t('links.columns.namePl'), cell: (link) => link.namePl, cellProps: () => ({ lang: 'pl' }) },
          { header: t('links.columns.nameEn'), cell: (link) => link.nameEn, cellProps: () => ({ lang: 'en' }) },
          {
            header: t('links.columns.nameUk'),
            cell: (link) => link.nameUk ?? <MissingTranslations name={{ pl: link.namePl, en: link.nameEn, uk: link.nameUk }} />,
            cellProps: (link) => ({ lang: link.nameUk ? 'uk' : undefined }),
          },
          { header: t('links.columns.url'), cell: (link) => link.url, cellProps: () => ({ style: { wordBreak: 'break-all' } }) },
          { header: t('links.columns.kind'), cell: (link) => t(`links.kinds.${link.kind}`) },
          { header: t('links.columns.sso'), cell: (link) => (link.sso ? t('links.ssoYes') : t('links.ssoNo')) },
          {
            header: t('links.columns.actions'),
            cell: (link, { edit, index, rows }) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" disabled={busy || index === 0} onClick={() => void move(rows, index, index - 1)} aria-label={t('links.moveUp', { name: link.namePl })}>
                  <span aria-hidden>↑</span>
                </ActionIcon>
                <ActionIcon variant="subtle" disabled={busy || index === rows.length - 1} onClick={() => void move(rows, index, index + 1)} aria-label={t('links.moveDown', { name: link.namePl })}>
                  <span aria-hidden>↓</span>
                </ActionIcon>
                <ActionIcon variant="subtle" onClick={edit} aria-label={t('links.edit', { name: link.namePl })}>
                  <span aria-hidden>✎</span>
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" disabled={busy} onClick={() => void del(link)} aria-label={t('links.delete', { name: link.namePl })}>
                  <span aria-hidden>✕</span>
                </ActionIcon>
              </Group>
            ),
          },
        ]}
        rowKey={(link) => link.id}
        rowTestId={(link) => `link-${link.id}`}
        modalTitle={(link) => t(link ? 'links.form.editTitle' : 'links.form.addTitle')}
        form={(link, close) => <LinkForm link={link} onDone={close} />}
      />
    </Card>
  );
}
