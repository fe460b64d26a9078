import { Stack } from '@mantine/core';
import type { SettingsGroupKey } from '@portal/contracts';
import { QueryBoundary } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';
import { useClinicSettings } from '../api/clinic-settings';
import { GroupForm } from './group-form';

/** A settings page: a form per group, each saved on its own. */
export function GroupsPage({ groups }: { groups: readonly SettingsGroupKey[] }) {
  const { t } = useTranslation('settings');
  const settings = useClinicSettings();
  return (
    <QueryBoundary query={settings} failure={t('loadFailed')}>
      {(all) => (
        <Stack gap="lg">
          {groups.map((group) => (
            <GroupForm key={group} group={group} value={all[group]} />
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}

export const ModulesPage = () => <GroupsPage groups={['application']} />;
export const SignInSettingsPage = () => <GroupsPage groups={['login', 'registration']} />;
export const FilesPage = () => <GroupsPage groups={['file-upload']} />;
export const HelpPage = () => <GroupsPage groups={['help']} />;
export const IdentificationPage = () => <GroupsPage groups={['identification', 'identification-settings']} />;
export const AdverseEventsPage = () => <GroupsPage groups={['adverse-events']} />;
export const QuestionnaireSettingsPage = () => <GroupsPage groups={['questionnaire']} />;
export const MedicalRecordsSettingsPage = () => <GroupsPage groups={['encounters', 'results', 'document-requests']} />;
export const BookingsSettingsPage = () => <GroupsPage groups={['bookings']} />;
export const OtherSettingsPage = () => <GroupsPage groups={['patient-account', 'sms-confirmation', 'system-installation', 'message-component', 'register-account-desc']} />;
