import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { isApiError } from '@portal/ui/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceList } from '../api/catalog';
import { money } from './format';
import type { PriceItem } from './wizard-state';

/**
 * A commercial slot's price list (spec part 2 §2, §8): the items valid on the slot's day, one to choose.
 * Cancelling clears the slot. No list: "Brak aktualnego cennika dla podanego zakresu"; a failed read:
 * "Nie udało się pobrać aktualnego cennika".
 */
export function PriceListModal({ query, onChoose, onCancel }: { query: { medicalServiceCode: string; timeSlotId: number; patientId: number } | null; onChoose: (item: PriceItem) => void; onCancel: () => void }) {
  const { t } = useTranslation(['bookings', 'common']);
  const list = usePriceList(query);
  const [picked, setPicked] = useState<string | null>(null);
  const missing = isApiError(list.error) && list.error.errorCode === 'PRICE_LIST_MISSING';
  const item = list.data?.items.find((i) => String(i.id) === picked);
  return (
    <Modal opened={query !== null} onClose={onCancel} title={t('priceList.title')} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        {list.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('priceList.loading')}</Text>
          </Group>
        ) : list.isError ? (
          <Alert color={missing ? 'orange' : 'red'} role="alert">
            {missing ? t('priceList.missing') : t('priceList.failed')}
          </Alert>
        ) : (
          <Radio.Group label={t('priceList.choose')} value={picked} onChange={setPicked}>
            <Stack gap="xs" mt="xs">
              {list.data.items.map((i) => (
                <Radio key={i.id} value={String(i.id)} label={`${i.name} — ${money(i.price)}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button disabled={!item} onClick={() => item && onChoose({ id: item.id, name: item.name, price: item.price })}>
            {t('priceList.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
