import type { MantineColor } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';

/** Colours of a link's state: confirmed green, pending yellow-brown, blocked red, deleted grey. */
export const linkStatusPalette: Record<LinkedProfile['status'], MantineColor> = { C: 'green.9', P: 'yellow.9', J: 'red.8', D: 'gray.7' };
