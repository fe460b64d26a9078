import { Button, Group, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { resultEntrySchema, type ClinicTestResult, type ResultEntryInput } from '@portal/contracts';
import { referenceRangeText, resultFlag, resultValueExample, resultValueIssue, type ResultValueFormat, type ResultValueIssue } from '@portal/domain';
import { FormDateTimeInput } from '@portal/ui/forms';
import { notify, reportFailure } from '@portal/ui/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../shared/api-failure';
import { isApiError } from '@portal/ui/api';
import { useEnterResults } from '../api/save-result';
import { FlagBadge } from './flag-badge';

type Values = { resultDate: string; description: string; elements: Array<{ value: string; method: string }> };

/**
 * The values of an unpublished order: one per analyte, flagged against its range as it is typed (the
 * domain's resultFlag, the server's rule too), the method, the result's date and a description. A numeric
 * analyte takes a number in its unit's format (the domain's resultValueIssue, checked again by the
 * server: 400 RESULT_VALUE_FORMAT), refused at the field with an example of the format.
 */
export function ResultEntryForm({ order }: { order: ClinicTestResult }) {
  const { t, i18n } = useTranslation('medical-record');
  const enter = useEnterResults(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      resultDate: order.resultDate ?? new Date().toISOString(),
      description: order.description ?? '',
      elements: order.elements.map((e) => ({ value: e.value, method: e.method ?? '' })),
    },
  });
  const values = form.watch('elements');
  const formatText = (issue: ResultValueIssue) =>
    issue.decimals === 0
      ? t('entry.integer', { example: issue.example })
      : issue.code === 'NOT_A_NUMBER'
        ? t('entry.notNumber', { example: issue.example })
        : t('entry.decimals', { count: issue.decimals, example: issue.example });
  const placeholderOf = (format: ResultValueFormat) => (format.kind === 'NUMERIC' ? t('entry.example', { example: resultValueExample(format.decimals) }) : undefined);
  const onSubmit = form.handleSubmit(async (v) => {
    const input: ResultEntryInput = {
      resultDate: v.resultDate,
      description: v.description || null,
      elements: order.elements.map((e, i) => ({
        id: e.id,
        code: e.code,
        name: e.name,
        unit: e.unit,
        referenceLow: e.referenceLow,
        referenceHigh: e.referenceHigh,
        referenceText: e.referenceText,
        value: v.elements[i]?.value ?? '',
        method: v.elements[i]?.method || null,
      })),
    };
    const parsed = resultEntrySchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path;
        if (first === 'elements' && typeof index === 'number' && field === 'value') form.setError(`elements.${index}.value`, { message: issue.message });
        else if (first === 'resultDate') form.setError('resultDate', { message: issue.message });
      }
      setProblem(t('entry.invalid'));
      return;
    }
    const formatIssues = order.elements.flatMap((e, i) => {
      const issue = resultValueIssue(input.elements[i]!.value, e.valueFormat);
      return issue ? [{ index: i, issue }] : [];
    });
    if (formatIssues.length > 0) {
      for (const { index, issue } of formatIssues) form.setError(`elements.${index}.value`, { message: formatText(issue) });
      setProblem(t('entry.fixFormat'));
      return;
    }
    setProblem(null);
    try {
      await enter.mutateAsync(input);
      notify.success(t('entry.saved'));
    } catch (error) {
      // The server's own check of the formats (a catalogue changed meanwhile): its messages at the fields.
      if (errorCodeOf(error) === 'RESULT_VALUE_FORMAT' && isApiError(error)) {
        for (const fieldError of error.body?.errors ?? []) {
          const index = /^elements\.(\d+)\.value$/.exec(fieldError.path)?.[1];
          if (index !== undefined) form.setError(`elements.${Number(index)}.value`, { message: fieldError.message });
        }
      }
      reportFailure(error, t('entry.failed'));
    }
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="result-entry">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Title order={2} fz="h4" id="result-entry">
            {t('entry.title')}
          </Title>
          <FormDateTimeInput control={form.control} name="resultDate" label={t('entry.resultDate')} required maw={260} />
          {order.elements.length > 0 ? (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('entry.elements')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('entry.analyte')}</Table.Th>
                    <Table.Th>{t('entry.value')}</Table.Th>
                    <Table.Th>{t('entry.range')}</Table.Th>
                    <Table.Th>{t('entry.flag')}</Table.Th>
                    <Table.Th>{t('entry.method')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.elements.map((e, i) => {
                    const range = e.referenceText ?? referenceRangeText(e.referenceLow, e.referenceHigh, i18n.language);
                    return (
                      <Table.Tr key={e.id}>
                        <Table.Td>{e.name}</Table.Td>
                        <Table.Td>
                          <TextInput
                            {...form.register(`elements.${i}.value`)}
                            aria-label={t('entry.valueOf', { name: e.name })}
                            rightSection={e.unit ? <Text size="xs">{e.unit}</Text> : null}
                            rightSectionWidth={e.unit ? 64 : undefined}
                            placeholder={placeholderOf(e.valueFormat)}
                            inputMode={e.valueFormat.kind === 'NUMERIC' ? 'decimal' : undefined}
                            error={form.formState.errors.elements?.[i]?.value?.message}
                            w={170}
                          />
                        </Table.Td>
                        <Table.Td>{range ? `${range}${e.unit ? ` ${e.unit}` : ''}` : '—'}</Table.Td>
                        <Table.Td>
                          <FlagBadge flag={resultFlag(values[i]?.value, e.referenceLow, e.referenceHigh)} name={e.name} />
                        </Table.Td>
                        <Table.Td>
                          <TextInput {...form.register(`elements.${i}.method`)} aria-label={t('entry.methodOf', { name: e.name })} w={160} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          <Textarea {...form.register('description')} label={order.kind === 'IMAGING' ? t('entry.report') : t('entry.description')} autosize minRows={3} maxRows={16} />
          {problem ? (
            <Text c="red.9" size="sm" role="alert">
              {problem}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={enter.isPending}>
              {t('entry.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
