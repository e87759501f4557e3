/**
 * The tools beyond npm that `npm test` needs, found where a laptop keeps them (Linux, macOS, Windows):
 * a Chrome or Chromium for the install pages' browser test, Java 17+ for DynamoDB Local, cfn-lint for
 * the packaged template. `npm test` checks them all before anything runs (test/support/check-tools.ts),
 * so a missing one is named with its install line at once, not in the middle of a failing test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The variable that names the browser, when it is none of the usual install places. */
export const BROWSER_VARIABLE = 'CHROME_PATH';

export interface ToolPlaces {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  exists: (file: string) => boolean;
}

const HERE: ToolPlaces = { env: process.env, platform: process.platform, exists: existsSync };

/** What to do when no browser is found: the one line `launchChromium` and the check both say. */
export const BROWSER_INSTALL = `no Chrome or Chromium found: install one (Debian, Ubuntu: sudo apt-get install chromium; macOS: brew install --cask chromium, or Google Chrome) or set ${BROWSER_VARIABLE} to its executable`;

/**
 * The browser's executable: CHROME_PATH when set, else the first of the usual install places that exists.
 * A CHROME_PATH naming no file is an error, not a reason to look elsewhere.
 * @example browserPath() // '/usr/bin/chromium'
 */
export function browserPath(places: ToolPlaces = HERE): string | undefined {
  const named = places.env[BROWSER_VARIABLE]?.trim();
  if (named) {
    if (!places.exists(named)) throw new Error(`${BROWSER_VARIABLE}=${named} names no file`);
    return named;
  }
  return browserPlaces(places).find((file) => places.exists(file));
}

/** Where Chrome and Chromium are installed by default, on `platform`. */
function browserPlaces({ env, platform }: ToolPlaces): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', join(homedir(), 'Applications')];
    return apps.flatMap((dir) => [
      join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
      join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
    ]);
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(
      (root): root is string => Boolean(root),
    );
    return roots.flatMap((root) => [
      join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      join(root, 'Chromium', 'Application', 'chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ];
}

/** What to do when cfn-lint is not found. */
export const CFN_LINT_INSTALL =
  'cfn-lint not found (it checks the packaged CloudFormation template): pipx install cfn-lint (PyPI; macOS: brew install cfn-lint), or set CFN_LINT to its path';

/**
 * cfn-lint, the CloudFormation linter with a current resource specification (its schemas come with each
 * release). It is on PyPI only, neither npm (whose `cfn-lint` bundles a 2019 specification) nor Debian;
 * a user-wide pip or pyenv install is found even when its bin folder is not on PATH.
 * @example cfnLintPath() // '/home/dana/.local/bin/cfn-lint'
 */
export function cfnLintPath(places: ToolPlaces = HERE): string | undefined {
  const { env, exists } = places;
  const names = places.platform === 'win32' ? ['cfn-lint.exe', 'cfn-lint'] : ['cfn-lint'];
  const candidates = [
    env.CFN_LINT,
    ...(env.PATH ?? '').split(delimiter).flatMap((dir) => names.map((name) => join(dir, name))),
    join(homedir(), '.pyenv', 'shims', 'cfn-lint'),
    join(homedir(), '.local', 'bin', 'cfn-lint'),
  ];
  return candidates.find((file): file is string => Boolean(file) && exists(file as string));
}

/** What to do when Java 17+ is not found. */
const JAVA_INSTALL =
  "Java 17+ not found (the tests' DynamoDB Local runs on it: dynalite, npm start's fallback, has no transactions, and many tests fail on it): sudo apt-get install default-jre-headless (Debian, Ubuntu), brew install openjdk (macOS)";

/** The major version of the `java` on PATH (`java -version` says it on stderr), or undefined when there is none. */
export function javaMajorVersion(): number | undefined {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (run.error || run.status !== 0) return undefined;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(run.stderr);
  if (!version) return undefined;
  // Java 8 and older said "1.8.0".
  return Number(version[1]) === 1 ? Number(version[2]) : Number(version[1]);
}

/**
 * One line for each tool `npm test` needs that this machine lacks, saying how to install it; [] when all are here.
 * @example missingTools() // ['cfn-lint not found (…): pipx install cfn-lint …']
 */
export function missingTools(): string[] {
  const missing: string[] = [];
  try {
    if (!browserPath()) missing.push(BROWSER_INSTALL);
  } catch (error) {
    missing.push((error as Error).message);
  }
  if ((javaMajorVersion() ?? 0) < 17) missing.push(JAVA_INSTALL);
  if (!cfnLintPath()) missing.push(CFN_LINT_INSTALL);
  return missing;
}
