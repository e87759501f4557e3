/**
 * "Add to Slack": the install page and Slack's redirect back, as one HTTP Lambda
 * (`functions/slack-oauth.ts`). The redirect is completed by `@slack/oauth`'s InstallProvider (state,
 * code exchange, the installation object) over this deployment's stores.
 *
 * @invariant oauth-install-binds-state `GET /slack/install` hands out a new state (signed, STATE_TTL_MS, oauth-states.ts: no write,
 *   invariant oauth-page-view-writes-nothing) and binds it to the browser with an HttpOnly cookie; the button carries it to Slack's authorize page.
 * @invariant oauth-redirect-refused-without-state `GET /slack/oauth_redirect` is refused with a page, writing nothing, when its state is missing,
 *   forged, for another browser, used or expired, when the person cancelled (`error=access_denied`),
 *   and when Slack does not exchange the code (a code used twice). The state is used up first.
 * @invariant oauth-org-install-refused An org-wide (Enterprise Grid) install is refused with a page saying so: its token is revoked and
 *   nothing is kept. A workspace of an Enterprise Grid org installs as any workspace does (keyed by
 *   its team id, the org's id kept beside it).
 * @invariant oauth-install-saved-sealed A completed install is saved (slack-installations.ts: token sealed) and answered with a page that
 *   says how to start. Installing again replaces the workspace's installation.
 * @invariant oauth-refresh-says-installed A refresh of the success page (the same redirect, its state used) says it is installed, and
 *   runs nothing: the completed install left an HttpOnly cookie naming the state's hash, for an hour,
 *   on the redirect's path only. Any other used state is refused as before.
 * @invariant customer-workspace-asked-only-what-it-uses `GET /slack/install` asks a customer's workspace for CUSTOMER_SCOPES only;
 *   `GET /slack/install?workspace=staff` asks for every scope (STAFF_ONLY_SCOPES too), preset to the
 *   laundry's own workspace (SLACK_TEAM_ID, Slack's `team` parameter). One app with two scope sets, not a
 *   second staff app: one signing secret, one events URL, one install for the laundry.
 * @invariant oauth-logs-no-secrets Nothing here logs a token, a code, a state or a person's id: failures are logged by their name
 *   and code.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CodedError,
  ErrorCode,
  type Installation,
  InstallProvider,
  type InstallURLOptions,
  InvalidStateError,
  type OrgInstallation,
  type StateStore,
} from '@slack/oauth';
import type { WebClient } from '@slack/web-api';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { BusinessPage, Language, SlackConfig, SlackOAuthConfig } from '../../../config';
import type { OAuthStates } from '../../../store/oauth-states';
import type { SlackInstallation, SlackInstallationStore } from '../../../store/slack-installations';
import { LANGUAGES } from '../../../words/language';
import { quietLogger } from '../app';
import { createSlackWebClient } from '../web-client';
import { pageLanguage } from './page-words';
import {
  contentSecurityPolicy,
  type InstallRefusal,
  installedPage,
  installPage,
  type PageBusiness,
  refusedPage,
} from './pages';

/**
 * Every bot scope the app may ask for: slack/manifest.yml's `oauth_config.scopes.bot`, in its order.
 * The laundry's own workspace is asked for all of them (invariant customer-workspace-asked-only-what-it-uses).
 */
export const BOT_SCOPES = [
  'commands',
  'chat:write',
  'im:history',
  'im:write',
  'app_mentions:read',
  'users:read',
  'usergroups:read',
  'channels:read',
  'groups:read',
  'chat:write.public',
  // Staff answer a hand-off in a thread of the laundry's own staff channel (invariant staff-thread-replies-relayed): the bot
  // reads replies in the threads it started there, and ignores every other channel message.
  'channels:history',
  'groups:history',
];

/** Used only in the laundry's own workspace: staff by user group, the staff channel's threads and posts. */
export const STAFF_ONLY_SCOPES = [
  'usergroups:read',
  'chat:write.public',
  'channels:history',
  'groups:history',
];
/** What a customer's workspace is asked for (invariant customer-workspace-asked-only-what-it-uses). */
export const CUSTOMER_SCOPES = BOT_SCOPES.filter((scope) => !STAFF_ONLY_SCOPES.includes(scope));

