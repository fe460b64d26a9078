import { Box, Button, Group, List, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ElementaryResult, TestResult } from '@portal/contracts';
import { referenceRangeText } from '@portal/domain';
import { useIsPhone } from '@portal/ui/page';
import { resultColors } from '@portal/ui/theme';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultDocumentCandidates } from '../api/result-document';
import { openResultDocument } from './open-result-document';

// The chart library is a chunk of its own, loaded with the first trend opened.
const TrendDialog = lazy(() => import('./trend-dialog').then((m) => ({ default: m.TrendDialog })));

const isOut = (e: ElementaryResult) => e.flag === 'L' || e.flag === 'H';

/**
 * An order's elementary results: a table (value, unit, range, flag), on a phone a list with each test's
 * lines under its name (six columns do not fit), or text lines when `viewResultsAsText`.
 */
export function ResultElements({ order, asText }: { order: TestResult; asText: boolean }) {
  const { t, i18n } = useTranslation('medical-record');
  const [trend, setTrend] = useState<ElementaryResult | null>(null);
  const isPhone = useIsPhone();
  const range = (e: ElementaryResult) => e.referenceText ?? referenceRangeText(e.referenceLow, e.referenceHigh, i18n.language);
  // Out of range: an arrow and the flag's word besides the colour (red.9 meets 4.5:1 on the striped row).
  const arrow = (e: ElementaryResult) => (
    <span aria-hidden="true" data-testid="out-of-range-marker">
      {e.flag === 'H' ? '▲' : '▼'}
    </span>
  );
  const flag = (e: ElementaryResult) =>
    isOut(e) ? (
      <Text component="span" size="sm" c={resultColors.outOfRange} fw={700}>
        {arrow(e)} {t(`results.flag.${e.flag as 'L' | 'H'}`)}
      </Text>
    ) : e.flag === 'N' ? (
      <Text component="span" size="sm">
        {t('results.flag.N')}
      </Text>
    ) : null;
  const value = (e: ElementaryResult) => (
    <Text component="span" fw={isOut(e) ? 700 : undefined} c={isOut(e) ? resultColors.outOfRange : undefined} style={{ whiteSpace: 'nowrap' }}>
      {isOut(e) && <>{arrow(e)} </>}
      {e.value}
      {isOut(e) && (asText ? <> ({t(`results.flag.${e.flag as 'L' | 'H'}`)})</> : <VisuallyHidden> ({t(`results.flag.${e.flag as 'L' | 'H'}`)})</VisuallyHidden>)}
    </Text>
  );
  const actions = (e: ElementaryResult) => (
    <Group gap={4} wrap="nowrap">
      {e.hasTrend && (
        <Button size="compact-xs" variant="subtle" onClick={() => setTrend(e)} aria-label={t('results.trendOf', { name: e.name })}>
          {t('results.trend')}
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => void openResultDocument(resultDocumentCandidates(order.patientId, 'content', { orderId: order.id, elementId: e.id }))}
        aria-label={t('results.documentOf', { name: e.name })}
      >
        {t('results.document')}
      </Button>
    </Group>
  );

  return (
    <>
      {asText ? (
        <List spacing={4} size="sm">
          {order.elements.map((e) => (
            <List.Item key={e.id}>
              <Group gap="xs" wrap="wrap">
                <span>
                  {e.name}: {value(e)} {e.unit ?? ''} {range(e) && `(${t('results.range')}: ${range(e)})`}
                </span>
                {actions(e)}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : isPhone ? (
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('results.tableLabel', { name: order.name })}>
          {order.elements.map((e, i) => (
            <Box component="li" key={e.id} py="xs" style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
              <Text fw={600}>{e.name}</Text>
              <Group gap="xs" wrap="wrap" align="baseline">
                <span>
                  {value(e)} {e.unit ?? ''}
                </span>
                {range(e) && (
                  <Text component="span" size="sm">
                    {t('results.range')}: {range(e)}
                  </Text>
                )}
                {flag(e)}
              </Group>
              {actions(e)}
            </Box>
          ))}
        </Box>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t('results.tableLabel', { name: order.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('results.analyte')}</Table.Th>
                <Table.Th>{t('results.value')}</Table.Th>
                <Table.Th>{t('results.unit')}</Table.Th>
                <Table.Th>{t('results.range')}</Table.Th>
                <Table.Th>{t('results.flagLabel')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('results.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.elements.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td>{value(e)}</Table.Td>
                  <Table.Td>{e.unit ?? ''}</Table.Td>
                  <Table.Td>{range(e)}</Table.Td>
                  <Table.Td>{flag(e)}</Table.Td>
                  <Table.Td>{actions(e)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {trend && (
        <Suspense fallback={null}>
          <TrendDialog patientId={order.patientId} element={trend} onClose={() => setTrend(null)} />
        </Suspense>
      )}
    </>
  );
}
