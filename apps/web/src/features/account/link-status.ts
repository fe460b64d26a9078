import type { MantineColor } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';

/**
 * Colours of a link's state, each at least 4.5:1 under the badge's white 11 px text (axe on the
 * account tabs): confirmed teal (5.0:1), pending dark amber (6.2:1), blocked red (5.4:1), deleted grey.
 * Mantine's green.9, yellow.9 and red.8 fall short of it.
 */
export const linkStatusPalette: Record<LinkedProfile['status'], MantineColor> = { C: 'teal.9', P: '#9c4a00', J: 'red.9', D: 'gray.7' };
