/**
 * Staff's request for many orders at once, read from their own words (English or Spanish): which
 * orders (a day, a time span or a part of the day, a provider, pickups or deliveries) and what to do
 * with them (move to another day at the same times, or cancel the deliveries).
 *
 * @invariant batch-request-names-day-and-legs A request is read only when it names what to do (move or cancel), which legs (pickups or deliveries, plural: one order is the desk's) and the day they are on; anything less is not a batch request, and the desk reads it as it always did.
 */
import { addDays, dayInZone, parseDay } from '../calendar';

export interface BatchRequest {
  action: 'move' | 'cancel';
  leg: 'pickup' | 'delivery';
  /** The day the orders' legs are on. */
  day: string;
  /** Minutes of the day (the store's zone) a window must start in, [from, to); absent: all day. */
  span?: { from: number; to: number };
  provider?: 'OWN_DRIVER' | 'ON_DEMAND';
  /** Where a move goes: this day, at the same times. */
  to?: string;
}

/** Days a batch looks at, from today: as far as any window is offered. */
const BATCH_DAYS = 14;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const MOVE = /\b(?:move|reschedule|push|mover|mueva|muevan|pase|pasar|cambie|cambiar)\b/;
const CANCEL = /\b(?:cancel|cancelar|cancele|anule|anular)\b/;
const PICKUPS = /\b(?:pick-?ups|recogidas|recolecciones)\b/;
const DELIVERIES = /\b(?:deliveries|entregas)\b/;
const OWN = /\b(?:store[- ]?drivers?|own drivers?|our drivers?|chofer(?:es)? de la tienda|choferes|chofer)\b/;
const COURIER = /\b(?:couriers?|on[- ]demand|mensajer[oi]s?|repartidor(?:es)?)\b/;
/** "2-4 pm", "2 to 4pm", "de 2 a 4 pm", "14:00-16:00". */
const SPAN =
  /\b(?:de\s+)?(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.?\s?m\.?|p\.?\s?m\.?)?\s*(?:-|–|—|to|a|until|hasta)\s*(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.?\s?m\.?|p\.?\s?m\.?)?/;
const PARTS: [RegExp, { from: number; to: number }][] = [
  [/\b(?:morning|de la manana|por la manana|en la manana)\b/, { from: 0, to: 12 * 60 }],
  [/\b(?:afternoon|de la tarde|por la tarde|en la tarde)\b/, { from: 12 * 60, to: 17 * 60 }],
  [/\b(?:evening|de la noche|por la noche)\b/, { from: 17 * 60, to: 24 * 60 }],
];
/** Where a move's target day begins: " to wednesday", " al miércoles", " para el jueves". */
const TARGET = /\s(?:to|till|until|al|para el|para|a el|a)\s+(?!\d)(?!la\s|las\s)/g;

function hour(h: string, m: string | undefined, meridiem: string | undefined): number {
  let n = Number(h) % 12;
  if (meridiem?.startsWith('p')) n += 12;
  if (!meridiem && Number(h) >= 12) n = Number(h);
  return n * 60 + Number(m ?? 0);
}

function spanOf(text: string): { span?: { from: number; to: number }; rest: string } {
  const match = SPAN.exec(text);
  if (match) {
    const [, h1, m1, p1, h2, m2, p2] = match;
    // "2-4 pm": the end's meridiem is the start's too; "10-12" read as a working day's hours.
    const first = p1 ?? (p2 && Number(h1) <= Number(h2) ? p2 : undefined);
    let from = hour(h1 as string, m1, first);
    let to = hour(h2 as string, m2, p2);
    if (!p1 && !p2 && Number(h1) < 8) from += 12 * 60;
    if (!p2 && Number(h2) < 8) to += 12 * 60;
    if (to > from) return { span: { from, to }, rest: text.replace(match[0], ' ') };
  }
  for (const [part, span] of PARTS) if (part.test(text)) return { span, rest: text.replace(part, ' ') };
  return { rest: text };
}

/**
 * Reads staff's batch request (invariant batch-request-names-day-and-legs); undefined when the text is not one.
 * @example await readBatchRequest("move Tuesday's 2-4 pm pickups to Wednesday", now, 'America/New_York')
 * // { action: 'move', leg: 'pickup', day: '2026-12-01', span: { from: 840, to: 960 }, to: '2026-12-02' }
 */
export async function readBatchRequest(
  text: string,
  now: Date,
  timeZone: string,
): Promise<BatchRequest | undefined> {
  const folded = ` ${fold(text).replace(/['’]s\b/g, '')} `;
  const action = CANCEL.test(folded) ? 'cancel' : MOVE.test(folded) ? 'move' : undefined;
  const leg = PICKUPS.test(folded) ? 'pickup' : DELIVERIES.test(folded) ? 'delivery' : undefined;
  if (!action || !leg || (action === 'cancel' && leg !== 'delivery')) return undefined;
  const today = dayInZone(now, timeZone);
  const range = { min: today, max: addDays(today, BATCH_DAYS - 1) };
  const targets = [...folded.matchAll(TARGET)];
  const cut = action === 'move' ? targets.at(-1) : undefined;
  const source = cut ? folded.slice(0, cut.index) : folded;
  const target = cut ? folded.slice(cut.index + cut[0].length) : '';
  const { span, rest } = spanOf(source);
  const provider = OWN.test(folded) ? 'OWN_DRIVER' : COURIER.test(folded) ? 'ON_DEMAND' : undefined;
  const bare = rest.replace(OWN, ' ').replace(COURIER, ' ');
  const day = await parseDay(bare, now, timeZone, range);
  if (!day) return undefined;
  const to = action === 'move' ? await parseDay(target, now, timeZone, range) : undefined;
  if (action === 'move' && !to) return undefined;
  return {
    action,
    leg,
    day,
    ...(span ? { span } : {}),
    ...(provider ? { provider } : {}),
    ...(to ? { to } : {}),
  };
}
