import { Text } from '@mantine/core';
import type { WrittenBy } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import type { ReactNode } from 'react';

/* How the console's record pages (the register, the document-request queue) write an instant and a labelled value. */

/** DD-MM-RRRR HH:MM of an instant in the clinic's zone (the portal's formatter); a dash for none. */
export const moment = (instant: string | null) => (instant ? formatDateTime(instant) : '—');

/** Who at the clinic wrote something and when ("Anna Nowak, 04-12-2026 10:15"); a dash for none (older rows, the lab's). */
export const author = (writtenBy: WrittenBy | null | undefined) => (writtenBy ? `${writtenBy.name}, ${moment(writtenBy.at)}` : '—');

/** A label above its value, inside a `dl`. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}
