import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { PatientSearchItem } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import { LoadFailure, PageHeading } from '@portal/ui/page';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePatientSearch } from '../api/search-patients';
import { patientCardPath } from '../paths';
import { day, IdentityBadge, Pager } from './parts';

/** PESEL, or a foreigner's document. */
function Identifier({ item }: { item: PatientSearchItem }) {
  const { t } = useTranslation('patients');
  if (item.nationalIdentificationNumber) return <>{item.nationalIdentificationNumber}</>;
  if (item.documentNumber) return <>{t('search.document', { number: item.documentNumber })}</>;
  return <>—</>;
}

function Results({ q, pageIndex, onPage }: { q: string; pageIndex: number; onPage: (pageIndex: number) => void }) {
  const { t } = useTranslation(['patients', 'ui']);
  const search = usePatientSearch(q, pageIndex);
  // A query the server refuses (a PESEL of the wrong length, a date that does not exist) says why.
  if (search.isError && isApiError(search.error) && search.error.status === 400) {
    return (
      <Text c="red.9" role="alert">
        {search.error.body?.message ?? t('search.failed')}
      </Text>
    );
  }
  if (search.isError) return <LoadFailure message={t('search.failed')} query={search} />;
  if (!search.data) return <Text role="status">{t('ui:loading')}</Text>;
  if (search.data.items.length === 0) return <Text>{t('search.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('search.results')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('search.columns.name')}</Table.Th>
              <Table.Th>{t('search.columns.birthDate')}</Table.Th>
              <Table.Th>{t('search.columns.identifier')}</Table.Th>
              <Table.Th>{t('search.columns.identity')}</Table.Th>
              <Table.Th>{t('search.columns.account')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {search.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor component={Link} to={patientCardPath(item.id)}>
                    {`${item.lastName} ${item.name}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>{day(item.birthDate) ?? '—'}</Table.Td>
                <Table.Td>
                  <Identifier item={item} />
                </Table.Td>
                <Table.Td>
                  <IdentityBadge state={item.identityStatus} />
                </Table.Td>
                <Table.Td>{item.hasAccount ? t('search.hasAccount') : t('search.noAccount')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager pageIndex={search.data.pageIndex} hasNextPage={search.data.hasNextPage} onPage={onPage} />
    </Stack>
  );
}

/**
 * /clinic/patients: one field — a PESEL, a birth date, or the start of the last name (and of the first
 * name) — and the results in a table, a page at a time. The query lives in the address (?q=, &page=).
 */
export function PatientSearchPage() {
  const { t } = useTranslation('patients');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageIndex = Math.max(0, Number(params.get('page')) || 0);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = text.trim();
    if (wanted.length < 2) {
      setError(t('search.tooShort'));
      return;
    }
    setError(undefined);
    setParams({ q: wanted });
  };

  return (
    <Stack>
      <PageHeading documentTitle={t('search.title')}>{t('search.title')}</PageHeading>
      <form onSubmit={submit} noValidate role="search">
        <Group align="flex-end">
          <TextInput
            style={{ flex: 1, minWidth: 260 }}
            label={t('search.label')}
            description={t('search.description')}
            name="q"
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(undefined);
            }}
            error={error}
            autoComplete="off"
          />
          <Button type="submit">
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {q.length >= 2 ? (
        <Results q={q} pageIndex={pageIndex} onPage={(next) => setParams({ q, page: String(next) })} />
      ) : (
        <Text c="dimmed">{t('search.prompt')}</Text>
      )}
    </Stack>
  );
}
