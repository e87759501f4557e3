/**
 * The install pages in a real browser (headless Chromium, test/support/chromium.ts), served by the OAuth
 * handler on a local gateway over HTTP: the install page reads as it should and its button goes to
 * Slack's authorize page with the manifest's scopes and a state; Slack's redirect back (the Web API
 * recorder's oauth.v2.access exchanging the code) lands on the success page; a forged state on the
 * failure page. A business's logo, support and privacy links show on each page where configured, under
 * the pages' Content-Security-Policy, and no empty link where they are not. Screenshots of the pages go
 * to test-output/slack-install/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { type LocalGateway, startGateway } from '../../infra/local/http-gateway';
import { CUSTOMER_SCOPES, REDIRECT_PATH } from '../../lib/channels/slack/oauth/handler';
import { launchChromium } from '../support/chromium';
import { mondayMorning } from '../support/clock';
import { ROOT } from '../support/local-start';
import { type SlackStack, startSlackStack } from '../support/slack-stack';

const SHOTS = join(ROOT, 'test-output', 'slack-install');
const HOTEL = 'T0HOTEL';

describe('the install pages in a browser', () => {
  let stack: SlackStack;
  let gateway: LocalGateway;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ stack, gateway, browser, page } = await openInstallPages());
  }, 30_000);
  afterAll(() => closeInstallPages({ stack, gateway, browser }));

  it('installs from the Add to Slack button to the success page, and refuses a forged state', async () => {
    await page.goto(`${gateway.url}/slack/install`);
    expect(await page.title()).toBe('Add Laundry to Slack');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    expect(text).toContain('Add Laundry to your Slack');
    expect(text).toContain('What the app keeps');
    const button = await page.$eval('a#add-to-slack', (a) => ({
      href: a.getAttribute('href') ?? '',
      label: a.getAttribute('aria-label'),
      wide: a.getBoundingClientRect().right <= (globalThis as unknown as { innerWidth: number }).innerWidth,
    }));
    expect(button.label).toBe('Add Laundry to Slack');
    expect(button.wide).toBe(true);
    const authorize = new URL(button.href);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    // A customer's workspace is asked only for what it uses (docs/slack.md).
    expect(authorize.searchParams.get('scope')?.split(',')).toEqual(CUSTOMER_SCOPES);
    const state = authorize.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{40,}$/);
    // No logo, support or privacy configured: nothing in their place, no empty link.
    expect(await page.$$('img')).toHaveLength(0);
    expect(await links(page)).toEqual([{ href: button.href, text: 'Add to Slack' }]);
    await page.screenshot({ path: join(SHOTS, '1-install.png'), fullPage: true });

    // Slack sends the browser back with a code for the hotel's workspace and the page's state.
    const code = stack.slackApi.authorizeCode(HOTEL);
    await page.goto(`${gateway.url}${REDIRECT_PATH}?${new URLSearchParams({ code, state })}`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Laundry is added to Workspace T0HOTEL');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('/laundry');
    expect(await links(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, '2-installed.png'), fullPage: true });
    expect(stack.slackApi.calls.filter((call) => call.method === 'oauth.v2.access')).toHaveLength(1);

    const forged = new URLSearchParams({ code: stack.slackApi.authorizeCode(HOTEL), state: `${state}x` });
    const refused = await page.goto(`${gateway.url}${REDIRECT_PATH}?${forged}`);
    expect(refused?.status()).toBe(400);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('This install link is no longer valid');
    expect(await links(page)).toEqual([
      { href: `${gateway.url}/slack/install`, text: 'Back to the install page' },
    ]);
    await page.screenshot({ path: join(SHOTS, '3-refused.png'), fullPage: true });
    expect(stack.slackApi.calls.filter((call) => call.method === 'oauth.v2.access')).toHaveLength(1);
  });

  it('a browser asking for Spanish (Accept-Language: es-US) gets the install, success and refusal pages in Spanish', async () => {
    const spanish = await browser.newPage();
    try {
      await spanish.setExtraHTTPHeaders({ 'Accept-Language': 'es-US,es;q=0.9,en;q=0.5' });
      await spanish.goto(`${gateway.url}/slack/install`);
      expect(await spanish.$eval('html', (html) => html.getAttribute('lang'))).toBe('es');
      expect(await spanish.title()).toBe('Agregue Laundry a Slack');
      const text = await spanish.$eval('main', (main) => main.textContent ?? '');
      expect(text).toContain('Agregue Laundry a su Slack');
      expect(text).toContain('Qué guarda la app');
      const button = await spanish.$eval('a#add-to-slack', (a) => ({
        href: a.getAttribute('href') ?? '',
        label: a.getAttribute('aria-label'),
        text: a.textContent,
      }));
      expect(button).toMatchObject({ label: 'Agregar Laundry a Slack', text: 'Agregar a Slack' });
      const state = new URL(button.href).searchParams.get('state') ?? '';
      const code = stack.slackApi.authorizeCode(HOTEL);
      await spanish.goto(`${gateway.url}${REDIRECT_PATH}?${new URLSearchParams({ code, state })}`);
      expect(await spanish.$eval('h1', (h1) => h1.textContent)).toBe('Laundry se agregó a Workspace T0HOTEL');
      const forged = new URLSearchParams({ code: stack.slackApi.authorizeCode(HOTEL), state: `${state}x` });
      await spanish.goto(`${gateway.url}${REDIRECT_PATH}?${forged}`);
      expect(await spanish.$eval('h1', (h1) => h1.textContent)).toBe(
        'Este enlace de instalación ya no es válido',
      );
      expect(await links(spanish)).toEqual([
        { href: `${gateway.url}/slack/install`, text: 'Volver a la página de instalación' },
      ]);
    } finally {
      await spanish.close();
    }
  });

  it('a refresh of the success page says it is installed, and exchanges no code again', async () => {
    await page.goto(`${gateway.url}/slack/install`);
    const href = await page.$eval('a#add-to-slack', (a) => a.getAttribute('href') ?? '');
    const state = new URL(href).searchParams.get('state') ?? '';
    const code = stack.slackApi.authorizeCode(HOTEL);
    const exchanges = () => stack.slackApi.calls.filter((call) => call.method === 'oauth.v2.access').length;
    const before = exchanges();
    await page.goto(`${gateway.url}${REDIRECT_PATH}?${new URLSearchParams({ code, state })}`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Laundry is added to Workspace T0HOTEL');

    const again = await page.reload();
    expect(again?.status()).toBe(200);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Laundry is added to Workspace T0HOTEL');
    expect(await page.$eval('main', (main) => main.textContent)).not.toContain('nothing was installed');
    expect(exchanges()).toBe(before + 1);
    // Another used state in the same browser is still refused.
    const forged = new URLSearchParams({ code, state: `${state}x` });
    expect((await page.goto(`${gateway.url}${REDIRECT_PATH}?${forged}`))?.status()).toBe(400);
  });
});

const LOGO = 'https://cdn.spincity.example/logo.png';
/** A 1×1 PNG: the logo Chromium is served when it asks for LOGO. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the install pages of a business with its logo, support and privacy links', () => {
  let stack: SlackStack;
  let gateway: LocalGateway;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ stack, gateway, browser, page } = await openInstallPages({
      BUSINESS_NAME: 'Spin City <Laundry> & Co',
      BUSINESS_LOGO_URL: LOGO,
      BUSINESS_SUPPORT_URL: 'help@spincity.example',
      BUSINESS_PRIVACY_URL: 'https://spincity.example/privacy?from=slack&lang=en',
    }));
    // The logo's host is not reachable from here: Chromium is handed the image when (and only if) the
    // page's Content-Security-Policy lets it ask for it.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url() === LOGO) void request.respond({ status: 200, contentType: 'image/png', body: PNG });
      else void request.continue();
    });
  }, 30_000);
  afterAll(() => closeInstallPages({ stack, gateway, browser }));

  it('the install page names the business, shows its logo and links to its support and privacy policy', async () => {
    await page.goto(`${gateway.url}/slack/install`);
    expect(await page.title()).toBe('Add Spin City <Laundry> & Co to Slack');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Add Spin City <Laundry> & Co to your Slack');
    expect(await logo(page)).toEqual({ src: LOGO, alt: 'Spin City <Laundry> & Co logo', loaded: true });
    const href = await page.$eval('a#add-to-slack', (a) => a.getAttribute('href') ?? '');
    expect(await links(page)).toEqual([
      { href, text: 'Add to Slack' },
      { href: 'mailto:help@spincity.example', text: 'Help: help@spincity.example' },
      { href: 'https://spincity.example/privacy?from=slack&lang=en', text: 'Privacy policy' },
    ]);
    // The page's own style sheet still applies under its Content-Security-Policy.
    const background = await page.$eval(
      'a#add-to-slack',
      (a) =>
        (
          globalThis as unknown as { getComputedStyle: (element: unknown) => { backgroundColor: string } }
        ).getComputedStyle(a).backgroundColor,
    );
    expect(background).toBe('rgb(74, 21, 75)');
    await page.screenshot({ path: join(SHOTS, '4-install-branded.png'), fullPage: true });

    const state = new URL(href).searchParams.get('state') ?? '';
    const code = stack.slackApi.authorizeCode(HOTEL);
    await page.goto(`${gateway.url}${REDIRECT_PATH}?${new URLSearchParams({ code, state })}`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(
      'Spin City <Laundry> & Co is added to Workspace T0HOTEL',
    );
    expect(await logo(page)).toMatchObject({ src: LOGO, loaded: true });
    expect((await links(page)).map((link) => link.text)).toEqual([
      'Help: help@spincity.example',
      'Privacy policy',
    ]);

    const forged = new URLSearchParams({ code: stack.slackApi.authorizeCode(HOTEL), state: `${state}x` });
    expect((await page.goto(`${gateway.url}${REDIRECT_PATH}?${forged}`))?.status()).toBe(400);
    expect(await logo(page)).toMatchObject({ src: LOGO, loaded: true });
    expect(await page.$eval('footer', (footer) => footer.textContent)).toContain('Spin City <Laundry> & Co');
    expect((await links(page)).map((link) => link.text)).toEqual([
      'Back to the install page',
      'Help: help@spincity.example',
      'Privacy policy',
    ]);
    await page.screenshot({ path: join(SHOTS, '5-refused-branded.png'), fullPage: true });
  });
});

/** The install pages of a stack with `env`, served on a local gateway, and a browser tab at a phone's width. */
async function openInstallPages(env: Record<string, string> = {}) {
  mkdirSync(SHOTS, { recursive: true });
  // The browser first: on a machine without one the file fails at once, with nothing started to stop.
  const browser = await launchChromium();
  const stack = await startSlackStack({ now: mondayMorning(), oauth: {}, env }).catch(async (error) => {
    await browser.close();
    throw error;
  });
  const gateway = await startGateway(stack.oauthRoutes);
  const page = await browser.newPage();
  // A phone's width: the pages must read there.
  await page.setViewport({ width: 390, height: 844 });
  return { stack, gateway, browser, page };
}

async function closeInstallPages(opened: {
  stack: SlackStack | undefined;
  gateway: LocalGateway | undefined;
  browser: Browser | undefined;
}): Promise<void> {
  await opened.browser?.close();
  await opened.gateway?.close();
  await opened.stack?.close();
}

/** Every link on the page: where it goes (as the browser resolves it) and what it says. */
function links(page: Page): Promise<{ href: string; text: string }[]> {
  return page.$$eval('a', (anchors) =>
    anchors.map((a) => ({
      href: (a as unknown as { href: string }).href,
      text: (a.textContent ?? '').trim(),
    })),
  );
}

/** The page's logo: its address, its alt text, and whether the browser loaded it. */
function logo(page: Page): Promise<{ src: string; alt: string | null; loaded: boolean }> {
  return page.$eval('img', (element) => {
    const img = element as unknown as { src: string; complete: boolean; naturalWidth: number };
    return { src: img.src, alt: element.getAttribute('alt'), loaded: img.complete && img.naturalWidth > 0 };
  });
}
