import { z } from './zod-pl';

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const patientParamsSchema = z.object({ patientId: idSchema });
/** Many calls of the spec answer `{ value }` (a PIN, a flag, a URL, a login suggestion). */
export const valueOf = <T extends z.ZodType>(schema: T) => z.object({ value: schema });
export const okSchema = z.object({ ok: z.literal(true) });
/** Calendar date as sent over the wire: YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
