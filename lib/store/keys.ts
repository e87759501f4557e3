/**
 * Every key of the bot's one DynamoDB table: which item lives under which partition key (`pk`) and
 * sort key (`sk`), and why. The stores build their keys from here and nowhere else.
 *
 * | pk                         | sk                       | item (store)                                  |
 * |----------------------------|--------------------------|-----------------------------------------------|
 * | `CONV#<conversation key>`  | `STATE`                  | dialog state, version, last replies, and the  |
 * |                            |                          | channel's note (what it delivered, where it   |
 * |                            |                          | asked) (conv.)                                |
 * | `CONV#<conversation key>`  | `LINK`                   | who it is signed in as, token and phone       |
 * |                            |                          | sealed (conv.); a channel's company account   |
 * |                            |                          | is the LINK of the channel's key              |
 * | `CONV#<conversation key>`  | `OPTOUT`                 | the phone texted STOP (opt-outs), no expiry   |
 * | `CONV#<conversation key>`  | `SHARE#<shared key>`     | this sign-in is shared there (channel link)   |
 * | `CONV#<conversation key>`  | `HANDOFF`                | its hand-off's staff thread, while open       |
 * | `THREAD#<channel>:<ts>`    | `HANDOFF`                | a hand-off: its conversation, reply target    |
 * |                            |                          | (phone sealed), who opened, answered, closed  |
 * | `PHONE#<fingerprint>`      | `CUSTOMER`               | phone directory: customer and conversation    |
 * | `PHONE#<fingerprint>`      | `SIGNIN`                 | wrong codes and the lock (sign-in attempts)   |
 * | `PHONE#<fingerprint>`      | `SENDS#<UTC day index>`  | codes texted that day (sign-in attempts)      |
 * | `PHONE#<fingerprint>`      | `DELIVERY`               | the last text to it failed: Twilio's code,    |
 * |                            |                          | status, when, failures in a row since the     |
 * |                            |                          | last delivered (delivery-failures.ts)         |
 * | `SMSIN#<MessageSid>`       | `RECEIVED`               | when Twilio first posted that text, no more   |
 * |                            |                          | (inbound-texts.ts): a replay runs nothing     |
 * | `CUST#<serviceCustomerId>` | `ORDER#<confirmationId>` | one confirmation's order, outcome (ledger)    |
 * | `CUST#<serviceCustomerId>` | `NOTES`                  | notes last sent to the service (cust. notes)  |
 * | `ORDERID#<orderId>`        | `POINTER`                | a placed order's record, by service id        |
 * | `SLACKTEAM#<teamId>`       | `INSTALLATION`           | a workspace's Slack installation, bot token   |
 * |                            |                          | sealed (slack-installations.ts)               |
 * | `OAUTHSTATE#<state hash>`  | `STATE`                  | an install page's OAuth state once used, till |
 * |                            |                          | it expires (oauth-states.ts)                  |
 * | `BATCH#<batch id>`         | `BATCH`                  | staff's batch of orders: its plan, who asked, |
 * |                            |                          | where its progress shows (batches.ts)         |
 * | `BATCH#<batch id>`         | `ITEM#<orderId>`         | one order's outcome in that batch             |
 * | `AUDIT#<business>#<day>`   | `<ISO time>#<id>`        | one staff action that day (staff-audit.ts):   |
 * |                            |                          | who, when, what; kept 90 days                 |
 * | `MISSED#<business>#<day>`  | `<step>#<phrase digest>` | a reply not understood at that step that day, |
 * |                            |                          | masked: the phrase, how many times, first and |
 * |                            |                          | last seen; kept 30 days, and only when the    |
 * |                            |                          | business opted in (missed-replies.ts)         |
 * | `STATS#<business>#UTC#<d>` | `DAY`                    | the bot's counts of one UTC day, by quarter   |
 * |                            |                          | hour (bot-stats.ts): orders, steps, re-asks,  |
 * |                            |                          | hand-offs, reminders; ADD counters, kept 400d |
 * | `STATS#<business>#<day>`   | `DAY`                    | the same, of one day in the business's zone,  |
 * |                            |                          | as written before the quarter hours: read     |
 * |                            |                          | beside them till they expire                  |
 * | `DIGEST#<business>#<week>` | `SENT`                   | that week's digest was sent (bot-stats.ts):   |
 * |                            |                          | a redelivered send finds it; kept 400 days    |
 * | `LIMIT#<scope digest>`     | `<limit>#<window index>` | how many times a scope (a conversation, a     |
 * |                            |                          | Slack user or workspace, the business) did it |
 * |                            |                          | this window: hand-offs, codes and sign-ups    |
 * |                            |                          | asked for (rate-limits.ts)                    |
 *
 * Why: a conversation is one partition, so a turn reads all it needs (state, link, note, opt-out,
 * shares) with one consistent Query and writes state and link in one transaction. A phone is one
 * partition under its keyed fingerprint (phone-fingerprint.ts), never in clear, shared by the
 * directory and the sign-in attempts. A customer is one partition, so "my orders" is one Query of
 * `ORDER#`, newest first (confirmation ids sort by time), and the notes sit beside the orders. The
 * service's order id, known only once placed, gets its own pointer partition, so an order is found
 * by it with two consistent reads. A Slack workspace's installation is one item read by its team id
 * on a request's first sight of the workspace in a container; an OAuth state is signed, and kept only once used, as its hash.
 * A workspace's conversations all start `CONV#slack…:<teamId>:`, so an uninstall finds them by that
 * prefix (a Scan: an uninstall is rare, a turn never pays for it), and its hand-offs' threads in the
 * same Scan by the conversation key they name.
 * by it with two consistent reads. A hand-off is found both ways with one read: from its
 * conversation (to post what the customer writes) and from its staff thread (to answer them).
 * A business's staff actions of one day are one partition, its sort keys starting with the time, so
 * `/laundry staff audit` is one Query, newest first. A business's replies not understood of one day are
 * one partition, one item per step and masked phrase (its digest: the same phrase typed again is the
 * same item, counted by ADD), so a week's list is seven Queries.
 * A business's counts of one day are one item, written with ADD by every turn of that day (no read
 * first, no conflict between turns), so a week's digest is one BatchGetItem of 7 keys.
 */

