import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type DemoAccount } from '../fixtures';
import { DEMO_DUTY_DOCTOR, DEMO_PARTNER_STAFF, DEMO_STAFF } from '../../apps/server/src/demo';
import { sweepPages } from '../../packages/ui/src/test/sweep-pages';
import { polishOnlyShown } from '../polish-only';

/**
 * The accessibility sweep: every page of both apps, opened once by the person it is for, checked by axe
 * (WCAG 2.1 A and AA) on a desktop and on a phone, and on the phone checked for horizontal overflow in
 * Polish, English and Ukrainian and for Polish-only text in the other two. The pages are listed by
 * each feature in its folder (`apps/<app>/src/features/<name>/a11y-routes.json`, read in path order by
 * packages/ui's `sweepPages`, see there); the apps' own tests (apps/web and apps/clinic
 * `a11y-sweep.test.ts`) fail when a route of their route tables is missing from them or a feature lists
 * another's page, so a new page joins the sweep with its feature. An entry with `known` (a defect not
 * fixed yet) is listed, its check marked fixme. Flows check their own states (dialogs, errors); this
 * checks each page as it first shows.
 */
const pages = { web: sweepPages('web'), clinic: sweepPages('clinic') };

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * How far the page reaches past the window's right edge, in CSS pixels (0: it fits), and the innermost
 * elements that stick out, named so that the failure says where to look.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const over = root.scrollWidth - root.clientWidth;
    if (over <= 0) return { over: 0, culprits: [] as string[] };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5);
    const innermost = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" (right ${Math.round(el.getBoundingClientRect().right)})`;
    return { over, culprits: innermost.slice(0, 5).map(name) };
  });

/**
 * Switches the page's language in place, as a person does: the patient portal's footer buttons, the
 * console's switch in its header. False where the page has no switch (the server's own demo pages).
 */
async function switchLanguage(page: Page, app: 'web' | 'clinic', lng: 'pl' | 'en' | 'uk'): Promise<boolean> {
  const control = (app === 'web' ? page.locator(`footer button[lang="${lng}"]`) : page.locator(`header label:has(span[lang="${lng}"])`)).first();
  if ((await control.count()) === 0) return false;
  await control.click();
  // <html lang> changes once every text of the language is in.
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  return true;
}

/**
 * A route pattern (`:id`, `:id?`) as a regular expression over an address's path. A parameter is never
 * the word "new", so a page's "new" link does not pass for a record's.
 */
const ID = '(?!new(?:/|$))[^/]+';
const patternRe = (pattern: string) => new RegExp(`^${pattern.replace(/\/:[A-Za-z]+\?/g, `(?:/${ID})?`).replace(/:[A-Za-z]+/g, ID)}$`);

/**
 * One browser context per person per worker, signed in once and kept for every page that person opens:
 * the pages share its HTTP cache (the apps' chunks are fetched and compiled once, not once a page) and
 * its session (a patient's password is checked once, a staff member's TOTP code used once).
 */
const contexts = new Map<string, Promise<BrowserContext>>();

async function signedInContext(browser: Browser, baseURL: string, as: string, clinicSignIn: (page: Page, login: string, password: string) => Promise<void>) {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  if (as === 'visitor') return context;
  if (as in DEMO_ACCOUNTS) {
    const res = await context.request.post('/api/mpi/accounts/login', { data: DEMO_ACCOUNTS[as as DemoAccount], headers: { 'x-portal-client': '1' } });
    expect(res.status(), `sign-in of ${as}`).toBe(200);
    return context;
  }
  // The clinic's demo staff, the teleconsultation duty doctor, and the partner's staff member (role PARTNER).
  const member = [...Object.values(DEMO_STAFF), DEMO_DUTY_DOCTOR, DEMO_PARTNER_STAFF].find((s) => s.login === as);
  if (!member) throw new Error(`a11y-routes.json: nobody is "${as}"`);
  const page = await context.newPage();
  await clinicSignIn(page, member.login, member.password);
  await page.close();
  return context;
}

