import { PassThrough } from 'node:stream';
import { runConsoleChat } from '../../../../../lib/channels/console/chat';
import type { Reply } from '../../../../../lib/dialog/types';
import { type Timers, WORKING_AFTER_MS } from '../../../../../lib/worker/working-sign';

/** Collects what is written to a stream. */
function collected() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, text: () => text };
}

/** Timers a test sets off by hand. */
function manualTimers() {
  const pending: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const timers: Timers = {
    after(ms, fire) {
      const timer = { ms, fire, cancelled: false };
      pending.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  return { timers, pending };
}

const REPLY: Reply[] = [{ type: 'text', text: 'Your order #5001 is placed!' }];

describe('the terminal chat, a turn that runs long (invariant slow-turn-shows-working)', () => {
  it('writes a line saying the bot is working once the time is up, before the reply; a quick turn writes none', async () => {
    const output = collected();
    const manual = manualTimers();
    const input = new PassThrough();
    const chat = runConsoleChat({
      input,
      output: output.stream,
      interactive: false,
      color: false,
      working: { output: output.stream, timers: manual.timers },
      handle: async (said) => {
        // The first turn runs past the time (its timer goes off while it runs); the second does not.
        if (said.type === 'text' && said.text === 'place it') manual.pending.at(-1)?.fire();
        return REPLY;
      },
    });
    input.end('place it\nthanks\n');
    await chat;
    expect(manual.pending.map((t) => [t.ms, t.cancelled])).toEqual([
      [WORKING_AFTER_MS, true],
      [WORKING_AFTER_MS, true],
    ]);
    expect(output.text()).toBe(
      'you › place it\nbot › …\nbot › Your order #5001 is placed!\n\nyou › thanks\nbot › Your order #5001 is placed!\n\n',
    );
  });
});
