/**
 * Extras said with their service at the services question: "lavado y doblado con el hipoalergénico, y el
 * traje con raya", "wash and fold with softener, plus the suit".
 *
 * @invariant extras-said-with-their-service At the services question, details said after "with", "w/",
 *   "con" beside a service (invariant details-after-with-are-the-items) are that service's extras when
 *   they name its extras whole: the item before them names that one service, the details pick its
 *   extras with every word accounted for (no doubt, no other service's extra, no none). Those are taken
 *   for it, and its extras question is not asked. Anything less ("wash and fold with pickup tomorrow",
 *   "the suit with softener") gives none, and its extras are asked as before. Details that run into
 *   another chosen service said bare ("con el hipoalergénico y un traje") end at the list word before it.
 */
import { recognizeChoice } from './choice';
import type { RecognizerOption } from './types';

/** A chosen service, by its option's value, with the options of its extras. */
export interface ServiceExtras {
  value: string;
  extras: RecognizerOption[];
}

/** Where one item of a list ends: a comma, a sentence's end, a "+", a line. */
const ITEM_END = /[,;+\n]|[.!?](?=\s|$)/u;
/** An item, then its details after "with", "w/", "w", "con". */
const WITH_DETAILS = /^(.*?\S)\s+(?:with|w\/|w|con)(?:\s+|(?<=\/))(\S.*)$/iu;
/** Details that run into the next item, itself with details: "soap n suit with crease press". */
const NEXT_WITH = /^(.*?\S)\s+(?:and|n|plus|&|y)\s+(\S.*?\s(?:with|w\/|w|con)\s+\S.*)$/iu;
/** A list word between details and what follows them: "con el hipoalergénico y un traje". */
const AND_NEXT = /\s+(?:and|n|plus|&|y)\s+/giu;
/** A list word opening an item: "y el traje con raya". */
const LIST_WORD = /^\s*(?:and|plus|also|y|tambien|también)\s+/iu;

/**
 * The extras said with each chosen service (invariant extras-said-with-their-service), by the service's
 * value; a service with none said is absent. `services` are the options of the services question.
 * @example extrasSaidWith('the suit w/ crease press', services, chosen) // Map { '204' => ['305'] }
 */
export function extrasSaidWith(
  text: string,
  services: RecognizerOption[],
  chosen: ServiceExtras[],
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const read = (said: string, options: RecognizerOption[]) =>
    recognizeChoice(said, options, { multi: true, timeZone: 'UTC' });
  const items = text.split(ITEM_END);
  for (let i = 0; i < items.length; i++) {
    const parts = WITH_DETAILS.exec((items[i] ?? '').trim());
    if (!parts?.[1] || !parts[2]) continue;
    // "… with hypoallergenic soap and the suit with crease press": the next item, with details of its own.
    const next = NEXT_WITH.exec(parts[2]);
    if (next?.[1] && next[2]) items.splice(i + 1, 0, next[2]);
    const service = read(parts[1].replace(LIST_WORD, ''), services);
    const [value] = service.kind === 'picked' && service.values.length === 1 ? service.values : [];
    const own = chosen.find((c) => c.value === value);
    /**
     * "con el hipoalergénico y un traje": details that run into another chosen service said bare, no
     * details of its own: the details before the list word that starts it.
     */
    const beforeAService = (details: string, mine: string) => {
      for (const at of details.matchAll(AND_NEXT)) {
        const tail = read(details.slice((at.index ?? 0) + at[0].length), services);
        const [other] = tail.kind === 'picked' && tail.values.length === 1 ? tail.values : [];
        if (other !== undefined && other !== mine && chosen.some((c) => c.value === other))
          return details.slice(0, at.index);
      }
      return undefined;
    };
    if (!own || own.extras.length === 0) continue;
    const extras = read(next?.[1] ?? beforeAService(parts[2], own.value) ?? parts[2], own.extras);
    if (extras.kind !== 'picked') continue;
    found.set(own.value, [...new Set([...(found.get(own.value) ?? []), ...extras.values])]);
  }
  return found;
}
