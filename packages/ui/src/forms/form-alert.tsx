import { Alert } from '@mantine/core';

export interface FormMessage {
  tone: 'warning' | 'error' | 'info';
  text: string;
}

const colors = { warning: 'yellow', error: 'red', info: 'blue' } as const;

/**
 * The message above a form's fields (a refusal, a sent code): a warning or an error is announced at
 * once (role alert), information politely (role status).
 */
export function FormAlert({ message, id }: { message: FormMessage | null; id?: string }) {
  if (!message) return null;
  return (
    <Alert id={id} color={colors[message.tone]} variant="light" role={message.tone === 'info' ? 'status' : 'alert'}>
      {message.text}
    </Alert>
  );
}
