/**
 * The Spanish words that become another word when SMS drops their accent to stay GSM-7 (gsm7.ts: GSM-7
 * has é but not á, í, ó, ú). "Ya inició sesión" sent as "Ya inicio sesion" reads "I start session";
 * "sí" as "si" is "if"; "está hecho" as "esta hecho" is "this done".
 *
 * @invariant stripped-accent-keeps-the-word A Spanish text loses its á, í, ó, ú only when no word of
 *   `ACCENT_CHANGES_WORD` is among the words it would lose them from (gsm7.ts's `fitGsm7`): otherwise it
 *   keeps every accent and costs UCS-2. The bot's own sentences are written so that this rarely happens
 *   (test/unit/lib/channels/sms/spanish-accents.test.ts lists the few that pay).
 */

/** The interrogatives whose plain form still reads as asked inside a ¿…? question ("¿Cual es su numero?"). */
export const INTERROGATIVES: readonly string[] = [
  'cómo',
  'cuál',
  'cuáles',
  'cuánto',
  'cuánta',
  'cuántos',
  'cuántas',
  'dónde',
  'adónde',
  'cuándo',
];

/**
 * Checked list: each word here, without its accent, is another word a reader takes it for. Kept in
 * three groups so an entry's reason is plain:
 * - the diacritic pairs: sí/si (yes/if), más/mas (more/but), está/esta (is/this), tú/tu, mí/mi,
 *   aún/aun (still/even), and the interrogatives (cómo/como "how/as", cuál/cual, cuánto/cuanto,
 *   dónde/donde, cuándo/cuando, adónde/adonde), which `readsAsAsked` lets go inside a ¿…? question;
 * - a preterite read as the present "I …": inició/inicio (also "the start"), cambió/cambio (also "a
 *   change"), quedó/quedo, llegó/llego, pasó/paso, and the other -ar verbs a laundry's texts may say;
 * - a future of an -ar verb read as its imperfect subjunctive: esperará/esperara, contestará/contestara,
 *   and verá/vera (the edge);
 * - an imperfect or a verb read as a noun or an adjective: tenía/tenia, sabía/sabia, hacía/hacia
 *   (toward), sería/seria (serious), continúa/continua, varía/varia, público/publico.
 * Left out on purpose: a word whose plain form is no other word (código, sesión, envíe, dígitos, envío
 * and envió: "envio" is no word), and é (GSM-7 keeps it: él, sé, qué, esté, envié stay).
 * Words whose other reading is a rare verb form nobody takes them for (número/numero, último/ultimo,
 * válido/valido, página/pagina) are left out too: a reader never stops on them.
 */
export const ACCENT_CHANGES_WORD: ReadonlySet<string> = new Set([
  // Diacritic pairs.
  'sí',
  'más',
  'está',
  'tú',
  'mí',
  'aún',
  // Interrogatives (readsAsAsked).
  ...INTERROGATIVES,
  // Preterites of -ar verbs (the third person) read as the first person present, or as a noun.
  'inició',
  'cambió',
  'quedó',
  'llegó',
  'pasó',
  'canceló',
  'guardó',
  'borró',
  'terminó',
  'entró',
  'cerró',
  'falló',
  'agregó',
  'confirmó',
  'registró',
  'cobró',
  'dejó',
  'vinculó',
  'entregó',
  'llamó',
  'contestó',
  'preguntó',
  'reservó',
  'programó',
  'completó',
  'aplicó',
  'intentó',
  'esperó',
  'pagó',
  'cargó',
  'usó',
  'acabó',
  'habló',
  'olvidó',
  'avisó',
  'aceptó',
  'rechazó',
  'tardó',
  'marcó',
  'anotó',
  'notó',
  'mandó',
  'tomó',
  'solicitó',
  'necesitó',
  'fracasó',
  // Futures of -ar verbs (the third person) read as the imperfect subjunctive: "Lo esperara en la
  // tienda" is "were it to wait"; and verá read as "vera" (the edge).
  'esperará',
  'quedará',
  'llegará',
  'pasará',
  'cambiará',
  'entregará',
  'enviará',
  'mandará',
  'contestará',
  'arreglará',
  'cobrará',
  'avisará',
  'llamará',
  'terminará',
  'cancelará',
  'verá',
  // Other words read as another word.
  'tenía',
  'sabía',
  'hacía',
  'sería',
  'continúa',
  'varía',
  'público',
]);

const WORD = /\p{L}+/gu;
/** The accents GSM-7 lacks (é it has). */
const DROPPED = /[áíóúÁÍÓÚ]/;

/**
 * The words of `text` that losing á, í, ó, ú would turn into other words: listed in
 * `ACCENT_CHANGES_WORD`, an interrogative inside a ¿…? question aside (the question marks say it is asked).
 * @example wordsAnAccentKeeps('Ya inició sesión. ¿Cuál es su número?') // ['inició']
 * @example wordsAnAccentKeeps('Responda sí o no.') // ['sí']
 */
export function wordsAnAccentKeeps(text: string): string[] {
  const asked = questionSpans(text);
  const kept: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (!DROPPED.test(word) || !ACCENT_CHANGES_WORD.has(word)) continue;
    if (INTERROGATIVES.includes(word) && asked.some(([from, to]) => match.index > from && match.index < to))
      continue;
    kept.push(match[0]);
  }
  return kept;
}

/** Where each ¿…? question of `text` starts and ends. */
function questionSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/¿[^?¿]*\?/g)) spans.push([match.index, match.index + match[0].length]);
  return spans;
}
