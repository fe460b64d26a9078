import { Anchor } from '@mantine/core';
import type { RegistrationSettings } from '@portal/contracts';
import { configuredName, configuredNameLanguage, readerLanguageOf, type ConfiguredNameLanguage } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCheckbox } from '@portal/ui/forms';
import { RegistrationSection } from './registration-section';
import type { RegistrationFormApi } from './registration-schema';

/** The registration terms to accept, when the settings name them. */
export function ConsentsSection({ form, settings }: { form: RegistrationFormApi; settings: RegistrationSettings }) {
  const { t, i18n } = useTranslation('registration');
  if (!settings.registerConsents) return null;
  const reader = readerLanguageOf(i18n.language);
  const text = { pl: settings.registerConsents, en: settings.registerConsentsEn, uk: settings.registerConsentsUk };
  // The link's text in the consent's own language (the console requires it with a translated consent).
  const lang = configuredNameLanguage(text, reader);
  const link = settings.registerConsentsLink ? configuredName({ pl: settings.registerConsentsLink, en: settings.registerConsentsLinkEn, uk: settings.registerConsentsLinkUk }, lang) : null;
  return (
    <RegistrationSection id="registration-consents" title={t('sections.consents')}>
      <FormCheckbox
        control={form.control}
        name="registerConsentsAccepted"
        required
        label={<ConsentLabel text={configuredName(text, reader)} lang={lang} link={link} dest={settings.registerConsentsLinkDest} />}
      />
    </RegistrationSection>
  );
}

/**
 * The consent as the clinic wrote it in its settings, in the reader's language where the clinic gave
 * it (else English, else Polish: marked with its language), with a link to the terms' text (an address
 * of this portal opens in it, another in a new tab).
 */
function ConsentLabel({ text, lang, link, dest }: { text: string; lang: ConfiguredNameLanguage; link: string | null; dest: string | null }) {
  if (!link || !dest) return <span lang={lang}>{text}</span>;
  const internal = dest.startsWith('/') && !dest.startsWith('//');
  return (
    <span lang={lang}>
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
