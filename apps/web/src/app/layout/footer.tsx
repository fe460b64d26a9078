import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chooseLanguage, isLanguage, languages, type Language } from '../../i18n';
import { legalDocuments, legalPaths } from '../../shared/legal-paths';
import { useIdentification, useSystemInstallation } from '../../shared/settings/root-data';
import { contrastModes, fontSizes, setPreferences, usePreferences } from '@portal/ui/preferences';
import { CookieNotice } from './cookie-notice';

/** Falls back to the spec's label when identification has not loaded. */
const SECURITY_VERSION = '5.WB1';

function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  optionLang,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  optionLabel: (v: T) => string;
  optionLang?: (v: T) => string | undefined;
}) {
  const labelId = useId();
  return (
    <Group gap={6} role="group" aria-labelledby={labelId} wrap="wrap">
      <Text id={labelId} size="sm" fw={600} component="span">
        {label}:
      </Text>
      {options.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === value ? 'filled' : 'default'}
          aria-pressed={option === value}
          lang={optionLang?.(option)}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Footer of every page: cookie notice, legal links, display and language controls, and the small print
 * (versions, provider, region).
 * `onLanguageChosen`: the signed-in layout keeps the choice on the account as well.
 */
export function Footer({ onLanguageChosen }: { onLanguageChosen?: (lng: Language) => void } = {}) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const prefs = usePreferences();
  const { data: identification } = useIdentification();
  const installation = useSystemInstallation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pl';
  return (
    <Box component="footer" px="md" py="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap="sm">
        <CookieNotice />
        <Box component="nav" aria-label={t('footer.legalNav')}>
          <Group gap="md" wrap="wrap">
            {legalDocuments.map((doc) => (
              <Anchor key={doc} component={Link} to={legalPaths[doc]} size="sm">
                {t(`legal.${doc}`)}
              </Anchor>
            ))}
          </Group>
        </Box>
        <Group gap="lg" wrap="wrap">
          <ChoiceGroup
            label={t('footer.contrast')}
            options={contrastModes}
            value={prefs.contrast}
            onChange={(contrast) => setPreferences({ contrast })}
            optionLabel={(v) => t(`footer.contrastMode.${v}`)}
          />
          <ChoiceGroup
            label={t('footer.fontSize')}
            options={fontSizes}
            value={prefs.fontSize}
            onChange={(fontSize) => setPreferences({ fontSize })}
            optionLabel={(v) => t(`footer.fontSizeMode.${v}`)}
          />
          <ChoiceGroup
            label={t('footer.language')}
            options={languages}
            value={language}
            onChange={(lng) => {
              void chooseLanguage(lng);
              onLanguageChosen?.(lng);
            }}
            // Each language named in itself, the same in every language.
            optionLabel={(v) => t(`footer.languageName.${v}`)}
            optionLang={(v) => v}
          />
        </Group>
        {/* The small print: versions, provider and region, out of the patient's way (issue 28 item 16). */}
        <Text size="xs" c="dimmed" data-testid="footer-small-print">
          {t('footer.version', {
            portal: identification?.portalName || t('common:portalName'),
            version: identification?.appVersion ?? '',
            security: identification?.securityVersion || SECURITY_VERSION,
          })}
          {identification?.providerName ? ` · ${identification.providerName}` : ''}
          {installation.data?.region ? ` · ${t('footer.region', { region: installation.data.region })}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}
