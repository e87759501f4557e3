/**
 * The install pages, as plain HTML: no script, no framework, one small style sheet, readable on a phone.
 *
 * @invariant oauth-pages-accessible Every page has a language, a title, a viewport and one heading; a link that acts as a button has
 *   a label a screen reader reads as what it does.
 * @invariant oauth-pages-escape-outside-text Every text from outside (the business's name, a workspace's name, a URL) is escaped.
 * @invariant oauth-pages-say-what-kept The install page says what the bot does and what it keeps before the button, and the success page
 *   how to start (`/laundry`, the App Home).
 * @invariant oauth-pages-are-the-business-s Every page names the business and shows its logo, its support and its privacy policy
 *   links where they are configured (BUSINESS_LOGO_URL, BUSINESS_SUPPORT_URL, BUSINESS_PRIVACY_URL); what is not configured
 *   is left out, never an empty link or a broken image. The Content-Security-Policy loads the page's own style and, of
 *   images, the logo's origin only.
 */
import { createHash } from 'node:crypto';
import type { BusinessPage, Language } from '../../../config';
import { PAGE_WORDS, type PageWords } from './page-words';

/** The business as its pages show it: its name, and its logo and links where configured. */
export type PageBusiness = { name: string } & Partial<BusinessPage>;

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1.5rem;color:#1d1c1d}
h1{font-size:1.5rem;line-height:1.25}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#4a154b;color:#fff;font-weight:600;text-decoration:none}
.button:focus{outline:3px solid #1264a3;outline-offset:2px}
code{background:#f4ede4;padding:0 .25rem;border-radius:.25rem}
.logo{display:block;height:3rem;width:auto;max-width:100%}
footer{margin-top:2rem;border-top:1px solid #ddd;font-size:.875rem}
footer a{color:#1264a3;margin-right:1rem}`;

/**
 * The pages' Content-Security-Policy (invariant oauth-pages-are-the-business-s): no script, nothing framed, no form;
 * the one style sheet by its hash; images only from the logo's origin (an https URL, lib/config/env.ts).
 * @example contentSecurityPolicy({ name: 'Spin City', logoUrl: 'https://cdn.example/logo.png' })
 */
export function contentSecurityPolicy(business: PageBusiness): string {
  const style = createHash('sha256').update(STYLE).digest('base64');
  const images = business.logoUrl ? new URL(business.logoUrl).origin : "'none'";
  return `default-src 'none'; style-src 'sha256-${style}'; img-src ${images}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** `text` safe in HTML text and in a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function page(business: PageBusiness, language: Language, title: string, body: string): string {
  const words = PAGE_WORDS[language];
  const name = escapeHtml(business.name);
  const logo = business.logoUrl
    ? `<header><img class="logo" src="${escapeHtml(business.logoUrl)}" alt="${escapeHtml(words.logoAlt(business.name))}" height="48"></header>\n`
    : '';
  const links = [
    business.supportUrl ? link(business.supportUrl, supportText(business.supportUrl, words)) : '',
    business.privacyUrl ? link(business.privacyUrl, words.privacy) : '',
  ].filter(Boolean);
  const nav = links.length
    ? `\n<nav aria-label="${escapeHtml(words.helpAndPrivacy)}">${links.join('\n')}</nav>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${logo}<main>
${body}
</main>
<footer>
<p>${name}</p>${nav}
</footer>
</body>
</html>
`;
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

/** An e-mail address is shown as it is; a support page by what it is. */
function supportText(supportUrl: string, words: PageWords): string {
  return supportUrl.startsWith('mailto:')
    ? words.helpEmail(supportUrl.slice('mailto:'.length))
    : words.helpPage;
}

/**
 * The page with the "Add to Slack" button (invariant oauth-pages-say-what-kept), in `language`.
 * @example installPage({ name: 'Spin City Laundry' }, 'https://slack.com/oauth/v2/authorize?…')
 */
export function installPage(business: PageBusiness, authorizeUrl: string, language: Language = 'en'): string {
  const words = PAGE_WORDS[language];
  const name = escapeHtml(business.name);
  const kept = words.kept(name).map((item) => `<li>${item}</li>`);
  return page(
    business,
    language,
    words.installTitle(business.name),
    `<h1>${words.installHeading(name)}</h1>
<p>${words.installIntro(name)}</p>
<h2>${words.keptHeading}</h2>
<ul>
${kept.join('\n')}
</ul>
<p><a class="button" id="add-to-slack" href="${escapeHtml(authorizeUrl)}" aria-label="${words.addLabel(name)}">${words.addButton}</a></p>`,
  );
}

/**
 * After a completed install: how to start (invariant oauth-pages-say-what-kept).
 * @example installedPage({ name: 'Spin City Laundry' }, 'Acme Hotels')
 */
export function installedPage(
  business: PageBusiness,
  workspaceName: string | undefined,
  language: Language = 'en',
): string {
  const words = PAGE_WORDS[language];
  const name = escapeHtml(business.name);
  return page(
    business,
    language,
    words.installedTitle(business.name),
    `<h1>${words.installedHeading(name, workspaceName ? escapeHtml(workspaceName) : undefined)}</h1>
${words.installedHowTo.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}`,
  );
}

/** Why an install did not complete, in words for the person who tried. */
export type InstallRefusal = 'cancelled' | 'state' | 'org-wide' | 'failed';

/**
 * A page for an install that did not complete, with a link back to the install page.
 * @example refusedPage({ name: 'Spin City Laundry' }, 'state', '/slack/install')
 */
export function refusedPage(
  business: PageBusiness,
  reason: InstallRefusal,
  installPath: string,
  language: Language = 'en',
): string {
  const words = PAGE_WORDS[language];
  const { title, text } = words.refusals[reason];
  return page(
    business,
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(installPath)}">${escapeHtml(words.backToInstall)}</a></p>`,
  );
}
