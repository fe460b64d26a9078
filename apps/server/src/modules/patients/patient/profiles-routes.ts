import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  identityDocumentsSchema,
  ownIdentitySchema,
  patientAttachmentParamsSchema,
  patientSchema,
  patientUpdateSchema,
  profileParamsSchema,
  profileRequestSchema,
  profileResultSchema,
  uploadedFilesSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { accountOf, patientOf } from '../../../plugins/patient-access';
import { perMinute } from '../../../plugins/rate-limit';
import { sendDownload } from '../../../lib/downloads';
import { addProfile, openPatientAttachment, updatePatient, uploadProfileAttachments } from './profiles-service';
import { handInIdentityDocuments, ownIdentity } from './own-identity-service';

const tags = ['patients'];

const newProfileDescription = (what: string, result: string) => `${what}

Treść: dane pacjenta jak w części „patient” wniosku rejestracyjnego (bez konta i bez obrazka z równaniem). Reguły jak przy rejestracji (część 1 §5): PESEL (data urodzenia, płeć i kraj PL z numeru) albo dokument i kraj cudzoziemca, granice daty urodzenia roli, załączniki według ustawień danych pacjenta (attachmentsRequired: „Wymagane jest dodanie załącznika”) — pliki przesłane wcześniej przez POST /mpi/accounts/mpi-user/patients/attachments.

${result}

Błędy: 400 VALIDATION_ERROR (errors: pola względem treści), 400 ACCOUNT_EXISTS (pacjent o tej tożsamości już jest w placówce i nie można go dodać jako nowego profilu — bez ujawniania danych), 401.`;

