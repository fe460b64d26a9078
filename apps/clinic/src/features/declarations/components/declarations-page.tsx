import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { declarationDecisions, type ClinicDeclaration } from '@portal/contracts';
import { declarationExportStates, declarationStates, declarationTypes, type DeclarationExportState, type DeclarationState, type DeclarationType } from '@portal/domain';
import { PagedList } from '@portal/ui/lists';
import { notify, reportFailure } from '@portal/ui/notify';
import { confirmAction, PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, SearchFilter, useFilterParams } from '../../../shared/list-filters';
import { useDeclarations, type DeclarationDecision, type DeclarationFilters } from '../api/declarations';
import { useExportNewDeclarations } from '../api/export';
import { usePractitionerLists } from '../api/practitioner-lists';
import { declarationPath, exportedCsvUrl, LISTS_PATH } from '../paths';
import { DecisionBadge, moment, patientName, practitionerName, StateBadge, useSignatureText } from './parts';

/** A value of the address when it is one of `values`, else nothing (a hand-edited address). */
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => (values as readonly string[]).includes(value) ? (value as T) : undefined;
const idOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The list's filters as the address keeps them (`?decision=…&state=…&type=…&employeeId=…&stateExport=…&q=…&patientId=…`).
 * With no decision, state or patient named, the queue shows what waits for the clinic (signed and not
 * decided: the dashboard's count) unless `all=true` asks for the whole register.
 */
function useDeclarationFilters() {
  const params = useFilterParams();
  const decision = oneOf(declarationDecisions, params.get('decision'));
  const state = oneOf(declarationStates, params.get('state'));
  const patientId = idOf(params.get('patientId'));
  const waitingOnly = !decision && !state && !patientId && params.get('all') !== 'true';
  const filters: DeclarationFilters = {
    decision: waitingOnly ? 'PENDING' : decision,
    state: waitingOnly ? 'SUBMITTED' : state,
    type: oneOf<DeclarationType>(declarationTypes, params.get('type')),
    employeeId: idOf(params.get('employeeId')),
    patientId,
    stateExport: oneOf<DeclarationExportState>(declarationExportStates, params.get('stateExport')),
    search: params.get('q') || undefined,
  };
  return { params, filters, waitingOnly, canWait: !decision && !state && !patientId };
}

function DeclarationItem({ declaration: d }: { declaration: ClinicDeclaration }) {
  const { t } = useTranslation('declarations');
  const signature = useSignatureText();
  const headingId = `declaration-${d.id}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h5" id={headingId}>
            <Anchor component={Link} to={declarationPath(d.id)} inherit>
              {t('list.item', { name: patientName(d), type: t(`types.${d.type}`) })}
            </Anchor>
          </Title>
          <Group gap={4}>
            <StateBadge state={d.state} />
            <DecisionBadge decision={d.decision} />
          </Group>
        </Group>
        <Text size="sm">
          {[d.patientNationalIdentificationNumber ? `PESEL ${d.patientNationalIdentificationNumber}` : null, practitionerName(d.practitioner), d.hospitalOrganizationUnit.name].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {[t('list.registered', { date: moment(d.registrationDate) }), d.dateOfSubmission ? t('list.submitted', { date: moment(d.dateOfSubmission) }) : t('list.notSubmitted')].join(' · ')}
        </Text>
        <Text size="sm">{[signature(d), t('list.export', { state: t(`exportStates.${d.stateExport}`) })].join(' · ')}</Text>
      </Stack>
    </Paper>
  );
}

/** The two exports for the NFZ: the new accepted declarations (marked exported; asked first), and those exported before. */
function ExportActions() {
  const { t } = useTranslation('declarations');
  const exportNew = useExportNewDeclarations();
  const run = async () => {
    const sure = await confirmAction({ title: t('export.confirmTitle'), message: t('export.confirmMessage'), confirmLabel: t('export.confirm'), danger: false });
    if (!sure) return;
    try {
      const fileName = await exportNew.mutateAsync();
      notify.success(t('export.done', { file: fileName }));
    } catch (error) {
      reportFailure(error, t('export.failed'));
    }
  };
  return (
    <Group wrap="wrap">
      <Button onClick={() => void run()} loading={exportNew.isPending}>
        {t('export.new')}
      </Button>
      <Button component="a" href={exportedCsvUrl} download variant="default">
        {t('export.exported')}
      </Button>
      <Button component={Link} to={LISTS_PATH} variant="light">
        {t('list.lists')}
      </Button>
    </Group>
  );
}

/** The practitioners the declarations name (each POZ practitioner once, whatever her lists). */
function usePractitionerChoices() {
  const lists = usePractitionerLists();
  const seen = new Map<number, string>();
  for (const l of lists.data ?? []) if (!seen.has(l.employeeId)) seen.set(l.employeeId, `${l.name} ${l.lastName}`);
  return [...seen].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}

/**
 * /declarations — the POZ declarations waiting for the clinic (signed, not decided) and the register of
 * all of them, newest first, filtered in the address; the exports for the NFZ.
 */
export function DeclarationsPage() {
  const { t } = useTranslation('declarations');
  const { params, filters, waitingOnly, canWait } = useDeclarationFilters();
  const declarations = useDeclarations(filters);
  const practitioners = usePractitionerChoices();
  const choice = (values: readonly string[], label: (v: string) => string) => values.map((v) => ({ value: v, label: label(v) }));
  const shownPatient = filters.patientId ? declarations.items[0] : undefined;
  return (
    <Stack>
      <PageHeading documentTitle={t('list.title')}>{t('list.title')}</PageHeading>
      <Text c="dimmed">{t('list.intro')}</Text>
      <ExportActions />
      {filters.patientId ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={500}>{shownPatient ? t('list.ofPatient', { name: patientName(shownPatient) }) : t('list.onePatient')}</Text>
          <Button variant="subtle" onClick={() => params.set('patientId', null)}>
            {t('list.everyPatient')}
          </Button>
        </Group>
      ) : null}
      <Group align="flex-end" wrap="wrap">
        <SearchFilter label={t('list.search')} description={t('list.searchHint')} />
        <ChoiceFilter name="decision" label={t('list.decision')} data={choice(declarationDecisions, (v) => t(`decisionFilter.${v as DeclarationDecision}`))} />
        <ChoiceFilter name="state" label={t('list.state')} data={choice(declarationStates, (v) => t(`states.${v as DeclarationState}`))} />
        <ChoiceFilter name="type" label={t('list.type')} data={choice(declarationTypes, (v) => t(`types.${v as DeclarationType}`))} />
        <ChoiceFilter name="employeeId" label={t('list.practitioner')} data={practitioners} />
        <ChoiceFilter name="stateExport" label={t('list.stateExport')} data={choice(declarationExportStates, (v) => t(`exportFilter.${v as DeclarationExportState}`))} />
        <Checkbox label={t('list.waitingOnly')} checked={waitingOnly} disabled={!canWait} onChange={(e) => params.set('all', e.currentTarget.checked ? null : 'true')} mb={8} />
      </Group>
      <PagedList
        query={declarations}
        renderItem={(d) => <DeclarationItem key={d.id} declaration={d} />}
        empty={waitingOnly ? t('list.noneWaiting') : t('list.empty')}
        failure={t('list.loadFailed')}
      />
    </Stack>
  );
}
