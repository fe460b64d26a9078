import { get, set, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * The contracts' identity rule says "Podaj numer PESEL albo numer i kraj dokumentu tożsamości" at the
 * PESEL's path when neither is given. A form showing the document's fields (the person has no PESEL)
 * shows no PESEL field: there the message belongs to the document's number. `moved` names, at each
 * validation, the field the message goes from and the one it goes to (null: it stays).
 */
export function withIdentityErrorMoved<T extends FieldValues, TOut>(resolver: Resolver<T, unknown, TOut>, moved: () => { from: string; to: string } | null): Resolver<T, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const move = moved();
    const error: unknown = move ? get(result.errors, move.from) : undefined;
    if (move && error) {
      set(result.errors, move.from, undefined);
      if (!get(result.errors, move.to)) set(result.errors, move.to, error);
    }
    return result;
  };
}
