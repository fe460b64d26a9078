import { Alert, Button, Group, Stack } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { benefitsPath } from '../paths';
import { allowedViewerAddress, configuredViewerOrigin } from '../viewer-address';

/**
 * /benefits/agfaresult?agfaUrl=… (spec part 1 §2): the imaging viewer in a full-width frame; only an
 * address of the portal or of the configured viewer is shown. Closing returns to the results tab (the
 * very list it came from, with its range and patient, when it came from there).
 */
export function ViewerPage() {
  const { t } = useTranslation('benefits');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const address = allowedViewerAddress(search.get('agfaUrl'), window.location.origin, configuredViewerOrigin);
  const back = typeof from === 'string' && from.startsWith(benefitsPath('medicaltestresult')) ? from : benefitsPath('medicaltestresult');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageHeading documentTitle={t('viewer.title')}>{t('viewer.title')}</PageHeading>
        <Button variant="default" onClick={() => void navigate(back)}>
          {t('viewer.close')}
        </Button>
      </Group>
      {address ? (
        <iframe
          src={address}
          title={t('viewer.frame')}
          style={{ width: '100%', height: 'calc(100vh - 180px)', minHeight: 420, border: '1px solid var(--mantine-color-default-border)' }}
          referrerPolicy="same-origin"
        />
      ) : (
        <Alert color="red" role="alert" title={t('viewer.refusedTitle')}>
          {t('viewer.refused')}
        </Alert>
      )}
    </Stack>
  );
}
