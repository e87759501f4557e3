/**
 * Slack as the worker sees it: deliver a turn's replies, apologize for a lost one, draw the Home tab.
 *
 * @invariant staff-turn-only-for-staff A staff conversation's turn runs only for staff (staff.ts), who exist only in the laundry's own workspace (invariant staff-only-in-own-workspace).
 * @invariant member-turn-only-for-members A channel member's turn (on the channel's company account) runs only for a person of the channel's workspace who is a member of the channel now (membership.ts); anyone else is told so in their DM, and nothing runs.
 * @invariant slack-locale-asked-once-per-new-conversation A customer's Slack locale (`users.info` with `include_locale`) is asked by a turn only when its conversation starts afresh and neither its first words nor its sign-in decide the language: at most one call a new conversation; never for staff (who stay in the laundry's language), never for a business of one language.
 */
import type { WebClient } from '@slack/web-api';
import * as z from 'zod';
import type { StaffConfig } from '../../config';
import type { Language } from '../../config/shapes';
import { keyOf } from '../../conversation/conversation';
import { spokenLanguageOf } from '../../conversation/state';
import { plainTurnWording, type TurnWording } from '../../conversation/turn';
import type { ConversationStore, OrderLedger } from '../../store';
import type { BotStats } from '../../store/bot-stats';
import type { SlackAdapter, SlackWork, WorkerEvent, WorkerLine } from '../../worker/types';
import { endLinksOfLeaver, manageChannelLink } from './channel-link';
import {
  apologizeOnSlack,
  deliverSlackTurn,
  openDm,
  postNotice,
  postWorkingSign,
  withdrawWorkingSign,
} from './deliver';
import { publishHome } from './home';
import { companyAccess } from './membership';
import { staffCheck } from './staff';

/** Where a progress message was posted, to update it in place (chat.update). */
const shownSchema = z.object({ channel: z.string(), ts: z.string() });

/** Slack's words for its commands in a turn's replies (staff use Slack, so their notices say these too). */
export const SLACK_WORDS: TurnWording = (words) => ({
  ...plainTurnWording(words),
  reachUs: words.t('slack.reachUs'),
  lookupExample: words.t('slack.lookupExample'),
  orderAsYourself: words.t('slack.orderAsYourself'),
  linkAgain: words.t('slack.linkAgain'),
  relink: words.t('slack.relink'),
});

export interface SlackWorkerDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load' | 'loadLink' | 'saveLink' | 'saveShare'>;
  ledger: Pick<OrderLedger, 'listByCustomer'>;
  businessName: string;
  timeZone: string;
  /** The bot's clock (see clock.ts). */
  now: () => Date;
  /** The workspace this channel serves (each has its own, workspace-channel.ts): only its people order on a link, only its admins manage one. */
  teamId: string;
  /** The business's support staff; without any, every staff command is refused. */
  staff?: Pick<StaffConfig, 'slackUserIds' | 'slackUsergroupId'>;
  /** The worker's log, for what Slack would not tell (no personal data). */
  log?: (line: WorkerLine) => void;
  /** The languages the business offers: a person's Slack locale is asked only when it offers more than one. */
  languages?: readonly Language[];
  /** The business's counts per day, for staff's Home tab (home.ts). */
  stats?: Pick<BotStats, 'week'>;
}

/** One workspace's Slack adapter: all of Slack's but the uninstall (the workspaces' business). */
export type WorkspaceAdapter = Omit<SlackAdapter, 'uninstall'> & Omit<SlackWork, 'uninstall'>;

/** Why a person may not order on a channel's company account (membership.ts), and where they may order. */
const NOT_ON_COMPANY_ACCOUNT = {
  'other-team': 'only people of this workspace order on the company account linked here.',
  'not-member': "only the channel's members order on the company account linked to it.",
  unknown: "I can't check this channel's members just now, so I can't order on its company account.",
} as const;
const AS_YOURSELF = 'To order as yourself, send /laundry in our direct messages.';

/**
 * @example const slack = createSlackWorkerChannel({ client, store: bot.store, ledger: bot.ledger, businessName, timeZone });
 */