/** Profiles the signed-in account adds and edits, and their attachments (spec part 1 §7). */
export const profilesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const roles = [
      {
        path: 'me',
        role: 'PATIENT',
        summary: 'Własny profil pacjenta konta, które go nie ma; wynik REGISTERED / REQUESTED / ALREADY_EXIST',
        result:
          'Wynik (200): REGISTERED — nowy rekord pacjenta konta; REQUESTED — rekord z załącznikami albo istniejący rekord placówki bez konta czeka na potwierdzenie tożsamości w placówce; ALREADY_EXIST — osoba ma już rekord innego konta, nic nie zmieniono. Konto, które ma już własny rekord: 400 VALIDATION_ERROR.',
      },
      {
        path: 'wards',
        role: 'WARD',
        summary: 'Nowy profil podopiecznego zalogowanego konta; wynik WARD',
        result:
          'Wynik WARD: nowy rekord (tożsamość do potwierdzenia w placówce, REQUESTED) z potwierdzonym powiązaniem opiekuna. Podopiecznego znanego placówce powiązuje się przez identity-finder i wards/link.',
      },
      {
        path: 'children',
        role: 'CHILD',
        summary: 'Nowy profil dziecka zalogowanego konta (poniżej 18 lat); wynik CHILD',
        result:
          'Wynik CHILD: nowy rekord (tożsamość REQUESTED) z potwierdzonym powiązaniem rodzica — dostęp od razu. Wynik REQUESTED: istniejący rekord placówki, gdy PESEL, imię, nazwisko i data urodzenia zgadzają się, rekord nie ma własnego konta, a dziecko ma mniej niż 18 lat — powiązanie czeka (status P) na potwierdzenie w placówce przy sprawdzeniu tożsamości i do tego czasu nie daje dostępu (sama znajomość tych danych nie dowodzi bycia rodzicem); bez załączników (dokumenty przekazuje się w placówce).',
      },
    ] as const;
    for (const { path, role, summary, result } of roles) {
      app.post(
        `/mpi/accounts/mpi-user/patients/${path}`,
        {
          config: { account: 'own', rateLimit: perMinute(20) },
          schema: {
            tags,
            summary,
            description: newProfileDescription(summary, result),
            body: profileRequestSchema,
            response: { 200: profileResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
          },
        },
        async (request) => {
          const account = accountOf(request);
          const answer = await addProfile(deps, { accountId: account.id, role, patient: request.body, ip: request.ip });
          // A new own record or link changes what the account reaches: its sessions read it afresh.
          if (answer.patientId !== null) app.sessions.forgetReach(account.id);
          return answer;
        },
      );
    }

    app.post(
      '/mpi/accounts/mpi-user/patients/attachments',
      {
        config: { account: 'own', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Przesłanie załączników (skanów dokumentu) do nowego profilu albo zmiany danych pacjenta (multipart/form-data)',
          description:
            'Pliki czekają najwyżej dobę na wywołanie POST patients/me|wards|children albo PUT patients/{id} tego konta (attachments: [{ fileId }]). Limity z ustawień rejestracji (fileUploadParams), typ sprawdzany po nazwie i po zawartości; wszystko albo nic. Błędy: 400 VALIDATION_ERROR, 400 BAD_REQUEST, 403 FORBIDDEN (załączniki wyłączone w ustawieniach danych pacjenta), 413, 429.',
          consumes: ['multipart/form-data'],
          response: { 200: uploadedFilesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => ({ files: await uploadProfileAttachments(deps, request, accountOf(request).id) }),
    );

    app.get(
      '/mpi/accounts/mpi-user/patients/me/identity',
      {
        config: { account: 'own' },
        schema: {
          tags,
          summary: 'Stan potwierdzenia tożsamości własnych danych pacjenta: czeka w placówce, odrzucona (powód) albo potwierdzona',
          description:
            'Bez danych rekordu (rekord czekający na potwierdzenie jest poza zasięgiem konta). identityStatus null: konto nie ma własnych danych. ' +
            'rejection: placówka obejrzała dokument i go nie przyjęła (powód, kiedy). newDocumentsAccepted: można dodać nowy skan (POST patients/me/documents).',
          response: { 200: ownIdentitySchema, 401: apiErrorSchema },
        },
      },
      async (request) => ownIdentity(deps, accountOf(request).id),
    );

    app.post(
      '/mpi/accounts/mpi-user/patients/me/documents',
      {
        config: { account: 'own', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Nowy skan dokumentu tożsamości do własnych danych pacjenta, których tożsamość czeka na potwierdzenie w placówce',
          description:
            'Pliki przesłane wcześniej przez POST patients/attachments. Dane wracają do sprawdzenia w placówce (np. po odrzuceniu poprzedniego skanu). ' +
            'Tylko dla danych zarejestrowanych z dokumentem; karta prowadzona w placówce przed rejestracją: dokument pokazuje się w placówce (400). ' +
            'Błędy: 400 VALIDATION_ERROR, 401, 404 (konto nie ma własnych danych), 409 CONFLICT (tożsamość nie czeka na potwierdzenie), 429.',
          body: identityDocumentsSchema,
          response: { 200: patientSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => handInIdentityDocuments(deps, { accountId: accountOf(request).id, attachments: request.body.attachments, ip: request.ip }),
    );

    app.put(
      '/mpi/accounts/mpi-user/patients/:patientId',
      {
        config: { patient: 'params', account: 'own' },
        schema: {
          tags,
          summary: 'Zmiana danych pacjenta: własnych, podopiecznego lub dziecka',
          description:
            'Adres zawsze; imiona, nazwisko, data urodzenia, płeć i PESEL / dokument tylko gdy patientNamesDisabled jest wyłączone, a tożsamość rekordu nie jest jeszcze potwierdzona (nie VERIFIED). Dane, których nie wolno zmienić, muszą wrócić bez zmian — inaczej 400 VALIDATION_ERROR przy polu. attachments: nowe pliki z POST patients/attachments; przy attachmentsRequired rekord musi mieć co najmniej jeden. Błędy: 400 VALIDATION_ERROR, 400 ACCOUNT_EXISTS (PESEL innego rekordu), 401, 404 (pacjent spoza zasięgu konta).',
          params: profileParamsSchema,
          body: patientUpdateSchema,
          response: { 200: patientSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        updatePatient(deps, { accountId: accountOf(request).id, patient: patientOf(request), data: request.body, ip: request.ip }),
    );

    app.get(
      '/mpi/accounts/mpi-user/patients/:patientId/attachments/:attachmentId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Załącznik pacjenta (plik); 404 dla załącznika, do którego konto nie ma dostępu',
          description: 'Odpowiedź to sam plik: content-type według zawartości, content-disposition: attachment z nazwą pliku, bez zapisu w pamięci podręcznej.',
          params: patientAttachmentParamsSchema,
          response: { 200: z.any().describe('Zawartość pliku'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        return sendDownload(reply, await openPatientAttachment(deps, patientOf(request), request.params.attachmentId));
      },
    );
  };
