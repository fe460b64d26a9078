import type { MantineColor } from '@mantine/core';
import type { LinkedProfile } from '@portal/contracts';

/**
 * Colours of a link's state, each dark enough for white 11 px text at 4.5:1: confirmed teal, pending
 * indigo (waiting, not a fault), blocked red, deleted grey.
 */
export const linkStatusPalette: Record<LinkedProfile['status'], MantineColor> = { C: 'teal.9', P: 'indigo.9', J: 'red.9', D: 'gray.7' };