export const INSTALL_PATH = '/slack/install';
/** The install page's query for the laundry's own workspace: `/slack/install?workspace=staff`. */
export const STAFF_INSTALL_QUERY = 'workspace=staff';
export const REDIRECT_PATH = '/slack/oauth_redirect';
/** How long an install page's state may be brought back. */
export const STATE_TTL_MS = 10 * 60_000;
/** InstallProvider's cookie, which it compares with the redirect's state. */
const STATE_COOKIE = 'slack-app-oauth-state';
/** Set by a completed install for its redirect (invariant oauth-refresh-says-installed): the state's hash and the workspace's name. */
const INSTALLED_COOKIE = 'laundry-slack-installed';
/** How long a refresh of the success page still says installed. */
const INSTALLED_COOKIE_SECONDS = 3600;

export type SlackOAuthHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export interface SlackOAuthDeps {
  slack: Pick<SlackConfig, 'apiUrl' | 'teamId'> & { oauth: SlackOAuthConfig };
  businessName: string;
  /** The business's logo, support and privacy links on the pages (invariant oauth-pages-are-the-business-s). */
  businessPage: BusinessPage;
  states: OAuthStates;
  installations: Pick<SlackInstallationStore, 'save'>;
  now: () => Date;
  /** Where failures are named (their name and code only). */
  log?: (line: string) => void;
  /** The languages the business offers (LANGUAGES): a page is in the browser's one of them (page-words.ts). */
  languages?: readonly Language[];
}

/**
 * @example export const handler = createSlackOAuthHandler({ slack, businessName, businessPage, states, installations, now });
 */
export function createSlackOAuthHandler(deps: SlackOAuthDeps): SlackOAuthHandler {
  const { oauth } = deps.slack;
  const log = deps.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const business: PageBusiness = { name: deps.businessName, ...deps.businessPage };
  const csp = contentSecurityPolicy(business);
  const redirectUri = oauth.redirectUri ? { redirectUri: oauth.redirectUri } : {};
  const installOptions: InstallURLOptions = { scopes: CUSTOMER_SCOPES, ...redirectUri };
  const staffInstallOptions: InstallURLOptions = {
    scopes: BOT_SCOPES,
    teamId: deps.slack.teamId,
    ...redirectUri,
  };
  const stateStore: StateStore = {
    generateStateParam: (options) => deps.states.issue(JSON.stringify(options), STATE_TTL_MS),
    async verifyStateParam(_now, state) {
      const payload = await deps.states.consume(state);
      if (payload === undefined) throw new InvalidStateError('unknown, used or expired state');
      return JSON.parse(payload) as InstallURLOptions;
    },
  };
  const provider = new InstallProvider({
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    authorizationUrl: oauth.authorizeUrl,
    stateStore,
    installationStore: {
      storeInstallation: async (installation) => deps.installations.save(toStored(installation, deps.now())),
      fetchInstallation: () => Promise.reject(new Error('not used: workspaces.ts reads installations')),
    },
    installUrlOptions: installOptions,
    logger: quietLogger(() => {}),
    clientOptions: { slackApiUrl: deps.slack.apiUrl },
  });

  const html = (
    statusCode: number,
    body: string,
    cookies: string[] = [],
  ): APIGatewayProxyStructuredResultV2 => ({
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-security-policy': csp,
    },
    body,
    ...(cookies.length ? { cookies } : {}),
  });
  const languageOf = (event: APIGatewayProxyEventV2) =>
    pageLanguage(event.headers['accept-language'], deps.languages ?? LANGUAGES);
  const refuse = (event: APIGatewayProxyEventV2, reason: InstallRefusal, status = 400) =>
    html(status, refusedPage(business, reason, INSTALL_PATH, languageOf(event)));

  async function install(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
    const options = event.rawQueryString === STAFF_INSTALL_QUERY ? staffInstallOptions : installOptions;
    const state = await stateStore.generateStateParam(options, deps.now());
    const url = await provider.generateInstallUrl(options, true, state);
    const secure = event.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
    const cookie = `${STATE_COOKIE}=${state}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${STATE_TTL_MS / 1000}${secure}`;
    return html(200, installPage(business, url, languageOf(event)), [cookie]);
  }

  async function redirect(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
    const state = new URLSearchParams(event.rawQueryString).get('state') ?? '';
    const installed = installedBefore(event, state);
    // A refresh of the success page brings its used state back: it is installed, and nothing runs again.
    if (installed)
      return html(200, installedPage(business, installed.workspaceName || undefined, languageOf(event)));
    let outcome: APIGatewayProxyStructuredResultV2 = refuse(event, 'failed');
    const res = fakeResponse();
    await provider.handleCallback(fakeRequest(event), res.response, {
      async afterInstallation(installation) {
        if (!installation.isEnterpriseInstall) return true;
        await revoke(createSlackWebClient({ botToken: installation.bot?.token, apiUrl: deps.slack.apiUrl }));
        outcome = refuse(event, 'org-wide');
        return false;
      },
      success: (installation) => {
        const secure = event.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
        const value = `${stateHash(state)}.${encodeURIComponent(installation.team?.name ?? '')}`;
        outcome = html(200, installedPage(business, installation.team?.name, languageOf(event)), [
          `${INSTALLED_COOKIE}=${value}; HttpOnly; SameSite=Lax; Path=${REDIRECT_PATH}; Max-Age=${INSTALLED_COOKIE_SECONDS}${secure}`,
        ]);
      },
      failure: (error) => {
        outcome = refuse(event, refusalOf(error), refusalOf(error) === 'cancelled' ? 200 : 400);
        log(`slack oauth: install refused ${error.name} (${error.code})`);
      },
    });
    // The state cookie is cleared whatever the outcome (InstallProvider sets it).
    return { ...outcome, cookies: [...res.cookies(), ...(outcome.cookies ?? [])] };
  }

  return async (event) => {
    if (event.requestContext.http.method !== 'GET') return { statusCode: 405, body: '' };
    if (event.rawPath === INSTALL_PATH) return install(event);
    if (event.rawPath === REDIRECT_PATH) return redirect(event);
    return { statusCode: 404, body: '' };
  };
}

