/**
 * An e-mail address as people type it: alone, inside a sentence ("it's ana@example.com", "mi correo es
 * ana@example.com"), or spoken out ("ana at example dot com", "ana punto lima arroba example punto
 * com"), in English or Spanish.
 */
import { ANSWER_LEADS } from './answer-words';
import { readMeant } from './meant';
import { isModifier } from './neutral-words';
import { tokenize } from './normalize';
import { isSkip } from './skip';

/** An address as the service takes it: something, an @, a domain with a dot. */
const ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** An address written inside a sentence: what is around it (quotes, brackets, a full stop) is no part of it. */
const WRITTEN = /[^\s@<>()[\]{},;:"'¿?¡!]+@[^\s@<>()[\]{},;:"'¿?¡!]+/g;

/** Spoken signs: "at" is @, "dot" is ., and the joins a local part may have. */
const AT = new Set(['at', 'arroba', '@']);
const DOT = new Set(['dot', 'punto', '.']);
const JOINS: Record<string, string> = {
  dot: '.',
  punto: '.',
  '.': '.',
  underscore: '_',
  dash: '-',
  hyphen: '-',
  guion: '-',
  '-': '-',
  _: '_',
};

/**
 * The person's own words around an address ("it's", "my email is", "mi correo es"): with no other
 * word left over, an address said in words reads one way only (invariant email-words-read-once).
 */
const OWN_WORDS = new Set(
  'its it is my email e mail correo electronico es mi su the el address direccion use usa yes si sure ok okay no , sorry perdon'.split(
    ' ',
  ),
);

/**
 * What a reply says of an e-mail address: the one it gives (`spelled` when said in words with other
 * words left over, so it could be read another way: asked back as read), or unclear (two, or a word
 * that changes it).
 *
 * @invariant email-words-read-once An address said in words or with spaces ("ana at example dot
 *   com", "ana arroba example punto com", "ana @ example.com") and nothing else but the person's own
 *   lead-in is taken as read, no question: the sign-up's review shows it before the account is
 *   created. An address spelled letter by letter, in part or whole ("a n a at example dot com"), is
 *   read with all its letters (ana@example.com), never by its last one. Words left over ("write ana at
 *   example dot com") make it `spelled`, asked back as read, and so do spelled letters after other
 *   words that begin with a word of one letter ("mándalo a j u a n arroba …": its "a" may be the
 *   word's).
 */
export type ReadEmail = { email: string; spelled?: true } | { unclear: true };

/**
 * The one e-mail address a reply gives, with the person's own words around it ("it's", "my email is",
 * "es"); unclear when it gives two, or says something that may change it ("not ana@example.com", "ana@example.com
 * or the other one"); undefined when it gives none.
 *
 * @example readEmail("its ana@example.com") // { email: 'ana@example.com' }
 * @example readEmail('ana arroba example punto com') // { email: 'ana@example.com', spelled: true }
 * @example readEmail('not ana@example.com') // { unclear: true }
 * @example readEmail('ana at home') // undefined
 */
export function readEmail(typed: string): ReadEmail | undefined {
  const text = typed
    // "ana(arroba)example.com", "ana [at] example.com": the sign written out in brackets, as forms hide it.
    .replace(/\s*[([]\s*(?:arroba|at)\s*[)\]]\s*/giu, '@')
    // "ana@example .com": a space typed before the ending of the domain.
    .replace(
      /(@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*)\s+(\.(?:com|net|org|edu|gov|co|us|mx|es|io)\b)/giu,
      '$1$2',
    );
  const found = written(text) ?? spoken(text);
  if (!found) return undefined;
  if ('unclear' in found) return found;
  const said = tokenize(found.rest.replace(MINE_NOT_ANOTHERS, ' '));
  // "no, it's ana@example.com": a yes or no said first, then a comma, is the person's own (a correction).
  const words = ANSWER_LEADS.has(said[0] ?? '') && said[1] === ',' ? said.slice(2) : said;
  if (words.some((word) => isModifier(word) || AT.has(word))) return { unclear: true };
  return found.spelled ? { email: found.email, spelled: true } : { email: found.email };
}

/**
 * Whose address is given, said beside it: the person's, not another's ("put mine not his: …", "use mine,
 * not hers", "el mío, no el de él"). It says which one is typed, nothing that changes it; a "not" said
 * of the address itself ("not mine: …") still asks.
 */
const MINE_NOT_ANOTHERS =
  /(?:^|[\s,.;:(-])(?:mine|my own|(?:el|la) m[ií][oa])[\s,;-]+(?:not|no)\s+(?:his|hers|theirs|(?:my|her|his|their)\s+\p{L}+['’]?s|(?:el|la)\s+(?:suy[oa]|de\s+(?:mi\s+|su\s+)?\p{L}+))(?=$|[\s,.;:)-])/iu;

type Found = { email: string; rest: string; spelled?: true } | { unclear: true };

/** "ana@example.com" inside the reply. */
function written(text: string): Found | undefined {
  const matches = [...new Set((text.match(WRITTEN) ?? []).map((m) => m.replace(/[.]+$/, '')))];
  if (matches.length === 0) return undefined;
  const fixed = matches.length === 2 ? corrected(text, matches) : undefined;
  if (fixed) return fixed;
  const [email] = matches;
  if (matches.length > 1) return { unclear: true };
  if (!email || !ADDRESS.test(email) || email.length > 254) return undefined;
  return { email, rest: text.replace(WRITTEN, ' ') };
}

/**
 * Of two addresses, the one meant when the second corrects the first ("ana@exmaple.com — sorry
 * ana@example.com", "ana@x.com no wait ana@y.com"): the second, what follows it read as with one address
 * (invariant correction-last-named-meant); undefined when the second corrects nothing, and both are asked.
 */
function corrected(text: string, [, second]: string[]): Found | undefined {
  let n = 0;
  const masked = text.replace(WRITTEN, () => ` address${n++} `);
  const meant = readMeant(masked);
  const [said, ...rest] = tokenize(meant?.text ?? '');
  if (!meant?.retracted || said !== 'address1' || !second || !ADDRESS.test(second)) return undefined;
  return { email: second, rest: rest.join(' ') };
}

/** "ana dot lima at example dot com": the words around "at" joined by the spoken signs. */
function spoken(text: string): Found | undefined {
  const words = text
    .toLowerCase()
    .replace(/guion bajo|guión bajo/g, 'underscore')
    .replace(/guión/g, 'guion')
    .split(/[\s,]+/)
    .filter(Boolean);
  const at = words.findIndex((w) => AT.has(w));
  if (at <= 0) return undefined;
  // A part said letter by letter ("a n a", "g m a i l") is one word of its letters (`lettersFrom`).
  let end = lettersFrom(words, at + 1, 1);
  let domain = words.slice(at + 1, end).join('');
  while (DOT.has(words[end] ?? '') && words[end + 1] !== undefined) {
    const next = lettersFrom(words, end + 1, 1);
    domain += `.${words.slice(end + 1, next).join('')}`;
    end = next;
  }
  let start = lettersFrom(words, at - 1, -1) + 1;
  let local = words.slice(start, at).join('');
  while (start >= 2 && JOINS[words[start - 1] as string] !== undefined) {
    const first = lettersFrom(words, start - 2, -1) + 1;
    local = `${words.slice(first, start - 1).join('')}${JOINS[words[start - 1] as string]}${local}`;
    start = first;
  }
  const email = `${local}@${domain.replace(/[.!?]+$/, '')}`;
  if (!ADDRESS.test(email) || email.length > 254) return undefined;
  const rest = [...words.slice(0, start), ...words.slice(end)].join(' ');
  const left = tokenize(rest).filter((word) => !OWN_WORDS.has(word));
  // "mándalo a j u a n arroba …": spelled letters that begin with a word of one letter ("a", "y", "o"),
  // words before them, may begin one letter early: asked back as read.
  const unsure =
    start > 0 && ONE_LETTER_WORDS.has(words[start] as string) && SPELLED_LETTER.test(words[start + 1] ?? '');
  return left.length > 0 || unsure ? { email, rest, spelled: true } : { email, rest };
}

/** A letter or digit said alone, as an address is spelled out ("a n a arroba …"). */
const SPELLED_LETTER = /^[a-z0-9]$/;
/** Words of one letter in English or Spanish: a spelled run may begin with one by chance. */
const ONE_LETTER_WORDS = new Set(['a', 'y', 'o', 'e', 'u', 'i']);

/**
 * Where the part of an address said from `from` ends, going `step` (1 forward, -1 back): a word said
 * whole is one word; letters said one by one ("a n a") are one part, all of them, two or more, so an
 * address spelled out is never read by its last letter alone ("a n a at …" is ana@…, not a@…).
 */
function lettersFrom(words: string[], from: number, step: 1 | -1): number {
  const letter = (k: number) => SPELLED_LETTER.test(words[k] ?? '');
  if (!letter(from) || !letter(from + step)) return from + step;
  let k = from;
  while (letter(k)) k += step;
  return k;
}

/**
 * "I don't have one", "skip", "sin correo": a reply with no address that says none will be given. The
 * sign-up says why one is needed rather than only that this is not one.
 *
 * @example givesNoEmail("i dont have email") // true
 * @example givesNoEmail('ana at gmail') // false
 */
export function givesNoEmail(text: string): boolean {
  if (readEmail(text)) return false;
  return isSkip(text) || NO_ADDRESS.test(tokenize(text).join(' '));
}

/** Words of having none or giving none. */
const NO_ADDRESS = /\b(?:no|not|dont|never|without|none|nope|skip|rather|sin|nunca|ningun[oa]?|prefiero)\b/;
