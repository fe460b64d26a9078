import { Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { notify } from '@portal/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The codes as a text file: a heading line, then one code a line. */
function codesFile(heading: string, codes: string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown once after the enrolment: copy, print or download them, and confirm
 * they are saved before going on.
 */
export function RecoveryCodesStep({ codes, login, onDone }: { codes: string[]; login: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [saved, setSaved] = useState(false);
  const text = codesFile(t('codes.fileHeading', { login }), codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('codes.copied'));
    } catch {
      notify.warning(t('codes.copyFailed'));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `kody-zapasowe-${login}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack>
      <Title order={2} fz="h3">
        {t('codes.title')}
      </Title>
      <Text size="sm">{t('codes.hint')}</Text>
      <List aria-label={t('codes.list')} ff="monospace" fz="lg" spacing={4} listStyleType="none" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs" className="no-print">
        <Button variant="light" onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button variant="light" onClick={() => window.print()}>
          {t('codes.print')}
        </Button>
        <Button variant="light" onClick={download}>
          {t('codes.download')}
        </Button>
      </Group>
      <Checkbox label={t('codes.saved')} checked={saved} onChange={(e) => setSaved(e.currentTarget.checked)} />
      <Button disabled={!saved} onClick={onDone}>
        {t('codes.continue')}
      </Button>
    </Stack>
  );
}
