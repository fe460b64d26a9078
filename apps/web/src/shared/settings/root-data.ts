import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { Identification, SystemInstallation } from '@portal/contracts';
import { setExtendedLogs } from '@portal/ui/notify';
import { provideAppName } from '@portal/ui/page-title';
import { getIdentification } from './identification';
import { getSystemInstallation } from './system-installation';

/**
 * What every page needs of the installation, read once per visit by the root route's loader (not the
 * query cache, which the sign-in page does not carry): who runs the portal and how it is installed.
 */
export const ROOT_ROUTE_ID = 'root';

interface RootData {
  identification: Identification | null;
  installation: SystemInstallation | null;
}

/**
 * Loader of the root route. A failure is not fatal: pages fall back to the portal's own name and the
 * default installation, and a failed call elsewhere reports that the server does not answer.
 */
export async function rootLoader(): Promise<RootData> {
  const [identification, installation] = await Promise.all([
    getIdentification().catch(() => null),
    getSystemInstallation().catch(() => null),
  ]);
  setExtendedLogs(installation?.extendedLogs ?? false);
  return { identification, installation };
}

const useRootData = () => useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;

/** Who runs the portal (name, provider, version). */
export const useIdentification = (): { data: Identification | undefined } => ({ data: useRootData()?.identification ?? undefined });

/** extendedLogs, phones, region and the public e-administration link. */
export const useSystemInstallation = (): { data: SystemInstallation | undefined } => ({ data: useRootData()?.installation ?? undefined });

/** The portal's name in page titles: the provider's name for it (identification), else "Portal Pacjenta". */
function usePortalName(): string {
  const { t } = useTranslation('common');
  const { data } = useIdentification();
  return data?.portalName || t('portalName');
}

// Page titles (`usePageTitle`, PageHeading) read "<page title> - <portal name>".
provideAppName(usePortalName);
