/**
 * "Same time as before", "at the same time", "misma hora", "a la misma hora que ahora": the time of
 * day of the window shown as the current one, said instead of a time. Alone, or beside a day
 * ("wednesday, same time", "el miércoles a la misma hora").
 */
import { phraseAt, phraseTable, typedTokens } from './phrase-table';

const WORDS = phraseTable({
  lead: [
    ...['at the', 'at', 'the', 'keep the', 'a la', 'la', 'el', 'en el', 'en la', 'con el', 'con la', 'y'],
    // Whose: "my usual time", "at my usual slot", "a mi hora de siempre".
    ...['my', 'at my', 'mi', 'a mi'],
  ],
  same: [
    'same time',
    'same times',
    'same hour',
    'same window',
    'same slot',
    'same time slot',
    'same timeslot',
    'same as before',
    'same as now',
    'same as it is',
    // The window as it was: "same as it was", "same as last time" (issue 34, round 37).
    'same as it was',
    'same as last time',
    'same as the current one',
    // The window the person has now, said as theirs: "same as I had".
    'same as i had',
    'same as i have',
    'same one as before',
    'misma hora',
    'mismo horario',
    'misma franja',
    'mismo turno',
    'igual que antes',
    'igual que ahora',
    'igual hora',
    // The window as it was, said by likeness: "8 to 10 like before", "como antes", "como estaba".
    'like before',
    'like it was',
    'like it is',
    'like now',
    'como antes',
    'como estaba',
    'como ahora',
    // "la de siempre", "el de siempre": the one the person always has, which is the current one.
    'de siempre',
    // "same as usual", "my usual time", "como siempre": what the person always has, the current one too.
    'same as usual',
    'same as always',
    'usual time',
    'usual slot',
    'usual window',
    'como siempre',
    'como de costumbre',
    'de costumbre',
  ],
  // What "same" is the same as: the current window.
  ref: [
    'as before',
    'as now',
    'as it is',
    'as it is now',
    'as the current one',
    'as the current',
    'as the one i have',
    'as that one',
    // The window as it was: "same time as it was (before)", "as last time", "as I had".
    'as it was',
    'as it was before',
    'as last time',
    'as i had',
    'as i had it',
    'que era',
    'que ya tenia',
    'que ya tiene',
    'que antes',
    'que ahora',
    'de antes',
    'que la actual',
    'que el actual',
    'que tiene',
    'que tenia',
    'que estaba',
    // "same time as usual", "misma hora que siempre".
    'as usual',
    'as always',
    'que siempre',
    'de costumbre',
  ],
  filler: [
    'please',
    'thanks',
    'ok',
    'okay',
    'yes',
    'just',
    'por favor',
    'gracias',
    'si',
    'then',
    'entonces',
    'po',
  ],
});

/**
 * Where a reply asks for the same time of day, and what else it says (folded words: "wednesday"; and as
 * typed, for times: "8-10");
 * undefined when it does not.
 *
 * @example findSameTime('wednesday, same time as before') // { rest: 'wednesday', typed: 'wednesday,' }
 * @example findSameTime('la misma hora por favor') // { rest: '', typed: '' }
 * @example findSameTime('9am') // undefined
 */
export function findSameTime(text: string): { rest: string; typed: string } | undefined {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  for (let start = 0; start < words.length; start++) {
    let at = start;
    let lead = phraseAt(WORDS, words, at);
    while (lead?.kind === 'lead') {
      at += lead.length;
      lead = phraseAt(WORDS, words, at);
    }
    const same = phraseAt(WORDS, words, at);
    if (same?.kind !== 'same') continue;
    at += same.length;
    let more = phraseAt(WORDS, words, at);
    while (more?.kind === 'ref' || more?.kind === 'filler') {
      at += more.length;
      more = phraseAt(WORDS, words, at);
    }
    const rest = [...words.slice(0, start), ...words.slice(at)].filter(
      (word) => phraseAt(WORDS, [word], 0)?.kind !== 'filler',
    );
    // The other words as typed ("8-10" keeps its dash): the chunks with a word left.
    const left = new Set(
      tokens
        .filter((t, i) => (i < start || i >= at) && phraseAt(WORDS, [t.word], 0)?.kind !== 'filler')
        .map((t) => t.chunk),
    );
    return { rest: rest.join(' '), typed: chunks.filter((_, i) => left.has(i)).join(' ') };
  }
  return undefined;
}

/**
 * Whether the whole reply asks for the same time of day as the current window.
 * @example readsSameTime('same time as before') // true
 * @example readsSameTime('same time, friday') // false
 */
export function readsSameTime(text: string): boolean {
  return findSameTime(text)?.rest === '';
}
