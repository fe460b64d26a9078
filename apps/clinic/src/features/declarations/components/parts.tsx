import type { ClinicDeclaration } from '@portal/contracts';
import type { DeclarationState } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import type { DeclarationDecision } from '../api/declarations';
import { moment } from '../../../shared/record-fields';

// White text at 4.5:1 or more.
const statePalette = { REGISTERED: 'gray.7', SUBMITTED: 'blue.9', CANCELED: 'dark.6' } as const;
const decisionPalette = { PENDING: '#9c4a00', ACCEPTED: 'teal.9', REJECTED: 'red.9' } as const;

export function StateBadge({ state }: { state: DeclarationState }) {
  const { t } = useTranslation('declarations');
  return <StatusBadge status={state} palette={statePalette} label={t(`states.${state}`)} />;
}

export function DecisionBadge({ decision }: { decision: DeclarationDecision }) {
  const { t } = useTranslation('declarations');
  return <StatusBadge status={decision} palette={decisionPalette} label={t(`decisions.${decision}`)} />;
}

/** "lek. Tomasz Lewandowski": the degree, if any, before the names. */
export const practitionerName = (p: Pick<ClinicDeclaration['practitioner'], 'degree' | 'name' | 'lastName'>) => [p.degree, p.name, p.lastName].filter(Boolean).join(' ');

export const patientName = (d: Pick<ClinicDeclaration, 'patient'>) => `${d.patient.name} ${d.patient.lastName}`;

/** Who signed it and when, or that it is not signed yet. */
export function useSignatureText() {
  const { t } = useTranslation('declarations');
  return (d: Pick<ClinicDeclaration, 'signature'>) =>
    d.signature ? t(`signature.${d.signature.signedBy}`, { name: d.signature.signerName, date: moment(d.signature.signedAt) }) : t('signature.none');
}

export { author, moment, Field } from '../../../shared/record-fields';
