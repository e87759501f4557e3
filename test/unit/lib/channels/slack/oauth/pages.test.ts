import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOT_SCOPES, REDIRECT_PATH } from '../../../../../../lib/channels/slack/oauth/handler';
import { PAGE_WORDS, pageLanguage } from '../../../../../../lib/channels/slack/oauth/page-words';
import {
  contentSecurityPolicy,
  installedPage,
  installPage,
  refusedPage,
} from '../../../../../../lib/channels/slack/oauth/pages';

const manifest = readFileSync(join(__dirname, '../../../../../../slack/manifest.yml'), 'utf8');

describe('the install pages and the manifest', () => {
  it('the install link asks for exactly the manifest’s bot scopes', () => {
    const bot = /\n {4}bot:\n((?: {6}.*\n)+)/.exec(manifest)?.[1] ?? '';
    const scopes = bot
      .split('\n')
      .map((line) => /^ {6}- (\S+)/.exec(line)?.[1])
      .filter(Boolean);
    expect(scopes).toEqual(BOT_SCOPES);
  });

  it('the manifest names the OAuth redirect and subscribes to uninstall and revocation', () => {
    expect(manifest).toContain(`/slack/oauth_redirect`);
    expect(REDIRECT_PATH).toBe('/slack/oauth_redirect');
    expect(manifest).toMatch(/bot_events:[\s\S]*- app_uninstalled[\s\S]*- tokens_revoked/);
  });

  it('every page has a language, a title, a viewport and one heading, and escapes what it is given', () => {
    const pages = [
      installPage({ name: '<Spin> & "City"' }, 'https://slack.com/oauth/v2/authorize?scope=a,b&state=s'),
      installedPage({ name: 'Spin City' }, '<script>alert(1)</script>'),
      refusedPage({ name: 'Spin City' }, 'state', '/slack/install'),
      refusedPage({ name: 'Spin City' }, 'cancelled', '/slack/install'),
    ];
    for (const page of pages) {
      expect(page).toMatch(/<html lang="en">/);
      expect(page).toMatch(/<title>[^<]+<\/title>/);
      expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(page.match(/<h1>/g)).toHaveLength(1);
      expect(page).not.toMatch(/<script|<Spin>/);
    }
    expect(pages[0]).toContain('href="https://slack.com/oauth/v2/authorize?scope=a,b&amp;state=s"');
    expect(pages[0]).toContain('aria-label="Add &lt;Spin&gt; &amp; &quot;City&quot; to Slack"');
  });

  it('the pages load images only from the logo’s origin, and none without a logo', () => {
    expect(contentSecurityPolicy({ name: 'Spin City' })).toContain("img-src 'none';");
    const policy = contentSecurityPolicy({
      name: 'Spin City',
      logoUrl: 'https://cdn.spincity.example/brand/logo.png?v=2;script-src *',
    });
    expect(policy).toContain('img-src https://cdn.spincity.example;');
    expect(policy).not.toMatch(/script-src|\*/);
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/]+=*';/);
  });
});

describe('the pages’ language', () => {
  it('is the browser’s first language the business offers, by q-value and primary tag; the business’s own otherwise', () => {
    expect(pageLanguage('es-US', ['en', 'es'])).toBe('es');
    expect(pageLanguage('es-MX,es;q=0.9,en;q=0.8', ['en', 'es'])).toBe('es');
    expect(pageLanguage('en;q=0.4, es;q=0.8', ['en', 'es'])).toBe('es');
    expect(pageLanguage('fr-FR, es;q=0.5', ['en', 'es'])).toBe('es');
    expect(pageLanguage('es;q=0, en', ['en', 'es'])).toBe('en');
    expect(pageLanguage('fr', ['en', 'es'])).toBe('en');
    expect(pageLanguage(undefined, ['en', 'es'])).toBe('en');
    // A business offering English alone shows English to everyone.
    expect(pageLanguage('es-US', ['en'])).toBe('en');
  });

  it('has every page word in both languages, and a Spanish page escapes what it is given', () => {
    expect(Object.keys(PAGE_WORDS.es).sort()).toEqual(Object.keys(PAGE_WORDS.en).sort());
    expect(Object.keys(PAGE_WORDS.es.refusals).sort()).toEqual(Object.keys(PAGE_WORDS.en.refusals).sort());
    const html = installPage({ name: '<Spin & Co>' }, 'https://slack.com/oauth/v2/authorize?a=1&b=2', 'es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Agregue &lt;Spin &amp; Co&gt; a su Slack');
    expect(html).not.toContain('<Spin');
  });
});
