/** Slack as the worker sees it: deliver a turn's replies, apologize for a lost one, draw the Home tab. */
import type { WebClient } from '@slack/web-api';
import type { ConversationStore, OrderLedger } from '../../store';
import type { WorkerChannel } from '../../turn/worker-handler';
import { manageChannelLink } from './channel-link';
import { apologizeOnSlack, deliverSlackTurn } from './deliver';
import { publishHome } from './home';

export interface SlackWorkerDeps {
  client: WebClient;
  store: Pick<ConversationStore, 'load' | 'saveNote' | 'loadLink' | 'saveLink'>;
  ledger: Pick<OrderLedger, 'listByCustomer'>;
  businessName: string;
  timeZone: string;
}

/**
 * @example const slack = createSlackWorkerChannel({ client, store: bot.store, ledger: bot.ledger, businessName, timeZone });
 */
export function createSlackWorkerChannel(deps: SlackWorkerDeps): WorkerChannel {
  return {
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
