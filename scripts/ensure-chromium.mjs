// Finds a Chromium for the browser tests; on Debian as root installs Debian's package when none is
// present; otherwise stops with a message — the browser tests are never skipped silently.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((p) => fs.existsSync(p));

let chrome = found();
if (!chrome) {
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('Chromium not found: installing Debian\'s "chromium" package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    chrome = found();
  }
}
if (!chrome) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
  );
  process.exit(1);
}
console.log(`Browser tests use ${chrome}`);
