import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The gzipped JavaScript a sign-in page loads until the network is idle (/login ≤ 150 kB, /clinic/login ≤ 200 kB). */
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
    const pending: Array<Promise<{ url: string; raw: number; gzip: number }>> = [];
    tab.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
      if (!isScript || response.status() !== 200) return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    if (scripts.length === 0) throw new Error(`${page.path} loaded no JavaScript`);
    for (const s of scripts) log(`  ${s.url}: ${(s.raw / 1024).toFixed(1)} kB, gzip ${(s.gzip / 1024).toFixed(1)} kB`);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const goal = `≤ ${page.goalKb} kB`;
    rows.push({ figure: `${page.figure}, gzip -9 (${scripts.length} files)`, measured: `${total.toFixed(1)} kB`, goal, ok: total <= page.goalKb });
  } finally {
    await browser.close();
  }
}

