import { z } from './zod-pl';

/** Every errorCode the API answers with. The HTTP status of each is fixed in `errorStatus`. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'USER_BLOCKED',
  'TEMPORARY_BLOCKED',
  'MUST_CHANGE_PASSWORD',
  'PASSWORD_EXPIRED',
  'MUST_CONFIRM_EMAIL',
  'MERGE_ACCOUNT',
  'PASSWORD_VULNERABLE_ERROR',
  'PASSWORD_POLICY',
  'ORIGIN_REJECTED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  USER_BLOCKED: 403,
  TEMPORARY_BLOCKED: 403,
  MUST_CHANGE_PASSWORD: 403,
  PASSWORD_EXPIRED: 403,
  MUST_CONFIRM_EMAIL: 400,
  MERGE_ACCOUNT: 400,
  PASSWORD_VULNERABLE_ERROR: 400,
  PASSWORD_POLICY: 400,
  ORIGIN_REJECTED: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_ERROR: 500,
};

/** Default Polish message of each code; a service may give a more precise one. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Przesłane dane są niepoprawne.',
  BAD_REQUEST: 'Błędne parametry wywołania',
  UNAUTHORIZED: 'Sesja wygasła lub nie zalogowano. Zaloguj się ponownie.',
  FORBIDDEN: 'Brak uprawnień do wykonania tej operacji.',
  NOT_FOUND: 'Nie znaleziono żądanego zasobu.',
  CONFLICT: 'Operacja jest sprzeczna z aktualnym stanem danych.',
  INVALID_CREDENTIALS: 'Niepoprawny login i/lub hasło.',
  ACCOUNT_LOCKED: 'Konto zostało czasowo zablokowane.',
  USER_BLOCKED: 'Konto zablokowane. Skontaktuj się z administratorem systemu.',
  TEMPORARY_BLOCKED: 'Konto zablokowane. Skontaktuj się z administratorem systemu.',
  MUST_CHANGE_PASSWORD: 'Hasło musi zostać zmienione.',
  PASSWORD_EXPIRED: 'Hasło wygasło i musi zostać zmienione.',
  MUST_CONFIRM_EMAIL: 'Adres e-mail konta nie został potwierdzony.',
  MERGE_ACCOUNT: 'Konto wymaga scalenia z innym kontem tego pacjenta.',
  PASSWORD_VULNERABLE_ERROR: 'Wymagana zmiana hasła, ponieważ jest podatne na ataki',
  PASSWORD_POLICY: 'Hasło nie spełnia wymagań bezpieczeństwa.',
  ORIGIN_REJECTED: 'Żądanie pochodzi z niedozwolonej strony.',
  RATE_LIMITED: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  PAYLOAD_TOO_LARGE: 'Przesłane dane są zbyt duże.',
  INTERNAL_ERROR: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.',
};

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** The one error shape of the API. */
export const apiErrorSchema = z
  .object({
    errorCode: z.enum(errorCodes),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
    /** Extra facts the client needs to route (e.g. the e-mail for /confirmemail). */
    details: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
