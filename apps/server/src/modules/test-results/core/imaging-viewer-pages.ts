import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { framePixels, readInstance } from '../../../integrations/imaging/dicom';
import { renderInvalidViewer, renderViewer, VIEWER_SCRIPT_PATH } from './imaging-viewer-page';
import { VIEWER_SCRIPT } from './imaging-viewer-script';
import { openViewerToken, VIEWER_HOLDER_COOKIE, VIEWER_PATH, viewerLanguages, type ViewerSessions } from './imaging-viewer-service';

const tags = ['imaging viewer'];
/** An instance larger than this is not drawn (the viewer reads an instance whole). */
const MAX_INSTANCE_BYTES = 64 * 1024 * 1024;

const tokenQuery = z.object({ token: z.string().max(500).optional(), lang: z.string().max(5).optional() });
const frameQuery = z.object({ token: z.string().max(500), sop: z.string().regex(/^[0-9.]{1,64}$/) });
const studySchema = z.object({
  series: z.array(
    z.object({
      seriesUid: z.string(),
      seriesNumber: z.number().nullable(),
      modality: z.string().nullable(),
      description: z.string().nullable(),
      instances: z.array(z.object({ sopUid: z.string(), instanceNumber: z.number().nullable() })),
    }),
  ),
});
const refusal = z.object({ message: z.string() });

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const refused = (reply: FastifyReply) => noStore(reply).status(404).send({ message: 'Badanie jest niedostępne.' });

/**
 * The portal's own imaging viewer (IMAGING_ARCHIVE=local, and the console's view of any study): the page,
 * its script and its data, opened by the signed token of the viewer's address together with the viewer's
 * cookie of the session that asked for it (imaging-viewer-service) — without a genuine, unexpired token
 * for the study, held by a live session's browser, nothing is answered. Framed by the portal only
 * (the Content-Security-Policy's frame-ancestors 'self').
 */
export const imagingViewerPages =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const sessions: ViewerSessions = { P: (idHash) => app.sessions.isLive(idHash), S: (idHash) => app.staffSessions.isLive(idHash) };
    const open = (request: FastifyRequest, token: string) => openViewerToken(deps, sessions, token, request.cookies[VIEWER_HOLDER_COOKIE]);

    app.get(VIEWER_PATH, { schema: { tags, summary: 'Przeglądarka obrazów badania (ramka portalu; token z adresu, język pl, en lub uk)', querystring: tokenQuery } }, async (request, reply) => {
      const lang = viewerLanguages.find((l) => l === request.query.lang) ?? 'pl';
      const opened = request.query.token ? await open(request, request.query.token) : null;
      noStore(reply).type('text/html; charset=utf-8');
      return opened ? reply.send(renderViewer(lang)) : reply.status(400).send(renderInvalidViewer(lang));
    });

    app.get(VIEWER_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(VIEWER_SCRIPT),
    );

    app.get(
      `${VIEWER_PATH}/study`,
      { schema: { tags, summary: 'Serie i obrazy badania z tokenu', querystring: z.object({ token: z.string().max(500) }), response: { 200: studySchema, 404: refusal } } },
      async (request, reply) => {
        const opened = await open(request, request.query.token);
        if (!opened) return refused(reply);
        return noStore(reply).send({ series: await deps.imaging.series(opened.studyUid) });
      },
    );

    app.get(
      `${VIEWER_PATH}/frames`,
      {
        schema: {
          tags,
          summary: 'Piksele obrazu: 16 bitów little endian (ze znakiem, gdy x-dicom-signed: 1), geometria i okno w nagłówkach x-dicom-*; 415: obraz skompresowany lub kolorowy',
          querystring: frameQuery,
        },
      },
      async (request, reply) => {
        const opened = await open(request, request.query.token);
        const instance = opened ? await deps.imaging.openInstance(opened.studyUid, request.query.sop) : null;
        if (!instance) return refused(reply);
        const read = await readInstance(instance.stream, MAX_INSTANCE_BYTES);
        const pixels = read ? framePixels(read.header, read.bytes) : null;
        if (!read || !pixels) return noStore(reply).status(415).send({ message: 'Tego obrazu nie można wyświetlić.' });
        const h = read.header;
        const headers: Record<string, string> = {
          'x-dicom-rows': String(h.rows),
          'x-dicom-columns': String(h.columns),
          'x-dicom-signed': h.pixelRepresentation === 1 ? '1' : '0',
          'x-dicom-slope': String(h.rescaleSlope),
          'x-dicom-intercept': String(h.rescaleIntercept),
        };
        if (h.windowCenter !== null && h.windowWidth !== null) Object.assign(headers, { 'x-dicom-window-center': String(h.windowCenter), 'x-dicom-window-width': String(h.windowWidth) });
        if (h.sliceLocation !== null) headers['x-dicom-slice-location'] = String(h.sliceLocation);
        if (h.pixelSpacing) headers['x-dicom-pixel-spacing'] = h.pixelSpacing.join('\\');
        if (h.instanceNumber !== null) headers['x-dicom-instance-number'] = String(h.instanceNumber);
        return noStore(reply).headers(headers).type('application/octet-stream').send(pixels);
      },
    );
  };
