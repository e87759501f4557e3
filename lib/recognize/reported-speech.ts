/**
 * Another's words passed on by the one typing: "mrs k says 5", "she said none for the suit", "my husband
 * wants 3 bags", "la señora dice que el martes", "mi esposo quiere la visa". The one ordering for a
 * family, or for a spouse, answers with what they were told.
 *
 * @invariant reported-speech-is-the-answer A reply that opens with someone named (a pronoun, a title and
 *   a name, a relation, with "my" or bare: "she", "mrs k", "my husband", "mom", "la señora", "mi esposo") and a verb of saying
 *   ("says", "said", "dice que", "dijo", "says to") is read as what follows ("mrs k says to use the visa":
 *   "use the visa"); with a verb of wishing ("wants",
 *   "needs", "quiere", "necesita") as the same wish said by the one typing ("I want …", "quiero …").
 *   Nothing else is taken off: "she doesn't want extras", "he says no but I say yes" keep their lead-in
 *   or are read whole, and the step reads what follows as any reply (asked back when it is no answer).
 */

/** Words said before it: "ok mrs k says go ahead", "hi, she said …", "bueno, la señora dice …". */
const BEFORE = String.raw`(?:(?:ok|okay|k|so|well|hi|hey|alright|ya|pues|bueno|oye|hola|y)[\s,]+)*`;

/** Who is reported: a pronoun, a title and a name, or a relation. */
const WHO = [
  'she|he|they|ella|[eé]l|ellos|ellas',
  String.raw`(?:mrs|mr|ms|miss|dr)\.?\s+[\p{L}.'’-]+`,
  // The relation said bare, as a name is ("mom says 3 bags", "boss wants the visa").
  String.raw`(?:(?:my|our)\s+)?(?:husband|wife|boss|mom|mum|mother|dad|father|partner|roommate|son|daughter|sister|brother|employer|client|grandma|grandmother|grandpa|grandfather|aunt|uncle|landlord|landlady)`,
  String.raw`the\s+(?:lady|boss|family|client|owner|mom|dad)`,
  String.raw`(?:la\s+se[ñn]ora|el\s+se[ñn]or|do[ñn]a|don)(?:\s+\p{Lu}[\p{L}'’-]*)?`,
  String.raw`(?:(?:mi|nuestra|nuestro)\s+)?(?:esposo|esposa|marido|mujer|jefe|jefa|mam[aá]|pap[aá]|madre|padre|hijo|hija|hermano|hermana|patr[oó]n|patrona|suegra|suegro|abuela|abuelo|t[ií]a|t[ií]o|pareja|cliente|clienta)`,
].join('|');

/** Verbs of saying, then "that"/"que" or a colon: taken off with their subject. */
const SAYS = String.raw`(?:says|said|told\s+me|dice|dijo|me\s+dijo|me\s+dice)(?:\s+(?:that|que|to))?`;

/** Verbs of wishing: the wish is the one typing's own. */
const WISHES: Record<string, string> = {
  wants: 'I want',
  needs: 'I need',
  'would like': 'I would like',
  quiere: 'quiero',
  necesita: 'necesito',
  prefiere: 'prefiero',
};

const REPORTED = new RegExp(
  String.raw`^\s*${BEFORE}(?:${WHO})\s+(?:(${SAYS})|(wants|needs|would\s+like|quiere|necesita|prefiere))(?=[\s,:]|$)[\s,:]*`,
  'iu',
);

/**
 * The reply without a lead-in that reports another's words (invariant reported-speech-is-the-answer);
 * the reply as typed when it has none, or nothing follows it.
 *
 * @example withoutReportedSpeech('mrs k says 5') // '5'
 * @example withoutReportedSpeech('mi esposo quiere 3 bolsas') // 'quiero 3 bolsas'
 * @example withoutReportedSpeech("she doesn't want extras") // "she doesn't want extras"
 */
export function withoutReportedSpeech(text: string): string {
  const match = REPORTED.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length).trim();
  if (!rest) return text;
  const wish = match[2]?.toLowerCase().replace(/\s+/g, ' ');
  return wish ? `${WISHES[wish] ?? wish} ${rest}` : rest;
}
