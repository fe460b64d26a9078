import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicLinkInputSchema,
  clinicLinkOrderSchema,
  clinicLinkParamsSchema,
  clinicLinkSchema,
  clinicSettingsSchema,
  settingsEditSchemas,
  settingsGroupKeys,
  settingsGroupSchemas,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { staffOf } from '../../plugins/staff-access';
import type { SettingsGroups, SettingsKey } from './settings-defaults';
import {
  createLink,
  deleteLink,
  getSettings,
  listClinicLinks,
  listClinicSettings,
  reorderLinks,
  saveSettings,
  updateLink,
  type SettingsActor,
} from './settings-service';

const tags = ['clinic-settings'];
const admin = { staff: { roles: ['ADMIN'] as const } };
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };
const noContent = z.null().describe('Brak treści');

const actorOf = (request: FastifyRequest): SettingsActor => {
  const { member } = staffOf(request);
  return { staffId: member.id, login: member.login, ip: request.ip };
};

/**
 * The clinic console's settings (role ADMIN): each group of the patient portal's settings read and
 * replaced whole, at `/clinic/settings/<key>` (a key the portal does not have is an unknown path: 404),
 * and the top-bar links. Every change is one event STAFF_SETTINGS_CHANGED; a group's change is
 * served to patients at once (the public reads revalidate by ETag, module flags are read afresh).
 */
export const settingsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/settings',
      {
        config: admin,
        schema: { tags, summary: 'Wszystkie grupy ustawień portalu z bieżącymi wartościami', response: { 200: clinicSettingsSchema, ...refusals } },
      },
      async () => listClinicSettings(deps),
    );

    const groupRoutes = <K extends SettingsKey>(key: K) => {
      // One route pair per group: the type of each group's schema is lost in the loop, not its checks.
      const value: z.ZodType = settingsGroupSchemas[key];
      const edit: z.ZodType = settingsEditSchemas[key];
      app.get(
        `/clinic/settings/${key}`,
        { config: admin, schema: { tags, summary: `Grupa ustawień ${key}`, response: { 200: value, ...refusals } } },
        async () => getSettings(deps, key),
      );
      app.put(
        `/clinic/settings/${key}`,
        {
          config: admin,
          schema: {
            tags,
            summary: `Zmiana grupy ustawień ${key} (cała grupa)`,
            body: edit,
            response: { 200: value, 400: apiErrorSchema, ...refusals },
          },
        },
        // The body is the edit schema's output, which is the group's stored shape.
        async (request) => saveSettings(deps, key, request.body as SettingsGroups[K], actorOf(request)),
      );
    };
    for (const key of settingsGroupKeys) groupRoutes(key);

    app.get(
      '/clinic/links',
      { config: admin, schema: { tags, summary: 'Odnośniki górnego paska w kolejności', response: { 200: z.array(clinicLinkSchema), ...refusals } } },
      async () => listClinicLinks(deps),
    );
    app.post(
      '/clinic/links',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Nowy odnośnik górnego paska (bez pozycji: na końcu)',
          body: clinicLinkInputSchema,
          response: { 201: clinicLinkSchema, 400: apiErrorSchema, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send(await createLink(deps, request.body, actorOf(request))),
    );
    app.put(
      '/clinic/links/order',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Nowa kolejność odnośników (wszystkie identyfikatory)',
          body: clinicLinkOrderSchema,
          response: { 200: z.array(clinicLinkSchema), 400: apiErrorSchema, ...refusals, 404: apiErrorSchema },
        },
      },
      async (request) => reorderLinks(deps, request.body.ids, actorOf(request)),
    );
    app.put(
      '/clinic/links/:linkId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Zmiana odnośnika górnego paska (bez pozycji: zostaje na miejscu)',
          params: clinicLinkParamsSchema,
          body: clinicLinkInputSchema,
          response: { 200: clinicLinkSchema, 400: apiErrorSchema, ...refusals, 404: apiErrorSchema },
        },
      },
      async (request) => updateLink(deps, request.params.linkId, request.body, actorOf(request)),
    );
    app.delete(
      '/clinic/links/:linkId',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Usunięcie odnośnika górnego paska',
          params: clinicLinkParamsSchema,
          response: { 204: noContent, ...refusals, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deleteLink(deps, request.params.linkId, actorOf(request));
        return reply.status(204).send(null);
      },
    );
  };