export const STATE_SK = 'STATE';
export const LINK_SK = 'LINK';
export const OPT_OUT_SK = 'OPTOUT';
export const SHARE_SK_PREFIX = 'SHARE#';
export const PHONE_DIRECTORY_SK = 'CUSTOMER';
export const SIGN_IN_ATTEMPTS_SK = 'SIGNIN';
export const SENDS_SK_PREFIX = 'SENDS#';
export const ORDER_SK_PREFIX = 'ORDER#';
export const CUSTOMER_NOTES_SK = 'NOTES';
export const POINTER_SK = 'POINTER';
export const INSTALLATION_SK = 'INSTALLATION';
export const OAUTH_STATE_SK = 'STATE';
export const DELIVERY_FAILURE_SK = 'DELIVERY';
export const INBOUND_TEXT_SK = 'RECEIVED';

export const BATCH_SK = 'BATCH';

/** The partition of one staff batch (batches.ts). */
export function batchPartition(id: string): string {
  return `BATCH#${id}`;
}

/** The partition of a business's staff audit trail for one day (`YYYY-MM-DD` in its zone): read back newest first. */
export function auditPartition(businessId: number, day: string): string {
  return `AUDIT#${businessId}#${day}`;
}

/** The partition of a business's replies not understood on one day (`YYYY-MM-DD` in its zone; missed-replies.ts). */
export function missedPartition(businessId: number, day: string): string {
  return `MISSED#${businessId}#${day}`;
}

export const STATS_SK = 'DAY';
export const DIGEST_SK = 'SENT';

/**
 * The item of a business's counts of one day in its zone (`YYYY-MM-DD`), as they were written before
 * they were kept by the UTC quarter hour: read, never written (bot-stats.ts).
 */
export function statsPartition(businessId: number, day: string): string {
  return `STATS#${businessId}#${day}`;
}

/** The item of a business's counts of one UTC day (`YYYY-MM-DD`), by quarter hour (stats-day.ts). */
export function statsUtcPartition(businessId: number, utcDay: string): string {
  return `STATS#${businessId}#UTC#${utcDay}`;
}

/** The marker of a business's digest of one week (named by its Monday, `YYYY-MM-DD`). */
export function digestPartition(businessId: number, week: string): string {
  return `DIGEST#${businessId}#${week}`;
}

/** The sort key of one order's outcome in a batch. */
export function batchItemSk(orderId: number): string {
  return `ITEM#${orderId}`;
}

/** The partition of one inbound text, by its Twilio MessageSid (not a secret, and no phone in it). */
export function inboundTextPartition(messageSid: string): string {
  return `SMSIN#${messageSid}`;
}

/** The partition of one Slack workspace's installation. */
export function slackTeamPartition(teamId: string): string {
  return `SLACKTEAM#${teamId}`;
}

/** The table's TTL attribute (infra/dynamodb-table.json, TimeToLiveSpecification; a test holds them equal). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** The partition of one scope's rate-limit counters (rate-limits.ts), by a digest of the scope (`slack-workspace:<team>`, `conversation:<key>`). */
export function rateLimitPartition(scopeDigest: string): string {
  return `LIMIT#${scopeDigest}`;
}

/** The partition of one OAuth state, named by its hash (the state itself is a credential until used). */
export function oauthStatePartition(stateHash: string): string {
  return `OAUTHSTATE#${stateHash}`;
}

/** The kinds of a Slack workspace's conversation keys: a person's own, a staff member's, a channel member's and a channel's (see lib/conversation/key.ts). */
const SLACK_KINDS = ['slack', 'slack-staff', 'slack-member', 'slack-channel'];

/** The beginnings of every conversation key of one Slack workspace. */
export function slackWorkspaceKeyPrefixes(teamId: string): string[] {
  return SLACK_KINDS.map((kind) => `${kind}:${teamId}:`);
}

/** The beginnings of every conversation partition of one Slack workspace. */
export function slackWorkspacePartitionPrefixes(teamId: string): string[] {
  return slackWorkspaceKeyPrefixes(teamId).map(conversationPartition);
}

export const HANDOFF_SK = 'HANDOFF';

/** The partition of one conversation (its channel-qualified key). */
export function conversationPartition(conversationKey: string): string {
  return `CONV#${conversationKey}`;
}

/** What every staff thread's partition starts with. */
export const THREAD_PARTITION_PREFIX = 'THREAD#';

/** The partition of one staff thread (a hand-off to a person), by its Slack channel and thread ts. */
export function threadPartition(channelId: string, threadTs: string): string {
  return `${THREAD_PARTITION_PREFIX}${channelId}:${threadTs}`;
}

/** The partition of one phone: its keyed fingerprint, never the number. */
export function phonePartition(fingerprint: string): string {
  return `PHONE#${fingerprint}`;
}

/** The partition of one customer of the laundry service. */
export function customerPartition(serviceCustomerId: number): string {
  return `CUST#${serviceCustomerId}`;
}

/** What every order id pointer's partition starts with (the local stack scans for it). */
export const ORDER_ID_PARTITION_PREFIX = 'ORDERID#';

/** The partition of the pointer from a placed order's service id to its ledger record. */
export function orderIdPartition(orderId: number): string {
  return `${ORDER_ID_PARTITION_PREFIX}${orderId}`;
}
