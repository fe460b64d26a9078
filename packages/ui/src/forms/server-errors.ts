import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/client';

/**
 * The paths of a form's fields, from its values: nested objects are walked, a list is one field
 * (`patient.attachments`), as the form's inputs are named.
 */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix + key;
    return value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob) ? fieldPaths(value, `${path}.`) : [path];
  });
}

export interface ServerErrorOptions {
  /**
   * Server paths the form names otherwise (`account.name` → `patient.name`); an alias of a path also
   * renames the paths under it (`files` → `patient.attachments` takes `files.1` there too).
   */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Shows the field errors of a failed call at the form's fields. The server names a field by its path
 * relative to the request body (`patient.identity.documentNumber`; `patient.attachments.1` for an item
 * of a list); a path lands on the nearest field the form has, and one the form does not show is left
 * to the call's message. The first field shown gets the focus. Answers whether any field got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: Iterable<string>,
  { aliases = {} }: ServerErrorOptions = {},
): boolean {
  if (!isApiError(error) || !error.body?.errors) return false;
  const known = new Set(knownFields);
  let applied = false;
  for (const { path, message } of error.body.errors) {
    const field = nearestField(aliased(path, aliases), known);
    if (!field) continue;
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

function aliased(path: string, aliases: Readonly<Record<string, string>>): string {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const alias = aliases[parts.slice(0, n).join('.')];
    if (alias !== undefined) return [alias, ...parts.slice(n)].join('.');
  }
  return path;
}

function nearestField(path: string, known: ReadonlySet<string>): string | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    if (known.has(candidate)) return candidate;
  }
  return null;
}
