import { Anchor } from '@mantine/core';
import type { RegistrationSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCheckbox } from '@portal/ui/forms';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-schema';

/** The registration terms to accept, when the settings name them. */
export function ConsentsSection({ form, settings }: { form: RegistrationFormApi; settings: RegistrationSettings }) {
  const { t } = useTranslation('registration');
  if (!settings.registerConsents) return null;
  return (
    <RegistrationSection id="registration-consents" title={t('sections.consents')}>
      <FormCheckbox
        control={form.control}
        name="registerConsentsAccepted"
        required
        label={<ConsentLabel text={settings.registerConsents} link={settings.registerConsentsLink} dest={settings.registerConsentsLinkDest} />}
      />
    </RegistrationSection>
  );
}

/** The registration terms with a link to their text (an address of this portal opens in it, another in a new tab). */
/** The consent as the clinic wrote it in its settings, in its own language (Polish): marked so on a page in another language. */
function ConsentLabel({ text, link, dest }: { text: string; link: string | null; dest: string | null }) {
  if (!link || !dest) return <span lang="pl">{text}</span>;
  const internal = dest.startsWith('/') && !dest.startsWith('//');
  return (
    <span lang="pl">
      {text}{' '}
      {internal ? (
        <Anchor component={Link} to={dest} target="_blank" rel="noopener" inherit>
          {link}
        </Anchor>
      ) : (
        <Anchor href={dest} target="_blank" rel="noopener noreferrer" inherit>
          {link}
        </Anchor>
      )}
    </span>
  );
}
