import fs from 'node:fs';
import { chromium, type Request } from 'playwright-core';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The JavaScript a sign-in page loads until the network is idle, as Chromium received it (the bytes on
 * the wire: the Brotli copy the server sends), against its budget (/login ≤ 150 kB, /clinic/login ≤
 * 200 kB), and the page's first contentful paint. Every script's size is read before the browser closes,
 * so a late response cannot end the run.
 */
export async function signInPageJavaScript(
  base: string,
  rows: Array<{ figure: string; measured: string; goal: string; ok: boolean | null }>,
  log: (text: string) => void,
  page: { path: string; figure: string; goalKb: number },
) {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
  if (!executablePath) throw new Error('no Chromium: install Debian\'s "chromium" or set CHROME_PATH');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  try {
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
    const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (scripts.length === 0) throw new Error(`${page.path} loaded no JavaScript`);
    for (const s of scripts) log(`  ${s.url}: ${(s.wire / 1024).toFixed(1)} kB on the wire (${s.encoding})`);
    const total = scripts.reduce((sum, s) => sum + s.wire, 0) / 1024;
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    rows.push({
      figure: `${page.figure}, as transferred to Chromium (${encodings}; ${scripts.length} files)`,
      measured: `${total.toFixed(1)} kB`,
      goal: `≤ ${page.goalKb} kB`,
      ok: total <= page.goalKb,
    });
    if (fcp !== null) rows.push({ figure: `First contentful paint of ${page.path} (headless Chromium, same machine)`, measured: `${Math.round(fcp)} ms`, goal: '< 1500 ms', ok: fcp < 1500 });
  } finally {
    await browser.close();
  }
}
