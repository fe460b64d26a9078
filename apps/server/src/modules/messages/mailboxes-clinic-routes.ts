import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicMessageCategoriesSchema,
  clinicMessageCategorySchema,
  mailboxesSchema,
  mailboxInputSchema,
  mailboxParamsSchema,
  mailboxSchema,
  messageCategoryInputSchema,
  messageCategoryParamsSchema,
  newMessageCategorySchema,
  staffRoleValues,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import * as admin from './mailboxes-service';

const tags = ['clinic: messages'];
/** Every member reads the mailboxes and categories (to write to them, to file a message); only an administrator changes them. */
const read = { staff: { roles: staffRoleValues } } as const;
const write = { staff: { roles: ['ADMIN'] } } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: apiErrorSchema } as const;

/** The clinic console's mailboxes and message categories (module messages; read by every role, written by ADMIN). */
export const mailboxesClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/mailboxes',
      { config: read, schema: { tags, summary: 'Skrzynki przychodni (wg nazwy, także nieaktywne) z członkami; nazwa i opis po polsku oraz po angielsku i ukraińsku (null: brak)', response: { 200: mailboxesSchema, ...errors } } },
      async () => admin.listMailboxes(deps),
    );
    app.post(
      '/clinic/mailboxes',
      {
        config: write,
        schema: {
          tags,
          summary: 'Nowa skrzynka; 409 przy zajętej nazwie (bez względu na wielkość liter), 400 przy nieznanym lub nieaktywnym członku',
          description:
            'nameEn, nameUk: nazwa po angielsku i po ukraińsku (najwyżej 100 znaków; pusta: brak); descriptionEn, descriptionUk: opis po angielsku i po ukraińsku (najwyżej 500 znaków; pusty: brak). Pacjent i personel czytający po ukraińsku widzą ukraińskie, inaczej angielskie, inaczej polskie.',
          body: mailboxInputSchema,
          response: { 201: mailboxSchema, ...writeErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await admin.createMailbox(deps, request.body)),
    );
    app.put(
      '/clinic/mailboxes/:mailboxId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Zmiana skrzynki (cały formularz; członkowie zastępowani w całości). Nieaktywna skrzynka nie przyjmuje nowych wiadomości, a jej wiadomości zostają dostępne członkom',
          params: mailboxParamsSchema,
          body: mailboxInputSchema,
          response: { 200: mailboxSchema, ...writeErrors },
        },
      },
      async (request) => admin.updateMailbox(deps, request.params.mailboxId, request.body),
    );

    app.get(
      '/clinic/message-categories',
      { config: read, schema: { tags, summary: 'Kategorie wiadomości (wszystkie, także nieaktywne; wg kolejności)', response: { 200: clinicMessageCategoriesSchema, ...errors } } },
      async () => admin.listMessageCategoriesForClinic(deps),
    );
    app.post(
      '/clinic/message-categories',
      { config: write, schema: { tags, summary: 'Nowa kategoria wiadomości; 409 przy zajętym kodzie', body: newMessageCategorySchema, response: { 201: clinicMessageCategorySchema, ...writeErrors } } },
      async (request, reply) => reply.status(201).send(await admin.createMessageCategory(deps, request.body)),
    );
    app.put(
      '/clinic/message-categories/:code',
      {
        config: write,
        schema: {
          tags,
          summary: 'Zmiana kategorii (kod się nie zmienia); kategorii M „Wiadomość” nie można wyłączyć',
          params: messageCategoryParamsSchema,
          body: messageCategoryInputSchema,
          response: { 200: clinicMessageCategorySchema, ...errors },
        },
      },
      async (request) => admin.updateMessageCategory(deps, request.params.code, request.body),
    );
  };
