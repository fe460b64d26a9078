import { Navigate, useLocation, useParams } from 'react-router';
import { BenefitsShell } from './components/benefits-shell';
import { EncounterQuestionnairePage } from './components/encounter-questionnaire-page';
import { ViewerPage } from './components/viewer-page';
import { benefitsPath, benefitsTabs, type BenefitsTab } from './paths';

const isTab = (tab: string | undefined): tab is BenefitsTab => benefitsTabs.includes(tab as BenefitsTab);

/** /benefits/:tab — the register's tabs, the visit questionnaire and the imaging viewer: the module's pages in one chunk (page-loader.ts). */
export function BenefitsRoute() {
  const { tab } = useParams();
  const { search } = useLocation();
  if (tab === 'questionnaire') return <EncounterQuestionnairePage />;
  if (tab === 'agfaresult') return <ViewerPage />;
  if (!isTab(tab)) return <Navigate to={`${benefitsPath('encounters')}${search}`} replace />;
  return <BenefitsShell tab={tab} />;
}
