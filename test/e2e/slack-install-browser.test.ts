/**
 * The install pages in a real browser (headless Chromium, test/support/chromium.ts), served by the OAuth
 * handler on a local gateway over HTTP: the install page reads as it should and its button goes to
 * Slack's authorize page with the manifest's scopes and a state; Slack's redirect back (the Web API
 * recorder's oauth.v2.access exchanging the code) lands on the success page; a forged state on the
 * failure page. Screenshots of the three pages go to test-output/slack-install/ (not committed).
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
    mkdirSync(SHOTS, { recursive: true });
    [stack, browser] = await Promise.all([
      startSlackStack({ now: mondayMorning(), oauth: {} }),
      launchChromium(),
    ]);
    gateway = await startGateway(stack.oauthRoutes);
    page = await browser.newPage();
    // A phone's width: the pages must read there.
    await page.setViewport({ width: 390, height: 844 });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
    await stack?.close();
  });

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
    await page.screenshot({ path: join(SHOTS, '1-install.png'), fullPage: true });

    // Slack sends the browser back with a code for the hotel's workspace and the page's state.
    const code = stack.slackApi.authorizeCode(HOTEL);
    await page.goto(`${gateway.url}${REDIRECT_PATH}?${new URLSearchParams({ code, state })}`);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Laundry is added to Workspace T0HOTEL');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('/laundry');
    await page.screenshot({ path: join(SHOTS, '2-installed.png'), fullPage: true });
    expect(stack.slackApi.calls.filter((call) => call.method === 'oauth.v2.access')).toHaveLength(1);

    const forged = new URLSearchParams({ code: stack.slackApi.authorizeCode(HOTEL), state: `${state}x` });
    const refused = await page.goto(`${gateway.url}${REDIRECT_PATH}?${forged}`);
    expect(refused?.status()).toBe(400);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('This install link is no longer valid');
    await page.screenshot({ path: join(SHOTS, '3-refused.png'), fullPage: true });
    expect(stack.slackApi.calls.filter((call) => call.method === 'oauth.v2.access')).toHaveLength(1);
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
