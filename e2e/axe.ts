import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe (WCAG 2.1 A and AA) over a page and every frame in it, run as one `axe.run` in the page.
 *
 * Not `@axe-core/playwright`'s AxeBuilder: each of its checks injects axe's half-megabyte source twice
 * (the page, then a new blank page where the frames' partial results are merged) and opens and closes
 * that page — about half of a check's time on this machine. Here axe is injected once into each frame
 * that lacks it (a page checked at two widths keeps it), frames answer the top frame by axe's own
 * messages (any origin, as AxeBuilder allows: the triage and document viewers are frames), and only the
 * violations travel back.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const INSTALL = `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    // A frame that went away meanwhile is not checked (nor is it on the page any more).
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true);
    if (!present) await frame.evaluate(INSTALL).catch(() => undefined);
  }
  return page.evaluate(
    (options) => (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options).then((r) => r.violations),
    OPTIONS,
  );
}
