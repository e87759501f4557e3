/**
 * The transcripts' review: sentences that are untrue in the moment they are read, found in a
 * transcript by what was on screen before them. Each rule names a sentence found untrue once (issue
 * 37), in English and Spanish; test/e2e/transcripts.test.ts runs them on every transcript it generates.
 */

/** A sentence untrue in a context: its line's index in the transcript, and why. */
export interface Untrue {
  line: number;
  text: string;
  why: string;
}

interface Rule {
  why: string;
  /** The indexes of the lines that say it where it is untrue. */
  find(lines: string[]): number[];
}

/** A Slack button's "are you sure" pop-up as the transcript shows it: its words, then the button's label. */
const POP_UP = /\(asks "([^"]*)" \[ ([^\]]*) \]/;

/** The pop-up's words on the buttons they are true of, and nowhere else. */
const popUpOnlyOn = (words: RegExp, labels: RegExp, why: string): Rule => ({
  why,
  find: (lines) =>
    lines.flatMap((line, i) => {
      const [, text = '', label = ''] = line.match(POP_UP) ?? [];
      return words.test(text) && !labels.test(label) ? [i] : [];
    }),
});

/** The no-address question, and what ends it: a list of addresses to pick from. */
const NO_ADDRESS = /no pickup address|no tiene una dirección de recogida/i;
const ADDRESS_LIST =
  /Where should we pick up\?|¿Dónde recogemos\?|Which address|¿Qué dirección|¿A qué dirección/i;
const PICK_ADDRESS = /Pick one of (the|your) addresses|Elija una de (las|sus) direcciones/i;

/** A masked phone number as the bot shows it. */
const MASKED_PHONE = /\(\*\*\*\) \*\*\*-\d{4}/;
/** A day question's typed examples of tomorrow, and the option that offers tomorrow. */
const TOMORROW_EXAMPLE = /"(tomorrow|mañana)"/i;
const TOMORROW_OFFERED = /\b(Tomorrow|Mañana) \(/;

/** The transcript cut into what the bot said between two of the person's turns. */
function turns(lines: string[]): { from: number; to: number }[] {
  const starts = lines.flatMap((line, i) => (/^you ›/.test(line) ? [i] : []));
  return [...starts, lines.length].map((to, k) => ({ from: k === 0 ? 0 : (starts[k - 1] ?? 0), to }));
}

const RULES: Rule[] = [
  {
    why: 'brackets inside brackets: a hint with parentheses of its own, which the terminal shows in parentheses',
    find: (lines) => lines.flatMap((line, i) => (/\([^()]*\([^()]*\)[^()]*\)/.test(line) ? [i] : [])),
  },
  popUpOnlyOn(
    /places the order|hace el pedido|envía el pedido/i,
    /^(Place order|Hacer el pedido)$/,
    'a pop-up says the order is placed on a button that places none',
  ),
  popUpOnlyOn(
    /can't be undone|no se puede deshacer/i,
    /^(Drop this order|Descartar este pedido)$/,
    "a pop-up says it can't be undone where it can, or where nothing is done yet (a cancelled delivery can be added back; Send it again asks first)",
  ),
  {
    why: 'the same phone number said twice in a row ("I\'ve texted a code to …" then "the code we texted to …")',
    find: (lines) =>
      lines.flatMap((line, i) => {
        const phone = line.match(MASKED_PHONE)?.[0];
        const next = lines[i + 1] ?? '';
        return phone && next.includes(phone) ? [i + 1] : [];
      }),
  },
  {
    why: 'a day question gives "tomorrow" as an example where tomorrow is not offered',
    find: (lines) =>
      turns(lines).flatMap(({ from, to }) => {
        const said = lines.slice(from, to);
        if (said.some((line) => TOMORROW_OFFERED.test(line))) return [];
        return said.flatMap((line, k) => (TOMORROW_EXAMPLE.test(line) ? [from + k] : []));
      }),
  },
  {
    why: 'a label that is a question, then a colon ("Placed?:")',
    find: (lines) => lines.flatMap((line, i) => (/\?\s*:/.test(line) ? [i] : [])),
  },
  {
    why: 'told to pick one of the addresses while the customer has none',
    find: (lines) => {
      let none = false;
      return lines.flatMap((line, i) => {
        if (ADDRESS_LIST.test(line)) none = false;
        const untrue = none && PICK_ADDRESS.test(line);
        if (NO_ADDRESS.test(line)) none = true;
        return untrue ? [i] : [];
      });
    },
  },
];

/**
 * The untrue sentences of a transcript, by the rules above.
 *
 * @example untrueSentences('[ Make this change ] (asks "This places the order with the store." [ Make this change ] [ Go back ])')
 * // one, at line 1: 'a pop-up says the order is placed on a button that places none'
 */
export function untrueSentences(transcript: string): Untrue[] {
  const lines = transcript.split('\n');
  return RULES.flatMap((rule) =>
    rule.find(lines).map((i) => ({ line: i + 1, text: (lines[i] ?? '').trim(), why: rule.why })),
  ).sort((a, b) => a.line - b.line);
}
