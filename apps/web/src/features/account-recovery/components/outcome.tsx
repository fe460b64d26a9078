import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The end state of a flow (summary, success or failure): a heading that takes the focus, so a
 * screen reader announces the new state, a message and the links onward.
 */
export function Outcome({
  title,
  tone,
  children,
  links,
}: {
  title: string;
  tone: 'success' | 'info' | 'failure';
  children: ReactNode;
  links: Array<{ to: string; label: string }>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const color = tone === 'success' ? 'green' : tone === 'failure' ? 'red' : 'blue';
  return (
    <Stack maw={640} gap="md">
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      <Alert color={color} variant="light" role={tone === 'failure' ? 'alert' : 'status'}>
        <Stack gap="xs">{children}</Stack>
      </Alert>
      <Stack gap="xs">
        {links.map((l) => (
          <Anchor key={l.to + l.label} component={Link} to={l.to}>
            {l.label}
          </Anchor>
        ))}
      </Stack>
    </Stack>
  );
}

export const OutcomeText = ({ children }: { children: ReactNode }) => <Text>{children}</Text>;
