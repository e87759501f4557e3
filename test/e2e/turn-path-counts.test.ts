/**
 * What one turn does on its way, counted, for a Slack DM, an SMS text and an SMS reminder firing
 * (issue 24: one conversation, one straight path): how often a conversation key string is parsed (the
 * one migration reader, `conversationOfStoredKey`), how often opt-out is decided (reads of a loaded
 * conversation's `optedOut`), how often our code records the message handled (a state write that
 * marks it `delivered`: invariant handled-recorded-once), and how many DynamoDB reads it costs. The
 * queue's deduplication id is the platform's, not counted.
 */

import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Conversation } from '../../lib/conversation/conversation';
import type { ConversationStore } from '../../lib/store/conversation-store';
import { mondayMorning } from '../support/clock';
import { aroundSends } from '../support/dynamodb';
import { type SlackStack, startSlackStack } from '../support/slack-stack';
import { placeOrder, type SmsStack, signIn, startSmsStack } from '../support/sms-stack';

const mockParses = { count: 0 };
jest.mock('../../lib/conversation/stored-key', () => {
  const actual = jest.requireActual('../../lib/conversation/stored-key');
  return {
    ...actual,
    conversationOfStoredKey: (key: string): Conversation | undefined => {
      mockParses.count += 1;
      return actual.conversationOfStoredKey(key);
    },
  };
});

const READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

interface Counts {
  keyParses: number;
  optOutChecks: number;
  handledRecorded: number;
  dynamoReads: number;
}

/** Counts, on `store` and `client`, what the module's comment says; `during` resets them and returns them after `work`. */
function counting(store: ConversationStore, client: DynamoDBClient) {
  const counts: Counts = { keyParses: 0, optOutChecks: 0, handledRecorded: 0, dynamoReads: 0 };
  const marked = new Set<string>();
  aroundSends(client, (command, next) => {
    if (READS.has(`${command.operation}Command`)) counts.dynamoReads += 1;
    return next();
  });
  const { load, save } = store;
  Object.assign(store, {
    async load(...args: Parameters<ConversationStore['load']>) {
      const loaded = await load.apply(store, args);
      let optedOut = loaded.optedOut;
      Object.defineProperty(loaded, 'optedOut', {
        enumerable: true,
        configurable: true,
        get() {
          counts.optOutChecks += 1;
          return optedOut;
        },
        set(value: boolean) {
          optedOut = value;
        },
      });
      return loaded;
    },
    async save(...args: Parameters<ConversationStore['save']>) {
      const recent = (args[1].state as { recent?: { messageId: string; delivered?: true }[] }).recent ?? [];
      for (const entry of recent) {
        const id = `${args[0]}/${entry.messageId}`;
        if (entry.delivered && !marked.has(id)) {
          marked.add(id);
          counts.handledRecorded += 1;
        }
      }
      return save.apply(store, args);
    },
  });
  return async (work: () => Promise<unknown>): Promise<Counts> => {
    Object.assign(counts, { keyParses: 0, optOutChecks: 0, handledRecorded: 0, dynamoReads: 0 });
    mockParses.count = 0;
    await work();
    return { ...counts, keyParses: mockParses.count };
  };
}

describe('one turn, counted on its path', () => {
  describe('Slack', () => {
    let stack: SlackStack;
    beforeEach(async () => {
      stack = await startSlackStack({ now: mondayMorning() });
    });
    afterEach(() => stack.close());

    it('a DM: no key parsed, opt-out decided once, handled recorded once, one read', async () => {
      const during = counting(stack.bot.store, stack.table.client);
      const dana = stack.person('U0DANA');
      await dana.type('hi');
      const counts = await during(() => dana.type('summary'));
      expect(counts).toEqual({ keyParses: 0, optOutChecks: 1, handledRecorded: 1, dynamoReads: 1 });
    });
  });

  describe('SMS', () => {
    const DANA = '+12125550101';
    let stack: SmsStack;
    beforeEach(async () => {
      stack = await startSmsStack({ now: mondayMorning() });
    });
    afterEach(() => stack.close());

    it('a text: no key parsed, opt-out decided once, handled recorded once, one read', async () => {
      const during = counting(stack.bot.store, stack.table.client);
      const dana = stack.phone(DANA);
      await dana.text('hi');
      const counts = await during(() => dana.text('summary'));
      expect(counts).toEqual({ keyParses: 0, optOutChecks: 1, handledRecorded: 1, dynamoReads: 1 });
    });

    it('a reminder firing: no key parsed, opt-out decided once, handled recorded once, the conversation read once', async () => {
      const during = counting(stack.bot.store, stack.table.client);
      const dana = stack.phone(DANA);
      await signIn(stack, dana);
      await placeOrder(dana);
      const orderId = stack.sandbox.orders[0]?.id as number;
      const counts = await during(() => stack.fireReminders());
      expect(dana.received().at(-1)?.body).toContain(`Reminder: order #${orderId}`);
      // Its order's ledger record costs two reads (its pointer by order id, then the record: dynamo-order-ledger.ts), the conversation one.
      expect(counts).toEqual({ keyParses: 0, optOutChecks: 1, handledRecorded: 1, dynamoReads: 3 });
    });
  });
});
