import { z } from './zod-pl';

export const outboxChannelSchema = z.enum(['EMAIL', 'SMS']);
export const outboxItemSchema = z
  .object({
    id: z.number().int(),
    channel: outboxChannelSchema,
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    html: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxItem' });
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() });
