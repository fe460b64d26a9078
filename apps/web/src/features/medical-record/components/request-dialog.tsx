import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { deliveryMethodSchema, postalAddressSchema, z, type ClinicalDocument, type Encounter } from '@portal/contracts';
import { DOCUMENT_REQUEST_DESCRIPTION_MAX, formatDay } from '@portal/domain';
import { applyServerErrors, fieldPaths, FormRadioGroup, FormTextarea, FormTextInput } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateDocumentRequest } from '../api/create-document-request';
import { useClinicalDocuments } from '../api/get-clinical-documents';
import { useRequestSettings } from '../api/get-request-settings';
import { documentLabel } from '../document-label';

const formSchema = z
  .object({
    description: z.string().trim().min(1, 'Podaj opis wniosku').max(DOCUMENT_REQUEST_DESCRIPTION_MAX),
    deliveryMethod: deliveryMethodSchema,
    street: z.string(),
    houseNumber: z.string(),
    apartmentNumber: z.string(),
    postalCode: z.string(),
    city: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryMethod !== 'POST') return;
    const address = postalAddressSchema.safeParse({ ...v, apartmentNumber: v.apartmentNumber.trim() || null });
    for (const issue of address.success ? [] : address.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * "Wniosek o kopię dokumentacji" (spec part 1 §3 "Document request", §5, §8): the documents ticked (of
 * a visit, or of the patient), a description prefilled from the settings (a visit's own text for a visit)
 * and editable, how to receive the copies (in the portal, in person, by post to an address).
 */
export function RequestDialog({ patientId, encounter, onClose }: { patientId: number; encounter?: Encounter; onClose: () => void }) {
  const { t } = useTranslation('medical-record');
  const settings = useRequestSettings();
  const all = useClinicalDocuments(patientId, {}, encounter === undefined);
  const documents: ClinicalDocument[] = encounter ? encounter.documents : all.items;
  const [selected, setSelected] = useState<number[]>([]);
  const [noneSelected, setNoneSelected] = useState(false);
  const create = useCreateDocumentRequest();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { description: '', deliveryMethod: 'PORTAL', street: '', houseNumber: '', apartmentNumber: '', postalCode: '', city: '' },
  });
  const { control, handleSubmit, setError, setValue, getValues } = form;
  const method = useWatch({ control, name: 'deliveryMethod' });
  const defaults = settings.data;
  useEffect(() => {
    if (!defaults || getValues('description')) return;
    setValue('description', encounter ? defaults.encounterDescription : defaults.defaultDescription);
    if (!defaults.deliveryMethods.includes(getValues('deliveryMethod'))) setValue('deliveryMethod', defaults.deliveryMethods[0]);
  }, [defaults, encounter, getValues, setValue]);

  const toggle = (id: number, on: boolean) => {
    setNoneSelected(false);
    setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  };

  const submit = async (values: FormValues) => {
    if (selected.length === 0) {
      setNoneSelected(true);
      notify.warning(t('requests.selectDocument'));
      return;
    }
    const address =
      values.deliveryMethod === 'POST'
        ? { street: values.street, houseNumber: values.houseNumber, apartmentNumber: values.apartmentNumber.trim() || null, postalCode: values.postalCode, city: values.city }
        : null;
    try {
      await create.mutateAsync({ patientId, clinicalDocumentIds: selected, encounterId: encounter?.id ?? null, description: values.description, deliveryMethod: values.deliveryMethod, address });
    } catch (error) {
      if (applyServerErrors(error, setError, fieldPaths(values), { aliases: { 'address.street': 'street', 'address.houseNumber': 'houseNumber', 'address.postalCode': 'postalCode', 'address.city': 'city' } })) return;
      notify.failure(error, t('requests.failed'));
      return;
    }
    notify.success(t('requests.created'));
    onClose();
  };

  const methods = (defaults?.deliveryMethods ?? deliveryMethodSchema.options).map((m) => ({ value: m, label: t(`requests.delivery.${m}`) }));
  return (
    <Modal opened onClose={onClose} title={t('requests.newTitle')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <Stack gap="md">
          <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={noneSelected ? 'request-none' : undefined}>
            <Text component="legend" fw={600} size="sm" mb={4}>
              {t('requests.documents')}
            </Text>
            {documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                {all.isPending && !encounter ? t('loading') : t('requests.noDocuments')}
              </Text>
            ) : (
              <Stack gap={6} mah={260} style={{ overflowY: 'auto' }}>
                {documents.map((d) => (
                  <Checkbox key={d.id} checked={selected.includes(d.id)} onChange={(e) => toggle(d.id, e.currentTarget.checked)} label={`${documentLabel(d)} (${formatDay(d.documentDate)})`} />
                ))}
                {!encounter && all.hasNextPage && (
                  <Button size="compact-sm" variant="subtle" onClick={() => void all.fetchNextPage()} loading={all.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
                    {t('results.loadMore')}
                  </Button>
                )}
              </Stack>
            )}
            {noneSelected && (
              <Alert id="request-none" color="yellow" mt="xs" role="alert">
                {t('requests.selectDocument')}
              </Alert>
            )}
          </fieldset>
          <FormTextarea control={control} name="description" label={t('requests.description')} autosize minRows={3} maxLength={DOCUMENT_REQUEST_DESCRIPTION_MAX} withAsterisk />
          <FormRadioGroup control={control} name="deliveryMethod" label={t('requests.deliveryLabel')} options={methods} />
          {method === 'POST' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FormTextInput control={control} name="street" label={t('requests.address.street')} withAsterisk autoComplete="address-line1" />
              <Group grow gap="sm" align="flex-start">
                <FormTextInput control={control} name="houseNumber" label={t('requests.address.houseNumber')} withAsterisk />
                <FormTextInput control={control} name="apartmentNumber" label={t('requests.address.apartmentNumber')} />
              </Group>
              <FormTextInput control={control} name="postalCode" label={t('requests.address.postalCode')} withAsterisk placeholder="00-000" autoComplete="postal-code" />
              <FormTextInput control={control} name="city" label={t('requests.address.city')} withAsterisk autoComplete="address-level2" />
            </SimpleGrid>
          )}
          {defaults && (
            <Text size="sm" c="dimmed">
              {t('requests.completionDays', { count: defaults.completionDays })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('requests.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
