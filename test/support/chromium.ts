/**
 * Headless Chromium for the browser tests: the build `@sparticuz/chromium` ships inside its npm package
 * (nothing is downloaded at install or run time), driven by `puppeteer-core`.
 *
 * The package is ESM only, which Jest's module system does not load: it is asked for its binary (it
 * unpacks it to the temp folder, once per machine) and its flags in a child Node process.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';

const ASK = `import('@sparticuz/chromium').then(async ({ default: chromium }) =>
  process.stdout.write(JSON.stringify({ path: await chromium.executablePath(), args: chromium.args })))`;

/**
 * @example const browser = await launchChromium(); const page = await browser.newPage();
 */
export async function launchChromium(): Promise<Browser> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', ASK], { cwd: __dirname });
  const { path, args } = JSON.parse(stdout) as { path: string; args: string[] };
  return puppeteer.launch({ executablePath: path, args, headless: true });
}
