import { join } from 'node:path';
import {
  BROWSER_INSTALL,
  BROWSER_VARIABLE,
  browserPath,
  cfnLintPath,
  type ToolPlaces,
} from '../../support/tools';

/** A machine with only `files` on it. */
function machine(platform: NodeJS.Platform, files: string[], env: NodeJS.ProcessEnv = {}): ToolPlaces {
  return { platform, env, exists: (file) => files.includes(file) };
}

describe('the browser the tests drive', () => {
  it('is the one CHROME_PATH names, before any install place', () => {
    const places = machine('linux', ['/usr/bin/chromium', '/opt/chrome/chrome'], {
      [BROWSER_VARIABLE]: '/opt/chrome/chrome',
    });
    expect(browserPath(places)).toBe('/opt/chrome/chrome');
  });

  it('refuses a CHROME_PATH that names no file rather than taking another browser', () => {
    const places = machine('linux', ['/usr/bin/chromium'], { [BROWSER_VARIABLE]: '/opt/none' });
    expect(() => browserPath(places)).toThrow('CHROME_PATH=/opt/none names no file');
  });

  it("is found where Debian, Ubuntu's snap, macOS and Windows install Chrome or Chromium", () => {
    expect(browserPath(machine('linux', ['/usr/bin/chromium']))).toBe('/usr/bin/chromium');
    expect(browserPath(machine('linux', ['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
    expect(browserPath(machine('linux', ['/snap/bin/chromium']))).toBe('/snap/bin/chromium');
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(browserPath(machine('darwin', [chrome]))).toBe(chrome);
    const chromium = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(browserPath(machine('darwin', [chromium]))).toBe(chromium);
    const windows = join('C:\\Program Files', 'Google', 'Chrome', 'Application', 'chrome.exe');
    expect(browserPath(machine('win32', [windows], { PROGRAMFILES: 'C:\\Program Files' }))).toBe(windows);
  });

  it('is none on a machine without one, and the line says how to install one or name it', () => {
    expect(browserPath(machine('linux', []))).toBeUndefined();
    expect(browserPath(machine('darwin', ['/usr/bin/chromium']))).toBeUndefined();
    expect(BROWSER_INSTALL).toContain('apt-get install chromium');
    expect(BROWSER_INSTALL).toContain('brew install --cask chromium');
    expect(BROWSER_INSTALL).toContain('set CHROME_PATH');
  });
});

describe('cfn-lint', () => {
  it('is CFN_LINT, else on PATH, else where pip and pyenv put a user-wide install', () => {
    const onPath = machine('linux', ['/opt/py/bin/cfn-lint', '/usr/local/bin/cfn-lint'], {
      PATH: '/usr/bin:/usr/local/bin',
    });
    expect(cfnLintPath(onPath)).toBe('/usr/local/bin/cfn-lint');
    expect(cfnLintPath({ ...onPath, env: { ...onPath.env, CFN_LINT: '/opt/py/bin/cfn-lint' } })).toBe(
      '/opt/py/bin/cfn-lint',
    );
    expect(cfnLintPath(machine('linux', [], { PATH: '/usr/bin' }))).toBeUndefined();
  });
});
