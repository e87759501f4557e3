/** Slack as the worker sees it: deliver a turn's replies, apologize for a lost one, draw the Home tab. */
import type { WebClient } from '@slack/web-api';
import type { StaffConfig } from '../../config';
import type { ConversationStore, OrderLedger } from '../../store';
import { staffOf } from '../../turn/conversation-key';
import type { WorkerChannel, WorkerLine } from '../../turn/worker-handler';
import { manageChannelLink } from './channel-link';
import { apologizeOnSlack, deliverSlackTurn, openDm, postNotice } from './deliver';
import { publishHome } from './home';
import { staffCheck } from './staff';

export interface SlackWorkerDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load' | 'saveNote' | 'loadLink' | 'saveLink'>;
  ledger: Pick<OrderLedger, 'listByCustomer'>;
  businessName: string;
  timeZone: string;
  /** The bot's clock (see clock.ts). */
  now: () => Date;
  /** The business's support staff; without any, every staff command is refused. */
  staff?: Pick<StaffConfig, 'slackUserIds' | 'slackUsergroupId'>;
  /** The worker's log, for what Slack would not tell (no personal data). */
  log?: (line: WorkerLine) => void;
}

/**
 * @example const slack = createSlackWorkerChannel({ client, store: bot.store, ledger: bot.ledger, businessName, timeZone });
 */
export function createSlackWorkerChannel(deps: SlackWorkerDeps): WorkerChannel {
  const warn = (msg: string) => deps.log?.({ level: 'warn', msg });
  const isStaff = staffCheck(deps.client, deps.staff, () => deps.now().getTime(), warn);
  return {
    async intercept(turn) {
      if (!staffOf(turn.key) || turn.target.channel !== 'slack') return { handled: false };
      if (await isStaff(turn.target.userId)) return { handled: false };
      const dm = await openDm(deps.client, turn.target.userId);
      await postNotice(deps.client, dm, `Sorry, /laundry staff is for ${deps.businessName}'s support staff.`);
      return { handled: true, reason: 'staff command refused (not staff)' };
    },
    async notify(target, _key, text) {
      if (target.channel !== 'slack') throw new TypeError('not a Slack target');
      await postNotice(deps.client, await openDm(deps.client, target.userId), text);
    },
    howToChange: (orderId) => `\`/laundry reschedule ${orderId}\``,
    deliver: (turn, result) => {
      if (turn.target.channel !== 'slack') throw new TypeError('not a Slack turn');
      return deliverSlackTurn(
        deps,
        { key: turn.key, messageId: turn.messageId, target: turn.target },
        result,
      );
    },
    apologize: (target) => {
      if (target.channel !== 'slack') throw new TypeError('not a Slack target');
      return apologizeOnSlack(deps, target);
    },
    publishHome: (work) => publishHome(deps, work),
    manageChannelLink: (work) => manageChannelLink(deps, work),
  };
}
