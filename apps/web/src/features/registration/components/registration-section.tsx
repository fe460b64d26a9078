import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the registration form: a bordered region named by its heading. */
export function RegistrationSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
