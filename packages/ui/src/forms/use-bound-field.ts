import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * What every form primitive takes: the form's `control` and the field's `name`, typed by the form's
 * values, so a misspelt field does not compile. `TOut` is the form's output after its resolver.
 */
export interface FieldBinding<T extends FieldValues, N extends FieldPath<T>, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: N;
}

/**
 * The field as a Mantine input wants it: value, change, blur and ref from react-hook-form, and the
 * error message. Mantine links the message to the input (`aria-invalid`, `aria-describedby`) once it
 * is given as `error`; primitives that Mantine does not link (check boxes) add it themselves.
 */
export function useBoundField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ control, name }: FieldBinding<T, N, TOut>) {
  const { field, fieldState } = useController<T, N, TOut>({ control, name });
  return { field, error: fieldState.error?.message };
}
