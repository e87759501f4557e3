import { type Item, str } from './attribute-values';
import { conversationPartition, OPT_OUT_SK } from './keys';

/**
 * The item that says a conversation's phone opted out (no expiresAt: an opt-out outlives the
 * conversation). Written by the conversation store, and by the SMS function on a status callback's 21610.
 * @example await table.send('PutItem', { Item: optOutItem(key, new Date()) });
 */
export function optOutItem(conversationKey: string, at: Date): Item {
  return { pk: str(conversationPartition(conversationKey)), sk: str(OPT_OUT_SK), at: str(at.toISOString()) };
}
