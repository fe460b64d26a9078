import { Alert, Button, Group, Stack } from '@mantine/core';
import { PageHeading } from '@portal/ui/page';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { benefitsPath } from '../paths';
import { allowedViewerAddress, configuredViewerOrigin } from '../viewer-address';

/**
 * The page's height for the frame: the window below the top bar, less the page's padding (md, top and
 * bottom), so the viewer fills the window at any width (issue 28 item 18); the footer follows below.
 */
const PAGE_HEIGHT = 'calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--mantine-spacing-md))';

/**
 * /benefits/agfaresult?agfaUrl=… (spec part 1 §2): the imaging viewer in a frame filling the window, or the
 * whole screen on demand; only an address of the portal or of the configured viewer is shown. Closing
 * returns to the results tab (the very list it came from, with its range and patient, when it came from there).
 */
export function ViewerPage() {
  const { t } = useTranslation('medical-record');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const address = allowedViewerAddress(search.get('agfaUrl'), window.location.origin, configuredViewerOrigin);
  const back = typeof from === 'string' && from.startsWith(benefitsPath('medicaltestresult')) ? from : benefitsPath('medicaltestresult');
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  // Opened from far down the results, the page starts at its top, so the frame fills the window.
  // (A block: newer browsers answer scrollTo with a promise, which React would take for a clean-up.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <Stack gap="sm" h={PAGE_HEIGHT} mih={360}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PageHeading documentTitle={t('viewer.title')}>{t('viewer.title')}</PageHeading>
        <Group gap="xs">
          {address && canFullScreen ? (
            <Button variant="default" onClick={() => void frame.current?.requestFullscreen()}>
              {t('viewer.fullScreen')}
            </Button>
          ) : null}
          <Button variant="default" onClick={() => void navigate(back)}>
            {t('viewer.close')}
          </Button>
        </Group>
      </Group>
      {address ? (
        <iframe
          ref={frame}
          src={address}
          title={t('viewer.frame')}
          allow="fullscreen"
          style={{ flex: 1, minHeight: 0, width: '100%', border: '1px solid var(--mantine-color-default-border)' }}
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
