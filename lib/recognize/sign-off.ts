/**
 * A remark on the person's own hurry or leaving, or their delight as they go, said after the answer:
 * "book it, gotta run", "wash and fold, in a rush", "la visa, ya me voy", "listo, qué nota". It says how
 * the person is, never what they answer.
 *
 * @invariant sign-off-says-no-answer A closing clause wholly made of a sign-off ("gotta run", "in a
 *   hurry", "thx bye", "me tengo que ir", "qué nota", "awesome"), after a comma, a stop, a dash or an exclamation mark, is set
 *   aside before an answer to an option question is read; a reply that is only a sign-off is left whole,
 *   and a sign-off inside a clause ("run it") is never one.
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Hurry and leave-taking, in English and Spanish, as tokenize folds them ("i'm" is "im"). */
const SIGN_OFF = phrases(
  'gotta run',
  'gotta go',
  'got to run',
  'got to go',
  'have to run',
  'have to go',
  'need to run',
  'need to go',
  'must run',
  'gtg',
  'g2g',
  'ttyl',
  'talk later',
  'talk soon',
  'bye',
  'bye bye',
  'cheers',
  'in a hurry',
  'in a rush',
  'im in a hurry',
  'im in a rush',
  'i am in a hurry',
  'i am in a rush',
  'running late',
  'im running late',
  'rushing',
  'im rushing',
  'heading out',
  'im heading out',
  'me tengo que ir',
  'tengo que irme',
  'ya me voy',
  'me voy',
  'voy de salida',
  'tengo prisa',
  'tengo apuro',
  'ando apurado',
  'ando apurada',
  'estoy apurado',
  'estoy apurada',
  'chao',
  'chau',
  'adios',
  // Spain's Basque "agur", the Italian "ciao", and the leave-takings of either language.
  'agur',
  'ciao',
  'hasta luego',
  'hasta pronto',
  'hasta la proxima',
  'nos vemos',
  'see ya',
  'see you',
  'take care',
  // Delight said as one leaves, a remark on how the person is: "listo, qué nota" (Venezuela and
  // Colombia: how great), "done, awesome", "ya, qué chévere". Only as a closing clause of its own: "qué
  // nota" asked alone (which note?) is left whole, to be read or asked.
  'que nota',
  'que nota tan buena',
  'que chevere',
  'que bacano',
  'que bacan',
  'que padre',
  'que chido',
  'que buena onda',
  'que bien',
  'que genial',
  'awesome',
  'love it',
);

/** Where a closing clause starts: a comma, stop, semicolon, exclamation mark or dash. */
const CLAUSE = /[,.;!]+\s*|\s+[-–—]+\s*/g;

/**
 * The reply without the sign-off clauses it ends with (invariant sign-off-says-no-answer); the reply
 * itself when it ends with none, or is nothing else.
 *
 * @example withoutSignOff('book it, gotta run') // 'book it'
 * @example withoutSignOff('wash and fold. thx bye!') // 'wash and fold'
 * @example withoutSignOff('gotta run') // 'gotta run'
 */
export function withoutSignOff(text: string): string {
  let kept = text.trim();
  for (;;) {
    const starts = [...kept.matchAll(CLAUSE)].filter((m) => m.index > 0);
    const last = starts.findLast((m) => m.index + m[0].length < kept.length);
    if (!last) return kept;
    const tail = tokenize(kept.slice(last.index + last[0].length));
    if (!coveredBy(tail, SIGN_OFF, POLITE)) return kept;
    kept = kept.slice(0, last.index).trim();
  }
}
