import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSlashCommand, SLASH_WORDS } from '../../../../../lib/channels/slack/slash-command';
import { REGISTRY } from '../../../../../lib/flows';
import { createFakeWorld, FAKE, transcript } from '../../../../support/fake-ports';

const manifest = readFileSync(join(__dirname, '../../../../../slack/manifest.yml'), 'utf8');
const usageHint = /usage_hint: "\[(.*)\]"/.exec(manifest)?.[1] ?? '';

describe('the /laundry words', () => {
  const words = REGISTRY.openings.flatMap(({ opening }) =>
    opening.kind === 'push' && opening.byBot ? [] : [opening.word],
  );

  it('every entry point a flow declares opens with its word, without the Slack function knowing the flows', () => {
    for (const word of words) expect(readSlashCommand(word)).toEqual({ type: 'open', word: word });
  });

  it('a word with an order number opens that order; the engine decides what the word opens', () => {
    expect(readSlashCommand('reschedule #5001')).toEqual({ type: 'open', word: 'reschedule', orderId: 5001 });
    expect(readSlashCommand('what is this')).toBeUndefined();
  });

  it("the list for words that are not ours names the channel's own words, and the manifest hint points to help", () => {
    expect(SLASH_WORDS.map((w) => w.word)).toEqual(expect.arrayContaining(['', 'help', 'signout', 'link']));
    expect(usageHint).toMatch(/^help\b/);
  });

  it("a word no flow opens is answered with every word a person can open, and a reminder's word is not one", async () => {
    const world = createFakeWorld();
    const signedIn = await transcript(world.engine, ['hi', FAKE.phone, FAKE.otp]);
    for (const word of ['laundromat', 'remind-pickup']) {
      const opened = readSlashCommand(`${word} 5001`);
      if (!opened) throw new Error(`${word} was not read as a word`);
      const answered = await transcript(world.engine, [opened], {
        state: signedIn.state,
        ...(signedIn.session ? { session: signedIn.session } : {}),
      });
      const said = answered.text.split('\n').find((line) => line.startsWith("I can't open that here."));
      expect(said).toContain('I know: orders (your recent orders)');
      expect(said).toContain('change (move a pickup or a delivery)');
      expect(said).not.toContain('remind-');
      expect(answered.state.stack).toEqual(signedIn.state.stack);
    }
  });
});