export function createSlackWorkerChannel(deps: SlackWorkerDeps): WorkspaceAdapter {
  const warn = (msg: string) => deps.log?.({ level: 'warn', msg });
  const clock = () => deps.now().getTime();
  const isStaff = staffCheck(deps.client, deps.staff, clock, warn);
  const membership = companyAccess(deps.client, deps.teamId, clock, warn);
  const refuse = async (userId: string, text: string, reason: string, event?: WorkerEvent) => {
    await postNotice(deps.client, await openDm(deps.client, userId), text);
    return { handled: true as const, reason, event };
  };
  return {
    async intercept(conversation, turn) {
      const { userId } = turn.target;
      if (conversation.kind === 'slack-member') {
        const access = await membership.access(conversation.channelId, userId);
        if (access === 'member') return { handled: false };
        return refuse(
          userId,
          `Sorry, ${NOT_ON_COMPANY_ACCOUNT[access]} ${AS_YOURSELF}`,
          `company account refused (${access})`,
        );
      }
      if (conversation.kind !== 'slack-staff' || (await isStaff(userId))) return { handled: false };
      return refuse(
        userId,
        `Sorry, \`/laundry staff\` is for ${deps.businessName}'s support staff.`,
        'staff command refused (not staff)',
        'staff-refused',
      );
    },
    async notify(conversation, text, under) {
      const at = shownSchema.safeParse(under);
      const channel = at.success
        ? at.data.channel
        : conversation.kind === 'slack-channel'
          ? conversation.channelId
          : await openDm(deps.client, conversation.userId);
      await postNotice(deps.client, channel, text, at.success ? at.data.ts : undefined);
    },
    async progress(conversation, text, shown) {
      const at = shownSchema.safeParse(shown);
      if (at.success) {
        await deps.client.chat.update({ channel: at.data.channel, ts: at.data.ts, text });
        return at.data;
      }
      const channel =
        conversation.kind === 'slack-channel'
          ? conversation.channelId
          : await openDm(deps.client, conversation.userId);
      const posted = await deps.client.chat.postMessage({ channel, text });
      return { channel, ts: posted.ts };
    },
    async reach(conversation) {
      // A channel's own key holds its company account, never a conversation: no order is placed under it.
      if (conversation.kind === 'slack-channel') return undefined;
      const { teamId, userId } = conversation;
      return { channel: 'slack' as const, teamId, userId };
    },
    words: SLACK_WORDS,
    inChannelOf(conversation) {
      // invariant linker-checked-in-same-listing
      if (conversation.kind !== 'slack-member') return undefined;
      return (userId) => membership.isMember(conversation.channelId, userId);
    },
    localeOf(conversation, target) {
      // Staff stay in the laundry's language; a business of one language has nothing to choose.
      if (conversation.kind === 'slack-staff' || (deps.languages?.length ?? 1) < 2) return undefined;
      return () => userLocale(deps.client, target.userId, warn);
    },
    deliver: (_conversation, turn, result) => deliverSlackTurn(deps, turn, result),
    working: (_conversation, target) => postWorkingSign(deps.client, target),
    withdrawWorking: (_conversation, _target, sign) => withdrawWorkingSign(deps.client, sign),
    async apologize(conversation, target) {
      // Said in the person's language: the conversation's, else their sign-in's.
      await apologizeOnSlack(deps, target, spokenLanguageOf(await deps.store.load(keyOf(conversation))));
    },
    publishHome: (work) => publishHome({ ...deps, isStaff }, work),
    manageChannelLink: (work) => manageChannelLink(deps, work),
    linkerLeft: (work) => endLinksOfLeaver(deps, work),
  };
}

/**
 * The person's locale as Slack gives it (`users.info` with `include_locale`: `es-LA`, `en-US`), or
 * undefined when Slack does not answer: the conversation is then in English, and the turn goes on.
 */
async function userLocale(
  client: WebClient,
  userId: string,
  warn: (msg: string) => void,
): Promise<string | undefined> {
  try {
    const info = await client.users.info({ user: userId, include_locale: true });
    return info.user?.locale;
  } catch (error) {
    warn(`users.info for the locale failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
