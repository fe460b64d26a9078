import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * On the booking wizard's dates step, takes the first slot the patient can have, as she would: a slot
 * at the time of another visit of hers is answered with the parallel-booking warning ("W tym czasie masz
 * już rezerwację…") and she takes the next one. (The demo's teleconsultation starts within the half hour
 * of the server's start, so a service's first free slot may be at its time.) Answers when the wizard has
 * left the dates step.
 */
export async function takeFirstAvailableSlot(page: Page): Promise<void> {
  const slots = page.getByTestId('time-slot');
  const parallel = page.getByText(/^W tym czasie masz już rezerwację/);
  for (let i = 0; i < 6; i++) {
    const warned = await parallel.count();
    await slots.nth(i).click();
    let outcome = '';
    await expect
      .poll(async () => {
        outcome = !new URL(page.url()).pathname.endsWith('/dates') ? 'next' : (await parallel.count()) > warned ? 'parallel' : '';
        return outcome;
      })
      .not.toBe('');
    if (outcome === 'next') return;
  }
  throw new Error('every one of the first six slots is at the time of another visit of hers');
}
