import fs from 'node:fs';
import { chromium, type Page, type Request } from 'playwright-core';
import { ratioRow, type BenchRow } from './bench-ratio';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Goal on the sign-in page's first paint / the bare page's. The sign-in page paints after its scripts
 * are parsed and run (a React app), CPU work a loaded machine stretches far more than the bare page's
 * paint: 10 × (/login, 1.8 s against 0.18 s) and 20 × (/clinic/login, 2.1 s against 0.11 s) measured at
 * load 15. 40 × leaves room for a noisier run and fails a page that paints twice as late as today under
 * the same load (a page waiting for a lazy chunk or an API answer before painting).
 */
const FCP_GOAL_RATIO = 40;

/** The page's first contentful paint in ms from navigation, waited for up to 5 s; null if it never painted. */
async function firstPaint(tab: Page): Promise<number | null> {
  return tab.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        // Not painted yet when the network went idle: wait for it a little.
        new PerformanceObserver((list) => resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 5_000);
      }),
  );
}

/**
 * The JavaScript a sign-in page loads until the network is idle, as Chromium received it (the bytes on
 * the wire: the Brotli copy the server sends), against its budget (/login ≤ 150 kB, /clinic/login ≤
 * 200 kB) — an absolute figure: bytes do not move with the machine's load, and there is no meaningful
 * baseline — and the page's first contentful paint against the first paint of a page with one paragraph
 * and no script (`bare`, served by the bench's bare route), loaded in the same browser just before.
 * Every script's size is read before the browser closes, and every event handler's promise is settled
 * there, so a late response cannot end the run.
 */
export async function signInPageJavaScript(
  base: string,
  bare: string | null,
  rows: BenchRow[],
  log: (text: string) => void,
  page: { path: string; figure: string; goalKb: number; database: string },
) {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
  if (!executablePath) throw new Error('no Chromium: install Debian\'s "chromium" or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  try {
    let bareFcp: number | null = null;
    if (bare) {
      const bareTab = await browser.newPage();
      await bareTab.goto(bare, { waitUntil: 'networkidle' });
      bareFcp = await firstPaint(bareTab);
      await bareTab.close();
    }
    const tab = await browser.newPage();
    const finished: Request[] = [];
    tab.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request);
    });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(
      finished.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        return { url: new URL(request.url()).pathname, wire: sizes.responseBodySize, encoding: headers['content-encoding'] ?? 'none' };
      }),
    );
    const fcp = await firstPaint(tab);
    if (scripts.length === 0) throw new Error(`${page.path} loaded no JavaScript`);
    for (const s of scripts) log(`  ${s.url}: ${(s.wire / 1024).toFixed(1)} kB on the wire (${s.encoding})`);
    const total = scripts.reduce((sum, s) => sum + s.wire, 0) / 1024;
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    rows.push({
      figure: `${page.figure}, as transferred to Chromium (${encodings}; ${scripts.length} files; bytes: absolute, no baseline)`,
      measured: `${total.toFixed(1)} kB`,
      goal: `≤ ${page.goalKb} kB`,
      ok: total <= page.goalKb,
      database: page.database,
    });
    if (fcp === null) throw new Error(`${page.path} reported no first contentful paint`);
    if (bareFcp === null) throw new Error('the bare page reported no first contentful paint');
    log(`  first contentful paint of ${page.path}: ${Math.round(fcp)} ms; of the bare page: ${Math.round(bareFcp)} ms`);
    rows.push(
      ratioRow({
        figure: `First contentful paint of ${page.path} (headless Chromium) vs a page with one paragraph and no script, served by a bare route, in the same browser just before`,
        stat: '',
        value: fcp,
        baseline: bareFcp,
        baselineLabel: 'the bare page',
        goalRatio: FCP_GOAL_RATIO,
        database: page.database,
      }),
    );
  } finally {
    await browser.close();
  }
}
