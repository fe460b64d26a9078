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
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BOT_SUSPECTED',
  'ACCOUNT_EXISTS',
  'TOKEN_INVALID',
  'CODE_INVALID',
  'CODE_ATTEMPTS_EXCEEDED',
  'PHONE_NOT_FOUND_OR_CONFIRMED',
  'EMAIL_NOT_FOUND_OR_CONFIRMED',
  'EMAIL_CONFIRMED_ELSEWHERE',
  'EMAIL_IN_USE',
  'PHONE_UNCHANGED',
  'RECOVERY_PHONE_FAILED',
  'SEND_LIMIT',
  'MERGE_NOT_POSSIBLE',
  'SSO_TOKEN_INVALID',
  'ORIGIN_REJECTED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'AMPA_NOT_REGISTERED',
  'AMPA_PIN_INVALID',
  'PASSWORD_INCORRECT',
  'INTERNAL_ERROR',
  'SECOND_FACTOR_INVALID',
  'STAFF_CHALLENGE_EXPIRED',
  'QUESTIONNAIRE_DEADLINE_PASSED',
  'QUESTIONNAIRE_READ_ONLY',
  'QUESTIONNAIRE_CHANGED',
  'PROGRAM_NOT_ELIGIBLE',
  'ACCOUNT_NOT_AUTHORIZED',
  'TRIAGE_RESULT_INVALID',
  'MESSAGE_ALREADY_READ_EDIT',
  'MESSAGE_ALREADY_READ_DELETE',
  'MESSAGE_SEND_LIMIT',
  'MESSAGE_RECIPIENT_INVALID',
  'IMAGING_FILE_NOT_DICOM',
  'IMAGING_FILE_DUPLICATE',
  'IMAGING_FILES_LIMIT',
  'IMAGING_FILE_STATE',
  'IMAGING_NOTHING_TO_SEND',
  'IMAGING_SEND_FAILED',
  'DOCUMENT_REQUEST_DOCUMENTS_INVALID',
  'DOCUMENT_REQUEST_STATE',
  'ENCOUNTER_CLOSED',
  'RESULT_PUBLISHED',
  'DOCUMENT_PUBLISHED',
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
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  BOT_SUSPECTED: 400,
  ACCOUNT_EXISTS: 400,
  TOKEN_INVALID: 400,
  CODE_INVALID: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  PHONE_NOT_FOUND_OR_CONFIRMED: 400,
  EMAIL_NOT_FOUND_OR_CONFIRMED: 400,
  EMAIL_CONFIRMED_ELSEWHERE: 400,
  EMAIL_IN_USE: 400,
  PHONE_UNCHANGED: 400,
  RECOVERY_PHONE_FAILED: 400,
  SEND_LIMIT: 429,
  MERGE_NOT_POSSIBLE: 400,
  SSO_TOKEN_INVALID: 401,
  ORIGIN_REJECTED: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TIMEOUT: 408,
  AMPA_NOT_REGISTERED: 400,
  AMPA_PIN_INVALID: 400,
  PASSWORD_INCORRECT: 400,
  INTERNAL_ERROR: 500,
  SECOND_FACTOR_INVALID: 400,
  STAFF_CHALLENGE_EXPIRED: 400,
  QUESTIONNAIRE_DEADLINE_PASSED: 409,
  QUESTIONNAIRE_READ_ONLY: 409,
  QUESTIONNAIRE_CHANGED: 409,
  PROGRAM_NOT_ELIGIBLE: 409,
  ACCOUNT_NOT_AUTHORIZED: 403,
  TRIAGE_RESULT_INVALID: 400,
  MESSAGE_ALREADY_READ_EDIT: 409,
  MESSAGE_ALREADY_READ_DELETE: 409,
  MESSAGE_SEND_LIMIT: 429,
  MESSAGE_RECIPIENT_INVALID: 400,
  IMAGING_FILE_NOT_DICOM: 400,
  IMAGING_FILE_DUPLICATE: 409,
  IMAGING_FILES_LIMIT: 400,
  IMAGING_FILE_STATE: 409,
  IMAGING_NOTHING_TO_SEND: 409,
  IMAGING_SEND_FAILED: 502,
  DOCUMENT_REQUEST_DOCUMENTS_INVALID: 400,
  DOCUMENT_REQUEST_STATE: 409,
  ENCOUNTER_CLOSED: 409,
  RESULT_PUBLISHED: 409,
  DOCUMENT_PUBLISHED: 409,
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
  // The spec's sentence (part 1 §8) word for word, then that the block is temporary.
  TEMPORARY_BLOCKED: 'Konto zablokowane. Skontaktuj się z administratorem systemu. Blokada jest czasowa.',
  MUST_CHANGE_PASSWORD: 'Hasło musi zostać zmienione.',
  PASSWORD_EXPIRED: 'Hasło wygasło i musi zostać zmienione.',
  MUST_CONFIRM_EMAIL: 'Adres e-mail konta nie został potwierdzony.',
  MERGE_ACCOUNT: 'Konto wymaga scalenia z innym kontem tego pacjenta.',
  PASSWORD_VULNERABLE_ERROR: 'Wymagana zmiana hasła, ponieważ jest podatne na ataki',
  PASSWORD_POLICY: 'Hasło nie spełnia wymagań bezpieczeństwa.',
  CAPTCHA_REQUIRED: 'Należy wprowadzić rozwiązanie równania z obrazka',
  CAPTCHA_INVALID: 'Wprowadzono niepoprawny wynik równania z obrazka',
  BOT_SUSPECTED: 'Szybkość wprowadzenia danych sugeruje, że zostały wprowadzone przez automat (bot). Proces rejestracji użytkownika nie może być kontynuowany.',
  ACCOUNT_EXISTS: 'Konto z podanymi danymi prawdopodobnie już istnieje. Zaloguj się lub skorzystaj z odzyskiwania hasła.',
  TOKEN_INVALID: 'Link jest nieprawidłowy, został już wykorzystany lub wygasł.',
  CODE_INVALID: 'Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.',
  CODE_ATTEMPTS_EXCEEDED: 'Przekroczono liczbę prób wpisania kodu. Poproś o nowy kod.',
  PHONE_NOT_FOUND_OR_CONFIRMED: 'Taki numer telefonu nie istnieje lub został już potwierdzony',
  EMAIL_NOT_FOUND_OR_CONFIRMED: 'Taki adres e-mail nie istnieje lub został już potwierdzony',
  EMAIL_CONFIRMED_ELSEWHERE:
    'Ten adres e-mail został już potwierdzony na innym koncie. Zaloguj się na tamto konto albo podaj w swoim koncie inny adres e-mail.',
  // Spec part 1 §8 "Account save, 400" and §5 "Phone", word for word.
  EMAIL_IN_USE: 'Podany e-mail jest już w użyciu',
  PHONE_UNCHANGED: 'Podany numer telefonu jest numerem aktualnym',
  RECOVERY_PHONE_FAILED: 'Nie udało się wysłać prośby o zresetowanie hasła dla tego numeru telefonu.',
  SEND_LIMIT: 'Wysłano już zbyt wiele wiadomości na ten adres lub numer. Spróbuj ponownie za godzinę.',
  MERGE_NOT_POSSIBLE: 'Scalenie podanych kont nie jest możliwe',
  SSO_TOKEN_INVALID: 'Link logowania jest nieprawidłowy, został już wykorzystany lub wygasł. Zaloguj się ponownie.',
  ORIGIN_REJECTED: 'Żądanie pochodzi z niedozwolonej strony.',
  RATE_LIMITED: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  PAYLOAD_TOO_LARGE: 'Przesłane dane są zbyt duże.',
  REQUEST_TIMEOUT: 'Przesyłanie trwało zbyt długo albo zostało przerwane. Sprawdź połączenie i spróbuj ponownie.',
  // Part 1 §8 "Mobile-app unregister, 400", with NOTES.md's spelling fix.
  AMPA_NOT_REGISTERED: 'Nie można wykonać operacji. Konto musi być najpierw powiązane z jednostką medyczną w aplikacji mobilnej',
  AMPA_PIN_INVALID: 'Kod PIN jest niepoprawny, został już wykorzystany lub wygasł. Wygeneruj nowy kod PIN w Portalu Pacjenta.',
  PASSWORD_INCORRECT: 'Podane hasło jest niepoprawne.',
  INTERNAL_ERROR: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.',
  // The clinic console's sign-in: a wrong (or already used) code of the authenticator app or a recovery code.
  SECOND_FACTOR_INVALID: 'Nieprawidłowy kod. Sprawdź godzinę w telefonie i wpisz aktualny kod z aplikacji.',
  // The password step's challenge lived 5 minutes, or the password or the second factor changed since.
  STAFF_CHALLENGE_EXPIRED: 'Logowanie trwało zbyt długo. Zaloguj się ponownie.',
  // Spec part 2 §8 "Bookings": a visit's questionnaire after visit date + deadline days.
  QUESTIONNAIRE_DEADLINE_PASSED: 'Termin wypełnienia ankiety już minął',
  // A fulfilled programme questionnaire, or a booking no longer SCHEDULED (spec part 2 §4).
  QUESTIONNAIRE_READ_ONLY: 'Ankieta została już wypełniona i nie można jej zmienić.',
  // The clinic published a new version while the form was open: the answers fit the old one.
  QUESTIONNAIRE_CHANGED: 'Ankieta została w międzyczasie zmieniona. Odśwież stronę i wypełnij ją ponownie.',
  PROGRAM_NOT_ELIGIBLE: 'Pacjent nie spełnia warunków udziału w programie.',
  // Spec part 2 §6 and §8, word for word.
  ACCOUNT_NOT_AUTHORIZED: 'Konto nie zostało potwierdzone. Potwierdź swoje dane w jednostce',
  TRIAGE_RESULT_INVALID: 'Wynik samooceny jest nieprawidłowy, wygasł albo został już zapisany. Przeprowadź samoocenę ponownie.',
  // Spec part 1 §8 "Message errors", word for word (the spec's "mozna" included).
  MESSAGE_ALREADY_READ_EDIT: 'Nie można edytować wiadomości już przeczytanej',
  MESSAGE_ALREADY_READ_DELETE: 'Nie mozna usunąć wiadomości już przeczytanej',
  MESSAGE_SEND_LIMIT: 'Wysłano zbyt wiele wiadomości w ciągu ostatniej godziny. Spróbuj ponownie później.',
  // A recipient outside those the sender may write to is answered like one that does not exist.
  MESSAGE_RECIPIENT_INVALID: 'Wybrany adresat nie istnieje albo nie przyjmuje wiadomości. Wybierz adresata z listy.',
  // Part 2 §5: extension DCM/DICOM and the DICM marker; the content decides, whatever the name.
  IMAGING_FILE_NOT_DICOM: 'Plik nie jest plikiem DICOM. Można dodać tylko pliki DICOM (rozszerzenie DCM lub DICOM).',
  // Part 2 §5: two files of the same name in one order.
  IMAGING_FILE_DUPLICATE: 'Plik o tej nazwie został już dodany.',
  IMAGING_FILES_LIMIT: 'Przekroczono liczbę plików, które można dołączyć do tego zlecenia.',
  // Part 2 §4: the state machine N → P → R → W/S, enforced on the server.
  IMAGING_FILE_STATE: 'Tego pliku nie można już zmienić: został wysłany do systemu obrazowego albo czeka na wysłanie.',
  IMAGING_NOTHING_TO_SEND: 'Brak plików gotowych do wysłania.',
  // Part 2 §8: sending to the imaging system failed.
  IMAGING_SEND_FAILED: 'Wystąpił błąd podczas wysyłania plików do systemu obrazowego.',
  DOCUMENT_REQUEST_DOCUMENTS_INVALID: 'Wybrany dokument nie istnieje albo nie należy do pacjenta.',
  DOCUMENT_REQUEST_STATE: 'Wniosek jest już zamknięty albo nie może przejść do tego stanu.',
  ENCOUNTER_CLOSED: 'Wizyta została już zamknięta i nie można jej zmienić.',
  RESULT_PUBLISHED: 'Wynik został już opublikowany i nie można go zmienić.',
  DOCUMENT_PUBLISHED: 'Dokument został już opublikowany i nie można go zmienić.',
};

/** "1 minutę", "2 minuty", "5 minut", "22 minuty", "112 minut": the accusative after "za". */
export function polishMinutes(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (n === 1) return '1 minutę';
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${n} minuty`;
  return `${n} minut`;
}

/**
 * 423 ACCOUNT_LOCKED after repeated failed sign-ins: the spec's sentence (part 1 §8) word for word,
 * then for how long — the minutes left, rounded up (the answer's Retry-After and `details.lockMinutes`).
 */
export const accountLockedMessage = (minutesLeft: number) => `${errorMessages.ACCOUNT_LOCKED} Spróbuj ponownie za ${polishMinutes(minutesLeft)}.`;

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
