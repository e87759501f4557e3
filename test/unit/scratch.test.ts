import { recognizeChoice } from '../../lib/recognize';
import type { RecognizerOption } from '../../lib/recognize/types';
import { businessGlossary } from '../../lib/words/glossary';
const SERVICES: [string, string][] = [['201','Wash & Fold'],['202','Wash & Hang Dry'],['203','Comforter & Bedding'],['204','Dry Clean – Suit'],['205','Dry Clean – Shirt'],['206','Dry Clean – Dress']];
const g = businessGlossary();
const opts: RecognizerOption[] = SERVICES.map(([value, name]) => ({ value, ...g.option(name, 'en') }));
it('x', () => {
  for (const t of ['comforter and a couple shirts', 'a couple shirts', 'comforter and a couple', 'comforter'])
    console.log(t, JSON.stringify(recognizeChoice(t, opts, { multi: true, timeZone: 'America/New_York' })));
});
