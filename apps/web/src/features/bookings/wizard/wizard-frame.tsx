import { Alert, Box, Group, Text, Title } from '@mantine/core';
import { countedWizardSteps, type WizardFacts } from '@portal/domain';
import { notify } from '@portal/ui/notify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { wizardStepPath } from '../paths';
import { countdown } from './format';
import { useWizard } from './wizard-context';
import type { PageStep } from './wizard-nav';
import { holdSecondsLeft, queryOf, withoutSlot } from './wizard-state';

/**
 * The steps known to apply (domain `countedWizardSteps`: a step that depends on the slot joins once the slot
 * says it applies), as an ordered list with the current one marked, under the step's heading ("Krok 3 z 4:
 * Termin"). On every step change the keyboard focus moves to that heading, so keyboard and screen-reader
 * users go on from the new step, not from the top of the page.
 */
export function WizardStepper({ current, facts }: { current: PageStep; facts: WizardFacts }) {
  const { t } = useTranslation('bookings');
  const steps = countedWizardSteps(facts, current) as PageStep[];
  const index = steps.indexOf(current);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);
  return (
    <Box component="nav" aria-label={t('wizard.stepsLabel')}>
      <Title order={2} size="h4" mb={4} ref={heading} tabIndex={-1} style={{ outlineOffset: 2 }}>
        {t('wizard.stepHeading', { n: index + 1, total: steps.length, step: t(`steps.${current}`) })}
      </Title>
      <Box component="ol" m={0} p={0} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.75rem', listStyle: 'none' }}>
        {steps.map((s, i) => (
          <Box
            component="li"
            key={s}
            aria-current={s === current ? 'step' : undefined}
            fz="sm"
            fw={s === current ? 700 : 400}
            c={i < index ? 'var(--mantine-color-text)' : s === current ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
          >
            {i + 1}. {t(`steps.${s}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The picked slot's hold (15 minutes, spec part 2 §9) as a countdown on the steps after the dates. When it
 * runs out the slot is gone: back to the dates with a message.
 */
export function HoldCountdown() {
  const { t } = useTranslation('bookings');
  const { state, update } = useWizard();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const heldUntil = state.slot?.heldUntil ?? null;
  const [left, setLeft] = useState(() => (heldUntil ? holdSecondsLeft(heldUntil, Date.now()) : 0));

  useEffect(() => {
    if (!heldUntil) return;
    const tick = () => setLeft(holdSecondsLeft(heldUntil, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [heldUntil]);

  useEffect(() => {
    if (!heldUntil || left > 0) return;
    notify.warning(t('dates.holdExpired'));
    const next = update(withoutSlot);
    void navigate(wizardStepPath('dates', queryOf(next, search)), { replace: true });
  }, [heldUntil, left, navigate, search, t, update]);

  if (!heldUntil) return null;
  return (
    <Alert color={left <= 120 ? 'orange' : 'blue'} variant="light" p="xs" role="timer">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('dates.holdLeft')}</Text>
        <Text size="sm" fw={700} aria-hidden>
          {countdown(left)}
        </Text>
        {/* Screen readers hear the time once a minute, not every second. */}
        <Text size="sm" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }} aria-live="polite">
          {t('dates.holdMinutes', { count: Math.ceil(left / 60) })}
        </Text>
      </Group>
    </Alert>
  );
}