/** A state as the installed cookie names it: not the state itself, which stays single-use and unlogged. */
function stateHash(state: string): string {
  return createHash('sha256').update(state).digest('base64url').slice(0, 22);
}

/** The install this browser completed with `state`, by its cookie (invariant oauth-refresh-says-installed). */
function installedBefore(
  event: APIGatewayProxyEventV2,
  state: string,
): { workspaceName: string } | undefined {
  if (!state) return undefined;
  const cookies = event.cookies ?? event.headers.cookie?.split(/;\s*/) ?? [];
  const prefix = `${INSTALLED_COOKIE}=${stateHash(state)}.`;
  const found = cookies.find((cookie) => cookie.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return { workspaceName: decodeURIComponent(found.slice(prefix.length)) };
  } catch {
    return undefined;
  }
}

/** Which refusal page an InstallProvider failure gets. */
function refusalOf(error: CodedError): InstallRefusal {
  if (error.code === ErrorCode.AuthorizationError) return 'cancelled';
  if (error.code === ErrorCode.MissingStateError || error.code === ErrorCode.InvalidStateError)
    return 'state';
  return 'failed';
}

/** An org-wide install's token is given back (invariant oauth-org-install-refused): best effort, the page says nothing was kept. */
async function revoke(client: WebClient): Promise<void> {
  await client.auth.revoke().catch(() => undefined);
}

/** InstallProvider's installation as the store keeps it (invariant installation-keeps-listed-fields-only). */
function toStored(installation: Installation | OrgInstallation, now: Date): SlackInstallation {
  const { bot, team, enterprise } = installation;
  if (!bot || !team) throw new TypeError('a workspace installation without its bot or team');
  return {
    teamId: team.id,
    ...(team.name ? { teamName: team.name } : {}),
    ...(enterprise?.id ? { enterpriseId: enterprise.id } : {}),
    ...(installation.appId ? { appId: installation.appId } : {}),
    botToken: bot.token,
    botUserId: bot.userId,
    ...(bot.id ? { botId: bot.id } : {}),
    scopes: bot.scopes,
    ...(bot.refreshToken && bot.expiresAt
      ? { refreshToken: bot.refreshToken, expiresAt: bot.expiresAt * 1000 }
      : {}),
    ...(installation.user.id ? { installerUserId: installation.user.id } : {}),
    installedAt: now.toISOString(),
  };
}

/** The redirect as InstallProvider reads a request: its URL (query) and headers (cookie, host). */
function fakeRequest(event: APIGatewayProxyEventV2): IncomingMessage {
  const cookie = event.cookies?.join('; ') ?? event.headers.cookie;
  return {
    url: `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`,
    headers: { ...event.headers, host: event.headers.host ?? 'localhost', ...(cookie ? { cookie } : {}) },
  } as unknown as IncomingMessage;
}

/** What InstallProvider writes to a response: only its cookies are kept (the page is ours). */
function fakeResponse(): { response: ServerResponse; cookies: () => string[] } {
  const headers = new Map<string, string | string[]>();
  const response = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
    writeHead: () => response,
    end: () => response,
  };
  return {
    response: response as unknown as ServerResponse,
    cookies: () => [headers.get('set-cookie') ?? []].flat(),
  };
}
