import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import type { Deps } from '../../../deps';
import { clinicCatalogue } from '../../../lib/clinic-catalogue-routes';
import * as admin from './mailboxes-service';

const tags = ['clinic: messages'];

/** The clinic console's mailboxes and message categories (module messages; read by every role, written by ADMIN). */
export const mailboxesClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Every member reads the mailboxes and categories (to write to them, to file a message); only an administrator changes them.
    const catalogue = clinicCatalogue(app, { tags, read: { roles: staffRoleValues }, write: { roles: ['ADMIN'] } });

    catalogue.list(
      '/clinic/mailboxes',
      { summary: 'Skrzynki przychodni (wg nazwy, także nieaktywne) z członkami; nazwa i opis po polsku oraz po angielsku i ukraińsku (null: brak)', response: mailboxesSchema },
      () => admin.listMailboxes(deps),
    );
    catalogue.create(
      '/clinic/mailboxes',
      {
        summary: 'Nowa skrzynka; 409 przy zajętej nazwie (bez względu na wielkość liter), 400 przy nieznanym lub nieaktywnym członku',
        description:
          'nameEn, nameUk: nazwa po angielsku i po ukraińsku (najwyżej 100 znaków; pusta: brak); descriptionEn, descriptionUk: opis po angielsku i po ukraińsku (najwyżej 500 znaków; pusty: brak). Pacjent i personel czytający po ukraińsku widzą ukraińskie, inaczej angielskie, inaczej polskie.',
        body: mailboxInputSchema,
        response: mailboxSchema,
      },
      ({ body }) => admin.createMailbox(deps, body),
    );
    catalogue.update(
      '/clinic/mailboxes/:mailboxId',
      {
        summary: 'Zmiana skrzynki (cały formularz; członkowie zastępowani w całości). Nieaktywna skrzynka nie przyjmuje nowych wiadomości, a jej wiadomości zostają dostępne członkom',
        params: mailboxParamsSchema,
        body: mailboxInputSchema,
        response: mailboxSchema,
      },
      ({ params, body }) => admin.updateMailbox(deps, params.mailboxId, body),
    );

    catalogue.list('/clinic/message-categories', { summary: 'Kategorie wiadomości (wszystkie, także nieaktywne; wg kolejności)', response: clinicMessageCategoriesSchema }, () =>
      admin.listMessageCategoriesForClinic(deps),
    );
    catalogue.create('/clinic/message-categories', { summary: 'Nowa kategoria wiadomości; 409 przy zajętym kodzie', body: newMessageCategorySchema, response: clinicMessageCategorySchema }, ({ body }) =>
      admin.createMessageCategory(deps, body),
    );
    catalogue.update(
      '/clinic/message-categories/:code',
      {
        summary: 'Zmiana kategorii (kod się nie zmienia); kategorii M „Wiadomość” nie można wyłączyć',
        params: messageCategoryParamsSchema,
        body: messageCategoryInputSchema,
        response: clinicMessageCategorySchema,
        conflict: false,
      },
      ({ params, body }) => admin.updateMessageCategory(deps, params.code, body),
    );
  };
