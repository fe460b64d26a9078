import { Switch } from '@mantine/core';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import { useTranslation } from 'react-i18next';
import { useSwitchSharing, type DocumentSharing } from '../api/document-sharing';

/**
 * "Udostępnij partnerowi": one result's or document's sharing with the partners of her consent, switched
 * on and off (paused); each switch says so (spec part 2 §8: info messages when document sharing is
 * enabled or paused). Shown only while the sharing is offered (`sharing.enabled`).
 */
export function SharingSwitch({ sharing, documentId, name }: { sharing: DocumentSharing; documentId: number; name: string }) {
  const { t } = useTranslation('medical-record');
  const change = useSwitchSharing(sharing.patientId, sharing.docType);
  if (!sharing.enabled) return null;
  const shared = sharing.isShared(documentId);
  return (
    <Switch
      label={t('sharing.label')}
      aria-label={t('sharing.labelOf', { name })}
      checked={change.isPending ? !shared : shared}
      disabled={change.isPending}
      onChange={(e) =>
        change.mutate(
          { documentId, shared: e.currentTarget.checked },
          {
            onSuccess: (document) => notify.info(document.shared ? t('sharing.enabled') : t('sharing.paused')),
            onError: (error) => (isApiError(error) && error.status >= 400 && error.status < 500 && error.body ? notify.warning(error.body.message) : notify.failure(error, t('sharing.failed'))),
          },
        )
      }
    />
  );
}
