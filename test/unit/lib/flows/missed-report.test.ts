import { missedReport, TOP_PHRASES } from '../../../../lib/flows/missed-report';
import type { MissedPhrase, MissedStep } from '../../../../lib/store/missed-replies';
import { ENGLISH, words } from '../../../../lib/words';

const seen = { firstSeen: '2030-03-04T15:00:00.000Z', lastSeen: '2030-03-04T15:00:00.000Z' };
const phrase = (text: string, count: number): MissedPhrase => ({ phrase: text, count, ...seen });
const WEEK: MissedStep[] = [
  {
    step: 'order/pickup',
    count: 9,
    phrases: [phrase('whenever', 3), ...['a', 'b', 'c', 'd', 'e', 'f'].map((p) => phrase(`cuando ${p}`, 1))],
  },
  { step: 'order/new-thing', count: 1, phrases: [phrase('call ‹phone›', 1)] },
];

describe('missedReport', () => {
  it(`names each step as help does, shows its top ${TOP_PHRASES} phrasings with their counts, and how many more`, () => {
    expect(missedReport(WEEK, '2030-03-02', ENGLISH)).toBe(
      [
        'What customers typed that the bot did not understand, Sat, Mar 2 to Fri, Mar 8 (masked: no phone, code, card, e-mail, address or name):',
        '',
        'At “pickup time” in a new order, 9 times:',
        '• “whenever” (3 times)',
        '• “cuando a”',
        '• “cuando b”',
        '• “cuando c”',
        '• “cuando d”',
        '…and 2 other phrasings',
        '',
        'At order/new-thing, 1 time:',
        '• “call ‹phone›”',
      ].join('\n'),
    );
  });

  it('says so when nothing was typed that week', () => {
    expect(missedReport([], '2030-03-02', ENGLISH)).toBe(
      'Customers typed nothing the bot did not understand from Sat, Mar 2 to Fri, Mar 8.',
    );
  });

  it('reads in Spanish for a business whose staff speak it', async () => {
    const spanish = await words('es');
    expect(missedReport(WEEK, '2030-03-02', spanish).split('\n').slice(2, 4)).toEqual([
      'Al pedir “la hora de recogida” en un pedido nuevo, 9 veces:',
      '• “whenever” (3 veces)',
    ]);
    expect(missedReport(WEEK, '2030-03-02', spanish)).toContain('…y 2 formas más de decirlo');
    expect(missedReport([], '2030-03-02', spanish)).toBe(
      'Del sábado 2 de mar al viernes 8 de mar, los clientes no escribieron nada que el bot no entendiera.',
    );
  });
});
