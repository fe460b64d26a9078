import { Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffMember } from '@portal/contracts';
import { PagedList } from '@portal/ui/lists';
import { PageHeading } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffList } from '../api/staff-list';
import { NEW_STAFF_PATH, staffMemberPath } from '../paths';
import { StaffBadges } from './staff-badges';

function StaffRow({ member }: { member: StaffMember }) {
  const { t } = useTranslation(['staff', 'layout']);
  const fullName = `${member.name} ${member.lastName}`;
  return (
    <Card withBorder padding="md" radius="md" data-testid={`staff-${member.login}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to={staffMemberPath(member.id)} fw={600} aria-label={t('open', { name: fullName })}>
            {fullName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {/* A login is a name, the same in every language (and not a word to translate: "lekarz"). */}
            <span translate="no">{member.login}</span> · {member.roles.map((r) => t(`layout:roles.${r}`)).join(', ')}
          </Text>
          <Text size="sm">
            {member.partner
              ? [member.partner.name, member.partner.personName].filter(Boolean).join(' · ')
              : member.units.length
                ? member.units.map((u) => u.name).join(', ')
                : t('allUnits')}
          </Text>
        </Stack>
        <StaffBadges member={member} />
      </Group>
    </Card>
  );
}

/** /clinic/staff: the members an administrator manages, by last name, with a search and "show more". */
export function StaffListPage() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const list = useStaffList(q);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageHeading documentTitle={t('title')}>{t('title')}</PageHeading>
        <Button component={Link} to={NEW_STAFF_PATH}>
          {t('add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      <TextInput
        type="search"
        label={t('search')}
        description={t('searchHint')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        autoComplete="off"
      />
      <PagedList
        query={list}
        failure={t('loadFailed')}
        empty={q.trim() ? t('emptySearch') : t('empty')}
        renderItem={(member) => <StaffRow key={member.id} member={member} />}
      />
    </Stack>
  );
}
