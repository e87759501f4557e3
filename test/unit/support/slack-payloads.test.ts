import { threadReply } from '../../support/slack-payloads';

/** The message event inside a built body. */
const eventOf = (body: string) => JSON.parse(body).event as { ts: string; thread_ts: string };
const seconds = (ts: string) => Number(ts.split('.')[0]);

describe("a staff reply's ts, as Slack gives it", () => {
  it("is later than its thread's, even in the second the thread was started (a reply equal to its root reads as the root and is dropped)", () => {
    const now = Math.floor(Date.now() / 1000);
    for (const threadTs of [`${now}.000001`, `${now}.000002`, `${now + 5}.000001`]) {
      const { ts, thread_ts } = eventOf(
        threadReply({ user: 'U0ALEX', channel: 'C0STAFF', threadTs, text: 'hi' }).body,
      );
      expect(thread_ts).toBe(threadTs);
      expect(seconds(ts)).toBeGreaterThan(seconds(threadTs));
      expect(ts).toMatch(/^\d{10}\.\d{6}$/);
    }
  });

  it("is each reply's own: two replies in a thread never share one", () => {
    const threadTs = `${Math.floor(Date.now() / 1000)}.000001`;
    const reply = () =>
      eventOf(threadReply({ user: 'U0ALEX', channel: 'C0STAFF', threadTs, text: 'hi' }).body).ts;
    expect(reply()).not.toBe(reply());
  });
});
