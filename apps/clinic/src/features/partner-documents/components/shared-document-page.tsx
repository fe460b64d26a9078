import { Anchor, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClinicTestResult, ClinicalDocument, PartnerSharedClinicalDocument } from '@portal/contracts';
import { formatDay, referenceRangeText } from '@portal/domain';
import { PageHeading, QueryBoundary, StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found';
import { Field, moment } from '../../../shared/record-fields';
import { useSharedClinicalDocument, useSharedResult } from '../api/shared-documents';
import { SHARED_DOCUMENTS_PATH, sharedDocumentFileUrl } from '../paths';

const palette = { L: 'blue.9', H: 'red.9', N: 'teal.9' } as const;

function PatientFields({ patient }: { patient: PartnerSharedClinicalDocument['patient'] }) {
  const { t } = useTranslation('partnerDocuments');
  return (
    <>
      <Field label={t('document.patient')}>{`${patient.name} ${patient.lastName}`}</Field>
      <Field label={t('document.pesel')}>{patient.nationalIdentificationNumber ?? '—'}</Field>
    </>
  );
}

/** A result's values with their ranges and assessment. */
function ResultValues({ result }: { result: ClinicTestResult }) {
  const { t, i18n } = useTranslation('partnerDocuments');
  if (result.elements.length === 0) return <Text>{t('document.noValues')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption>{t('document.values')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('document.parameter')}</Table.Th>
            <Table.Th>{t('document.value')}</Table.Th>
            <Table.Th>{t('document.range')}</Table.Th>
            <Table.Th>{t('document.flag')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.elements.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.name}</Table.Td>
              <Table.Td>{e.value ? `${e.value}${e.unit ? ` ${e.unit}` : ''}` : '—'}</Table.Td>
              <Table.Td>{e.referenceText ?? (referenceRangeText(e.referenceLow, e.referenceHigh, i18n.language) || '—')}</Table.Td>
              <Table.Td>{e.flag ? <StatusBadge status={e.flag} palette={palette} label={t(`flags.${e.flag}`)} /> : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SharedResult({ documentId }: { documentId: number }) {
  const { t } = useTranslation('partnerDocuments');
  const query = useSharedResult(documentId, true);
  return (
    <QueryBoundary query={query} failure={t('document.loadFailed')}>
      {({ patient, result }) => (
        <Stack>
          <PageHeading documentTitle={result.name}>{result.name}</PageHeading>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <PatientFields patient={patient} />
              <Field label={t('document.date')}>{moment(result.resultDate ?? result.orderedAt)}</Field>
              <Field label={t('document.orderNumber')}>{result.orderNumber}</Field>
              <Field label={t('document.unit')}>{result.unit?.name ?? '—'}</Field>
              {result.description ? <Field label={t('document.description')}>{result.description}</Field> : null}
            </SimpleGrid>
          </Paper>
          <Title order={2} fz="h4">
            {t('document.values')}
          </Title>
          <ResultValues result={result} />
        </Stack>
      )}
    </QueryBoundary>
  );
}

function DocumentData({ document }: { document: ClinicalDocument }) {
  const { t } = useTranslation('partnerDocuments');
  return (
    <>
      <Field label={t('document.type')}>{document.typeName}</Field>
      <Field label={t('document.date')}>{formatDay(document.documentDate)}</Field>
      <Field label={t('document.author')}>{document.authorName}</Field>
    </>
  );
}

function SharedClinicalDocument({ documentId }: { documentId: number }) {
  const { t } = useTranslation('partnerDocuments');
  const query = useSharedClinicalDocument(documentId, true);
  return (
    <QueryBoundary query={query} failure={t('document.loadFailed')}>
      {({ patient, document }) => (
        <Stack>
          <PageHeading documentTitle={document.title}>{document.title}</PageHeading>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <PatientFields patient={patient} />
              <DocumentData document={document} />
            </SimpleGrid>
          </Paper>
          {document.hasContent ? (
            <div>
              <Button component="a" href={sharedDocumentFileUrl(document.id)} download>
                {t('document.download')}
              </Button>
            </div>
          ) : null}
        </Stack>
      )}
    </QueryBoundary>
  );
}

/** /shared-documents/:docType/:documentId — one shared result (values with ranges) or clinical document (its data and "Pobierz"). */
export function SharedDocumentPage() {
  const { t } = useTranslation('partnerDocuments');
  const params = useParams();
  const documentId = Number(params.documentId);
  const valid = Number.isInteger(documentId) && documentId > 0 && (params.docType === 'RES' || params.docType === 'DOC');
  if (!valid) return <NotFoundPage />;
  return (
    <Stack>
      <Anchor component={Link} to={SHARED_DOCUMENTS_PATH} size="sm">
        {t('document.back')}
      </Anchor>
      {params.docType === 'RES' ? <SharedResult documentId={documentId} /> : <SharedClinicalDocument documentId={documentId} />}
    </Stack>
  );
}
