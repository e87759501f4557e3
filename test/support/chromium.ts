/**
 * Headless Chrome or Chromium for the browser tests: the one the machine has (CHROME_PATH, else the usual
 * install places: test/support/tools.ts), driven by `puppeteer-core`, which downloads nothing.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { BROWSER_INSTALL, browserPath } from './tools';

/**
 * Headless, with no sandbox (a root user, or a container without user namespaces, has none to give) and
 * nothing that reaches for Google's services: the tests run where the network is closed. puppeteer-core
 * gives each launch a new empty profile (--user-data-dir), removed when the browser closes.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @example const browser = await launchChromium(); const page = await browser.newPage();
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = browserPath();
  if (!executablePath) throw new Error(BROWSER_INSTALL);
  return puppeteer.launch({ executablePath, args: ARGS, headless: true });
}
