import { Alert, Badge, Button, Group, List, Modal, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { interactionSeverities, type InteractionCell, type InteractionMatrix, type RegisterDrug } from '@portal/contracts';
import { bySeverityDescending } from '@portal/domain';
import { PageHeading, QueryBoundary, useAddressParams } from '@portal/ui/page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatientGate } from '../../../shared/page/patient-gate';
import { PatientPicker } from '../../../shared/patient-picker';
import { printInteractions, useInteractionMatrix } from '../api/matrix';
import { drugSelectionPath, readSelection, SELECTION_PARAM } from '../paths';
import { SeverityBadge, useSeverityName } from './severity';

const shortName = (d: RegisterDrug) => [d.name, d.dose].filter(Boolean).join(' ');

/** The cell of drugs `a` and `b` (indexes in `drugs`), whichever way round it is asked. */
const cellOf = (cells: readonly InteractionCell[], a: number, b: number) => cells.find((c) => c.row === Math.min(a, b) && c.column === Math.max(a, b));

/** One pair's details: its ingredient pairs, each with its severity, description and source. */
function PairDetails({ matrix, cell, onClose }: { matrix: InteractionMatrix; cell: InteractionCell | null; onClose: () => void }) {
  const { t } = useTranslation('drug-interactions');
  const first = cell ? matrix.drugs[cell.row] : undefined;
  const second = cell ? matrix.drugs[cell.column] : undefined;
  return (
    <Modal opened={cell !== null} onClose={onClose} title={first && second ? t('pair.title', { first: first.fullName, second: second.fullName }) : ''} size="lg" closeButtonProps={{ 'aria-label': t('pair.close') }}>
      {cell ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{t('pair.severity')}:</Text>
            <SeverityBadge severity={cell.severity} />
          </Group>
          {cell.interactions.length === 0 ? (
            <Text>{t('pair.none')}</Text>
          ) : (
            bySeverityDescending(cell.interactions.map((i) => ({ ...i, severity: i.scales }))).map((i) => (
              <Stack key={`${i.ingredient1.ingredientId}-${i.ingredient2.ingredientId}`} gap={4} component="section">
                <Group gap="xs" wrap="wrap">
                  <Title order={3} size="h5">
                    {i.ingredient1.ingredientName} + {i.ingredient2.ingredientName}
                  </Title>
                  <SeverityBadge severity={i.scales} size="sm" />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('pair.ingredients')}: {i.ingredient1.ingredientName} ({i.ingredient1.materialName}), {i.ingredient2.ingredientName} ({i.ingredient2.materialName})
                </Text>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('pair.description')}:
                  </Text>{' '}
                  {i.desc}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('pair.source')}: {i.source}
                </Text>
              </Stack>
            ))
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The matrix: drugs in rows and columns, each cell the pair's highest severity, the diagonal without information. */
function MatrixTable({ matrix, onOpen }: { matrix: InteractionMatrix; onOpen: (cell: InteractionCell) => void }) {
  const { t } = useTranslation('drug-interactions');
  const severityName = useSeverityName();
  const flagged = new Set(matrix.allergyFlags.map((f) => f.drugId));
  const drugHeader = (d: RegisterDrug) => (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {shortName(d)}
      </Text>
      {flagged.has(d.id) ? (
        <Badge color="#9c4a00" size="xs" tt="none">
          ⚠ {t('allergy.badge')}
        </Badge>
      ) : null}
    </Stack>
  );
  // The caption above the scrolling box, not inside it: on a phone it would scroll away with the table.
  return (
    <Stack gap={4}>
      <Text id="interaction-matrix-caption" c="dimmed" size="sm">
        {t('matrix.caption')}
      </Text>
      <Table.ScrollContainer minWidth={(matrix.drugs.length + 1) * 120} type="native">
        <Table withTableBorder withColumnBorders layout="fixed" aria-labelledby="interaction-matrix-caption">
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              {matrix.drugs.map((d) => (
                <Table.Th key={d.id} scope="col" style={{ verticalAlign: 'bottom' }}>
                  {drugHeader(d)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrix.drugs.map((rowDrug, r) => (
              <Table.Tr key={rowDrug.id}>
                <Table.Th scope="row">{drugHeader(rowDrug)}</Table.Th>
                {matrix.drugs.map((columnDrug, c) => {
                  if (r === c) {
                    return (
                      <Table.Td key={columnDrug.id} bg="gray.1">
                        <Text size="xs" c="dimmed">
                          {t('matrix.diagonal')}
                        </Text>
                      </Table.Td>
                    );
                  }
                  const cell = cellOf(matrix.cells, r, c);
                  if (!cell) return <Table.Td key={columnDrug.id} />;
                  return (
                    <Table.Td key={columnDrug.id}>
                      <UnstyledButton
                        onClick={() => onOpen(cell)}
                        aria-label={t('matrix.openPair', { first: shortName(rowDrug), second: shortName(columnDrug), severity: severityName(cell.severity) })}
                        style={{ display: 'block', width: '100%' }}
                      >
                        <SeverityBadge severity={cell.severity} />
                      </UnstyledButton>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Matrix({ patientId, ids, matrix }: { patientId: number; ids: string[]; matrix: InteractionMatrix }) {
  const { t } = useTranslation('drug-interactions');
  const severityName = useSeverityName();
  const [open, setOpen] = useState<InteractionCell | null>(null);
  const chosen = matrix.drugs.map((d) => d.id);
  return (
    <Stack gap="md">
      {matrix.allergyFlags.length > 0 ? (
        <Alert color="orange" variant="light" title={t('allergy.title')} role="alert">
          <List size="sm">
            {matrix.allergyFlags.map((f) => (
              <List.Item key={`${f.allergyId}-${f.drugId}-${f.substanceId}`}>{t('allergy.item', { drug: f.drugName, substance: f.substanceName, allergy: f.allergyName })}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {chosen.length < ids.length ? (
        <Alert color="yellow" variant="light" role="status">
          {t('matrix.unknown')}
        </Alert>
      ) : null}
      {matrix.drugs.length < 2 ? (
        <Text>{t('matrix.needTwo')}</Text>
      ) : (
        <>
          <Group gap="xs">
            <Text fw={600}>{t('matrix.highest', { severity: severityName(matrix.maxSeverity) })}</Text>
            <SeverityBadge severity={matrix.maxSeverity} />
          </Group>
          <MatrixTable matrix={matrix} onOpen={setOpen} />
          <Group gap="xs" wrap="wrap" aria-label={t('matrix.legend')} role="group">
            <Text size="sm" fw={600}>
              {t('matrix.legend')}:
            </Text>
            {interactionSeverities.map((s) => (
              <SeverityBadge key={s} severity={s} size="sm" />
            ))}
          </Group>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('matrix.editions', { register: matrix.registerEdition ?? t('matrix.noEdition'), interactions: matrix.interactionsEdition ?? t('matrix.noEdition') })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {matrix.drugs.length > 1 ? <Button onClick={() => void printInteractions(patientId, chosen)}>{t('matrix.print')}</Button> : null}
        <Button component={Link} to={drugSelectionPath(patientId, ids)} variant="default">
          {t('matrix.change')}
        </Button>
      </Group>
      <PairDetails matrix={matrix} cell={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function MatrixOf({ patientId, ids }: { patientId: number; ids: string[] }) {
  const { t } = useTranslation('drug-interactions');
  const query = useInteractionMatrix(patientId, ids);
  if (ids.length < 2) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('matrix.needTwo')}</Text>
        <Button component={Link} to={drugSelectionPath(patientId, ids)}>
          {t('matrix.choose')}
        </Button>
      </Stack>
    );
  }
  return (
    <QueryBoundary query={query} failure={t('loadFailed')} loading={t('loading')}>
      {(matrix) => <Matrix patientId={patientId} ids={ids} matrix={matrix} />}
    </QueryBoundary>
  );
}

/** /interactions — the matrix of the chosen drugs (`?patientId&selectableDrugs=a,b`), their pairs, allergies and printout. */
export function InteractionsPage() {
  const { t } = useTranslation('drug-interactions');
  const [params] = useAddressParams();
  const ids = readSelection(params.get(SELECTION_PARAM));
  return (
    <Stack gap="lg">
      <PageHeading documentTitle={t('matrix.title')}>{t('matrix.title')}</PageHeading>
      <PatientPicker maw={{ base: '100%', sm: 360 }} />
      <Alert color="blue" variant="light" title={t('disclaimer.title')} role="note">
        {t('disclaimer.text')}
      </Alert>
      <PatientGate none={t('noPatient')} failure={t('loadFailed')}>
        {(patientId) => <MatrixOf patientId={patientId} ids={ids} />}
      </PatientGate>
    </Stack>
  );
}
