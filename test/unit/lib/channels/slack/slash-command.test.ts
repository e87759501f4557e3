import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSlashCommand, SLASH_WORDS } from '../../../../../lib/channels/slack/slash-command';
import { REGISTRY } from '../../../../../lib/flows';

const manifest = readFileSync(join(__dirname, '../../../../../slack/manifest.yml'), 'utf8');
const usageHint = /usage_hint: "\[(.*)\]"/.exec(manifest)?.[1] ?? '';

describe('the /laundry words follow the flow registry', () => {
  const alone = readSlashCommand('');
  const words = REGISTRY.openings.flatMap(({ opening }) =>
    opening.kind === 'push' && opening.byBot ? [] : [opening.word],
  );

  it('every entry point a flow declares opens with its word', () => {
    for (const word of words) expect(readSlashCommand(word)).toEqual({ type: 'open', flow: word });
  });

  it('the help list names every entry point (the one /laundry alone opens needs no word), and the manifest hint points to it', () => {
    const named = words.filter((word) => !(alone?.type === 'open' && alone.flow === word));
    expect(named.length).toBeGreaterThan(0);
    for (const word of named) expect(SLASH_WORDS.map((w) => w.word)).toContain(word);
    expect(usageHint).toMatch(/^help\b/);
  });

  it('only an entry point that takes an order opens one by its number', () => {
    expect(readSlashCommand('reschedule #5001')).toEqual({ type: 'open', flow: 'reschedule', orderId: 5001 });
    expect(readSlashCommand('notes 5001')).toBeUndefined();
  });

  it("a reminder's entry point is the bot's own: no /laundry word opens it", () => {
    expect(readSlashCommand('remind-pickup 5001')).toBeUndefined();
    expect(SLASH_WORDS.map((w) => w.word)).not.toContain('remind-pickup');
  });
});
