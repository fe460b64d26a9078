import type { Declaration } from '@portal/contracts';
import type { DeclarationState } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

// Shades dark enough for white 11px text to keep a 4.5:1 contrast (an outline badge: its text on white).
const statePalette: Record<DeclarationState, string> = { REGISTERED: 'violet.9', SUBMITTED: 'blue.9', CANCELED: 'gray.7' };
const decisionPalette: Record<Declaration['decision'], string> = { PENDING: 'blue.9', ACCEPTED: 'teal.9', REJECTED: 'red.9' };

/**
 * Whether the clinic's decision says something: once the declaration was submitted, or when the clinic
 * decided (a declaration still waiting for its signature waits for nobody at the clinic).
 */
export const decisionShown = (d: Pick<Declaration, 'state' | 'decision'>) => d.decision !== 'PENDING' || d.state === 'SUBMITTED';

/** The declaration's state alone (the clinic system's copy knows no decision). */
export function DeclarationStateBadge({ state }: { state: DeclarationState }) {
  const { t } = useTranslation('declarations');
  return <StatusBadge status={state} palette={statePalette} label={t(`states.${state}`)} plain />;
}

/** The declaration's state, the clinic's decision when it has one to tell, and "Obowiązująca" while in force. */
export function DeclarationBadges({ declaration: d }: { declaration: Pick<Declaration, 'state' | 'decision' | 'inForce'> }) {
  const { t } = useTranslation('declarations');
  return (
    <>
      <DeclarationStateBadge state={d.state} />
      {decisionShown(d) && <StatusBadge status={d.decision} palette={decisionPalette} variant="outline" label={t(`decisions.${d.decision}`)} plain />}
      {d.inForce && <StatusBadge status="inForce" palette={{ inForce: 'teal.9' }} label={t('inForce')} plain />}
    </>
  );
}