function contextFor(browser: Browser, baseURL: string, as: string, clinicSignIn: (page: Page, login: string, password: string) => Promise<void>) {
  let context = contexts.get(as);
  if (!context) {
    context = signedInContext(browser, baseURL, as, clinicSignIn);
    // A sign-in that failed fails its page, and the next page of that person tries again.
    context.catch(() => contexts.delete(as));
    contexts.set(as, context);
  }
  return context;
}

/** Opens `start`, then follows the first link matching each pattern in turn; answers the last address. */
async function followLinks(page: Page, start: string, patterns: string[]): Promise<string> {
  // `{+N}` in the first address: the day N days from today (a list's date range).
  let at = start.replace(/\{\+(\d+)\}/g, (_, days: string) => new Date(Date.now() + Number(days) * 86_400_000).toISOString().slice(0, 10));
  for (const pattern of patterns) {
    // The server's own pages (the demo outbox) link with the full address: only the path is followed.
    await page.goto(at);
    const re = patternRe(pattern);
    const found = async () => {
      const hrefs = await page.locator('a[href]').evaluateAll((as) =>
        as.map((a) => {
          const u = new URL((a as HTMLAnchorElement).href);
          return u.pathname + u.search;
        }),
      );
      return hrefs.find((h) => re.test(h.split('?')[0]));
    };
    await expect
      .poll(found, { message: `a link to ${pattern} on ${at}` })
      .toBeTruthy()
      .catch(async (error: Error) => {
        // Where the page ended (a sign-in page, an error, a list without the row): the failure says it.
        const heading = await page.locator('h1').first().textContent({ timeout: 1_000 }).catch(() => null);
        const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
        throw new Error(`${error.message}\nthe page: ${page.url()}, heading ${JSON.stringify(heading)}, alerts ${JSON.stringify(alerts)}`);
      });
    at = (await found())!;
  }
  return at;
}

test.describe('accessibility sweep', () => {
  // The pages spread over both workers.
  test.describe.configure({ mode: 'parallel' });

  for (const app of ['web', 'clinic'] as const) {
    for (const entry of pages[app]) {
      test(`${entry.url} as ${entry.as}`, async ({ browser, serverUrl, clinicSignIn, checkA11y }) => {
        test.fixme(entry.known !== undefined, entry.known);
        const context = await contextFor(browser, serverUrl, entry.as, clinicSignIn);
        const page = await context.newPage();
        const url = entry.via ? await followLinks(page, entry.via[0], [...entry.via.slice(1), entry.url]) : entry.url;
        // Opened once on a desktop; the phone's layout follows the resize (media queries and Mantine's
        // hooks answer it), so the page is not loaded twice.
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(url);
        for (const size of WIDTHS) {
          await page.setViewportSize({ width: size.width, height: size.height });
          // The page has shown: its heading (every page has one), and no loader is left.
          await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 20_000 });
          await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
          await checkA11y(page);
        }
        // On the phone, where long words bite: the page fits the window in Polish, then, switched in the
        // same page load (no reload, no axe: the layout is what changes), in English and in Ukrainian,
        // and shows no Polish-only text in those two.
        const problems: string[] = [];
        const measure = async (lng: string) => {
          const { over, culprits } = await overflow(page);
          if (over > 0) problems.push(`${lng}: ${over} px wider than the 390 px window, past its edge: ${culprits.join('; ')}`);
        };
        await measure('pl');
        for (const lng of ['en', 'uk'] as const) {
          if (!(await switchLanguage(page, app, lng))) break;
          await measure(lng);
          // The interface and the words the clinic configures (categories, document types, services, link
          // names, questionnaire options) read in the page's language; only text the page declares Polish
          // (lang="pl": a consent's legal text) may stay so (issue 28 item 5).
          // The switch reads the server's answers again (they carry those words in the new language), in
          // the background: the page may show the old words for a moment.
          await expect
            .poll(() => polishOnlyShown(page), { timeout: 5_000 })
            .toEqual([])
            .catch(async () => problems.push(`${lng}: Polish-only text ${JSON.stringify(await polishOnlyShown(page))}`));
        }
        // The context's next page starts in Polish again.
        await switchLanguage(page, app, 'pl');
        expect(problems, `${url} at 390 px`).toEqual([]);
        await page.close();
      });
    }
  }
});
