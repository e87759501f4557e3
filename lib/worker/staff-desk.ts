/**
 * The staff desk port (lib/dialog/deps.ts) over the bot's own records: the order ledger names who placed
 * an order and where, the phone directory names who signed in with a number, and the customer's link in
 * that conversation holds their session.
 *
 * The ledger (`placedBy`) and the directory name the conversation by the key they stored: stored
 * records, some written by older releases, so they are read here with the one migration reader
 * (stored-key.ts), not parsed anywhere else.
 *
 * @invariant staff-act-with-customer-sign-in Staff act with the customer's own sign-in, from the conversation that placed the order (or that signed in with the phone number). Its token never leaves this module but as the session's.
 * @invariant staff-see-last-text-failed Staff who open an SMS customer (here, by order or phone) or answer one in a hand-off thread
 *   (relay.ts) are told when the last text to that phone failed, as Twilio's status callback reported it
 *   (store/delivery-failures.ts): one read, by the fingerprint the conversation key names.
 * @invariant dispatch-token-stands-in Where that sign-in is gone, the business's dispatch credential (config `STAFF_DISPATCH_TOKEN`) acts for the customer instead; with neither, there is no session and the desk says so.
 */
import { keyOf, sharedAccountOf } from '../conversation/conversation';
import { redactKey } from '../conversation/key';
import { conversationOfStoredKey } from '../conversation/stored-key';
import type { StaffDeskPort } from '../flows/deps';
import { ledgerEntrySchema } from '../orders/ledger-entry';
import type { ConversationStore, OrderLedger, PhoneDirectory } from '../store';
import { type DeliveryFailures, deliveryFailureLine } from '../store/delivery-failures';

/**
 * @example const staffDesk = createStaffDesk({ store: bot.store, phones: bot.phones, ledger: bot.ledger, dispatchToken: config.staff.dispatchToken });
 */
export function createStaffDesk(deps: {
  store: Pick<ConversationStore, 'loadLink'>;
  phones: Pick<PhoneDirectory, 'find'>;
  ledger: Pick<OrderLedger, 'getByOrderId'>;
  dispatchToken: string | undefined;
  failures?: Pick<DeliveryFailures, 'last'>;
}): StaffDeskPort {
  return {
    deliveryProblem: (key) => lastTextFailed(deps.failures, key),
    languageOf: async (key) => (await deps.store.loadLink(key))?.language,
    async findOrder(orderId) {
      const record = await deps.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
      if (!record) return undefined;
      const key = record.entry.placedBy;
      return {
        serviceCustomerId: record.serviceCustomerId,
        key,
        placedBy: describePlacer(key, record.serviceCustomerId),
      };
    },
    findCustomer: (phoneNumber) => deps.phones.find(phoneNumber),
    async sessionFor(serviceCustomerId, key) {
      // An order placed on a channel's company account acts with that account's sign-in.
      const placer = conversationOfStoredKey(key);
      const account = placer && sharedAccountOf(placer);
      const link = await deps.store.loadLink(account ? keyOf(account) : key);
      if (link?.serviceCustomerId === serviceCustomerId) return { serviceCustomerId, token: link.token };
      return deps.dispatchToken ? { serviceCustomerId, token: deps.dispatchToken } : undefined;
    },
  };
}

/**
 * The staff's line when the last text to the conversation `key`'s phone failed (invariant
 * staff-see-last-text-failed); undefined for any other conversation, or a phone whose last text arrived.
 */
export async function lastTextFailed(
  failures: Pick<DeliveryFailures, 'last'> | undefined,
  key: string,
): Promise<string | undefined> {
  const conversation = conversationOfStoredKey(key);
  if (!failures || conversation?.kind !== 'sms') return undefined;
  const failure = await failures.last(conversation.fingerprint);
  return failure && deliveryFailureLine(failure);
}

/**
 * Who placed an order, from the conversation that placed it and its customer, in words for staff (no
 * phone number: a phone's conversation names it by fingerprint only, which tells staff nothing).
 * @example describePlacer('slack-staff:T1:U0DANA', 1001) // 'Slack user U0DANA'
 */
export function describePlacer(key: string, serviceCustomerId: number): string {
  const placer = conversationOfStoredKey(key);
  if (placer?.kind === 'slack-member')
    return `Slack user ${placer.userId} in channel ${placer.channelId}, on its company account`;
  if (placer?.kind === 'slack-own' || placer?.kind === 'slack-staff') return `Slack user ${placer.userId}`;
  if (placer?.kind === 'sms') return `SMS customer #${serviceCustomerId}`;
  return `the conversation ${redactKey(key)}`;
}
