/**
 * The staff desk port (lib/dialog/deps.ts) over the bot's own records: the order ledger names who placed
 * an order and where, the phone directory names who signed in with a number, and the customer's link in
 * that conversation holds their session.
 *
 * Rules:
 * 1. Staff act with the customer's own sign-in, from the conversation that placed the order (or that
 *    signed in with the phone number). Its token never leaves this module but as the session's.
 * 2. Where that sign-in is gone, the business's dispatch credential (config `STAFF_DISPATCH_TOKEN`)
 *    acts for the customer instead; with neither, there is no session and the desk says so.
 */
import { memberOf, redactKey, sharedAccountOf, targetOfKey } from '../conversation/key';
import type { StaffDeskPort } from '../dialog/deps';
import { ledgerEntrySchema } from '../orders/ledger-entry';
import type { ConversationStore, OrderLedger, PhoneDirectory } from '../store';

/**
 * @example const staffDesk = createStaffDesk({ store: bot.store, phones: bot.phones, ledger: bot.ledger, dispatchToken: config.staff.dispatchToken });
 */
export function createStaffDesk(deps: {
  store: Pick<ConversationStore, 'loadLink'>;
  phones: Pick<PhoneDirectory, 'find'>;
  ledger: Pick<OrderLedger, 'getByOrderId'>;
  dispatchToken: string | undefined;
}): StaffDeskPort {
  return {
    async findOrder(orderId) {
      const record = await deps.ledger.getByOrderId(orderId, { parse: ledgerEntrySchema });
      if (!record) return undefined;
      const key = record.entry.placedBy;
      return { serviceCustomerId: record.serviceCustomerId, key, placedBy: describePlacer(key) };
    },
    findCustomer: (phoneNumber) => deps.phones.find(phoneNumber),
    async sessionFor(serviceCustomerId, key) {
      // An order placed on a channel's company account acts with that account's sign-in.
      const link = await deps.store.loadLink(sharedAccountOf(key) ?? key);
      if (link?.serviceCustomerId === serviceCustomerId) return { serviceCustomerId, token: link.token };
      return deps.dispatchToken ? { serviceCustomerId, token: deps.dispatchToken } : undefined;
    },
  };
}

/** Who placed an order, from the conversation that placed it, in words for staff (no phone number). */
function describePlacer(key: string): string {
  const member = memberOf(key);
  if (member) return `Slack user ${member.userId} in channel ${member.channelId}, on its company account`;
  const target = targetOfKey(key);
  if (target?.channel === 'slack' && 'userId' in target) return `Slack user ${target.userId}`;
  return `the conversation ${redactKey(key)}`;
}
