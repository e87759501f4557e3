import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  OPENING_WORDS,
  readSlashCommand,
  SLASH_WORDS,
} from '../../../../../lib/channels/slack/slash-command';
import { OPENINGS } from '../../../../../lib/dialog/flows';

const manifest = readFileSync(join(__dirname, '../../../../../slack/manifest.yml'), 'utf8');
const usageHint = /usage_hint: "\[(.*)\]"/.exec(manifest)?.[1]?.split('|') ?? [];

describe('the /laundry words follow the flow registry', () => {
  const alone = readSlashCommand('');
  const words = OPENINGS.map(({ opening }) => opening.word);

  it('the Slack function lists exactly the entry points the flows declare, and which take an order', () => {
    expect(OPENING_WORDS).toEqual(
      OPENINGS.map(({ opening }) => ({
        word: opening.word,
        ...(opening.kind === 'push' && opening.args ? { takesOrder: true } : {}),
      })),
    );
  });

  it('every entry point a flow declares opens with its word', () => {
    for (const word of words) expect(readSlashCommand(word)).toEqual({ type: 'open', flow: word });
  });

  it('the help list and the manifest hint name every entry point (the one /laundry alone opens needs no word)', () => {
    const named = words.filter((word) => !(alone?.type === 'open' && alone.flow === word));
    expect(named.length).toBeGreaterThan(0);
    for (const word of named) {
      expect(SLASH_WORDS.map((w) => w.word)).toContain(word);
      expect(usageHint).toContain(word);
    }
  });

  it('only an entry point that takes an order opens one by its number', () => {
    expect(readSlashCommand('reschedule #5001')).toEqual({ type: 'open', flow: 'reschedule', orderId: 5001 });
    expect(readSlashCommand('notes 5001')).toBeUndefined();
  });
});
