/**
 * The Events API's delivery, as Slack makes it: at least once, not in order, sometimes late. An event
 * the app did not answer with a 200 in 3 seconds is retried up to 3 times (at once, after a minute,
 * after 5 minutes), each retry the same body (its `event_id` and `event_time` as first sent) signed
 * anew, with `X-Slack-Retry-Num` (1–3) and `X-Slack-Retry-Reason` (`http_timeout`, `http_error`,
 * `connection_failed`, …). Slack also redelivers events queued while the app's URL failed, in any
 * order. Tests (and the local stack) post through it what Slack would post, when Slack would post it.
 */

/** Slack's reasons for a retry (X-Slack-Retry-Reason). */
export type SlackRetryReason =
  | 'http_timeout'
  | 'http_error'
  | 'connection_failed'
  | 'too_many_redirects'
  | 'ssl_error'
  | 'unknown_error';

/** Slack retries an event at most this many times. */
export const MAX_SLACK_RETRIES = 3;

/** A signed post of `body` with extra headers; answers the status the app gave. */
export type SlackPost<B> = (body: B, headers: Record<string, string>) => Promise<{ statusCode: number }>;

/**
 * @example const events = slackEventDelivery(post); const held = events.hold(appUninstalled(T)); … await events.release(held);
 */
export function slackEventDelivery<B extends { body: string }>(post: SlackPost<B>) {
  const retries = new Map<string, number>();
  const held: B[] = [];
  // A command or a click is form-encoded, with no event id: its body names it.
  const eventIdOf = (event: B) =>
    (event.body.startsWith('{') ? (JSON.parse(event.body) as { event_id?: string }).event_id : undefined) ??
    event.body;
  return {
    /** The first delivery. */
    send: (event: B) => post(event, {}),
    /**
     * Slack's next retry of an event already sent: the same body, signed now, numbered. Throws past
     * Slack's last retry.
     */
    retry(event: B, reason: SlackRetryReason = 'http_timeout') {
      const num = (retries.get(eventIdOf(event)) ?? 0) + 1;
      if (num > MAX_SLACK_RETRIES) throw new RangeError(`Slack retries an event ${MAX_SLACK_RETRIES} times`);
      retries.set(eventIdOf(event), num);
      return post(event, { 'x-slack-retry-num': String(num), 'x-slack-retry-reason': reason });
    },
    /** An event Slack has not delivered yet (its URL failed, or it is late): sent by `release`. */
    hold(event: B): B {
      held.push(event);
      return event;
    },
    /** Delivers the held events, late, in the order given (default: newest first, out of order). */
    async release(order: B[] = [...held].reverse()) {
      const answers: number[] = [];
      for (const event of order) {
        held.splice(held.indexOf(event), 1);
        answers.push((await post(event, {})).statusCode);
      }
      return answers;
    },
  };
}

export type SlackEventDelivery<B extends { body: string }> = ReturnType<typeof slackEventDelivery<B>>;
