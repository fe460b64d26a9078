import { Text } from '@mantine/core';
import { get, useFormState, type Control, type FieldValues } from 'react-hook-form';

/**
 * The error of a whole list of the form ("Sekcja musi mieć co najmniej jedno pytanie", "Pytanie wyboru
 * musi mieć co najmniej dwie odpowiedzi"): the resolver keeps it under `root`, a server's under the list.
 */
export function ListError<T extends FieldValues>({ control, name, id }: { control: Control<T, unknown, unknown>; name: string; id?: string }) {
  const { errors } = useFormState({ control, name: name as never });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  if (!message) return null;
  return (
    <Text id={id} c="red.9" size="sm" role="alert">
      {message}
    </Text>
  );
}
