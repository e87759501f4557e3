/**
 * The bottom of the stack, between orders: start a new order, or "same as last time" — the last
 * order in the ledger with everything but the days, windows and tip filled in, each part checked
 * against what the store offers today (whatever no longer exists is asked again: lib/flows/order/reorder.ts).
 * Its other options are the flows' own menu entries (Flow.menu), gathered by the registry.
 *
 * @invariant order-again-copies-order-named "Same as last time" copies the order its label names, never one looked up
 *   afresh: "last time" is the account's last placed order (any channel) when this menu looked, at
 *   sign-in or when this conversation placed one; an order placed since in another channel is named
 *   the next time the person signs in here.
 *
 * @invariant change-never-a-new-order A reply at the menu that changes, moves, cancels or looks at something
 *   already there (a verb of changing anywhere in it: "I gotta change my pickup day", "quiero cambiar la
 *   hora en que pasan por la ropa", "I wanna set how y'all wash my stuff") never opens the entry that starts
 *   something new (`MenuEntry.fresh`): it opens the one entry whose things it names (`MenuEntry.existing`),
 *   or is asked back naming the options it could be ("change it": My orders or Preferences and notes), the
 *   new order among them when it is named too or the reply holds a negation. A reply that corrects itself
 *   ("check my orders, no actually, new order") or asks for an order like one before ("same as last time
 *   but another day") is left to the options' words, which read what it means.
 */
import * as z from 'zod';
import { menuOption } from '../dialog/opening';
import { finalStep } from '../dialog/prompts';
import { asking, ok, picked, requireSession, retry, say } from '../dialog/step-helpers';
import type { FlowId, ReplyOption } from '../dialog/types';
import { lazySchema } from '../lazy-schema';
import type { OrderResult } from '../orders/order-data';
import { lastPlaced } from '../orders/placed-order';
import { normalize } from '../recognize';
import { readLaundryAskedAfter } from '../recognize/laundry-asked-after';
import { readMeant } from '../recognize/meant';
import { tokenize } from '../recognize/normalize';
import { readPastOrderNamed } from '../recognize/past-order-named';
import { POLITE } from '../recognize/phrase-match';
import { asksAboutIt } from '../recognize/yes-no';
import type { Words } from '../words';
import type { Accepted, Answer, Flow, MenuEntry, Step } from './flow';
import { recentPlacedOrder, reorderDraft } from './order/reorder';

const menuDataSchema = lazySchema(() =>
  z.object({
    /** The customer's last placed order: undefined until looked up in the ledger, null when there is none. */
    lastOrderId: z.number().nullable().optional(),
  }),
);
type MenuData = z.infer<typeof menuDataSchema>;

const AGAIN = 'again';
/** Words that name something new, or turn a change around: beside a change, the reply is asked back. */
const NEW = new Set(['new', 'nuevo', 'nueva', 'nuevos', 'nuevas']);
/** Words of an order like one before ("same as last time", "lo mismo"): the menu's own option, "same as last time". */
const LIKE_BEFORE = new Set('same again repeat reorder copy igual mismo misma repetir'.split(' '));
const NOT = new Set(['not', 'dont', 'no', 'never', 'nunca', 'ni', 'sin', 'without']);
/** Words that leave a chat elsewhere, said last at the menu ("mmm mejor no, salir"); alone, the engine reads them. */
const LEAVING = new Set(['salir', 'exit', 'quit', 'leave', 'logout']);
/** Words before it that say nothing of their own: a hesitation, a no, thanks ("nah, exit", "ok thanks, quit"). */
const SAYS_NOTHING = new Set([
  ...POLITE.filter((words) => words.length === 1).flat(),
  ...'mejor no nah nope ok okay k never mind nevermind actually bueno ya olvidalo entonces then just'.split(
    ' ',
  ),
  ',',
]);
/**
 * Leaving said last after words that say nothing ("mmm mejor no, salir"): asked back as the bare word is,
 * naming how to sign out, never signed out on a guess (the bare word: invariant bare-cancel-asks-what).
 */
const leavingSaidLast = (text: string) => {
  const words = tokenize(text);
  const last = words.at(-1);
  return last !== undefined && LEAVING.has(last) && words.slice(0, -1).every((w) => SAYS_NOTHING.has(w));
};
/** A mark that ends the option named first: "new order pls, …", "nuevo pedido: …", "new order - …". */
const FIRST_MARK = /^([^,:;.!?—–]+?)\s*(?:[,:;.!—–]|\s-\s)\s*(.+)$/su;
/** Words after the option named first that take it back, or offer another beside it: read as before. */
const OR = new Set(['or', 'o', 'u']);

/**
 * @invariant fresh-named-first-opens-it The entry that starts something new, named first by its label or
 *   one of its names ("new order pls, is shop rags again", "nuevo pedido: trapos de taller"), then a mark,
 *   is that entry, and the rest its request: a word of another option in the rest ("shop" of Products and
 *   prices) names no second option. Not when the rest takes it back, asks something, or holds a negation
 *   or an "or" ("new order, no wait, my orders", "new order, how much are your prices?"): read as before.
 */
function namedFirst(text: string, option: ReplyOption): string | undefined {
  const [, head = '', rest = ''] = FIRST_MARK.exec(text.trim()) ?? [];
  const said = tokenize(head).filter((w) => !SAYS_NOTHING.has(w));
  const names = [option.label, ...(option.synonyms ?? [])].map((name) => tokenize(name).join(' '));
  if (!rest || !names.includes(said.join(' ')) || readMeant(text) || rest.includes('?')) return undefined;
  const after = tokenize(rest);
  if (after.some((w) => NOT.has(w) || OR.has(w)) || asksAboutIt(after)) return undefined;
  return rest;
}

/** A placed order named alone, where the menu offers its copy beside the orders to see (past-order-named.ts). */
const pastOrderNamed = (text: string, data: MenuData) =>
  data.lastOrderId != null && readPastOrderNamed(text, data.lastOrderId) !== undefined;

/** "Same as last time" sits between the flows' own options (MenuEntry.position). */
const AGAIN_POSITION = 2;
const SIGN_OUT = 'sign-out';

/** A flow's menu entry, with the flow it opens (the registry gathers them). */
export type MenuEntries = { flow: FlowId; entry: MenuEntry }[];

/**
 * The menu's answer for "order again" of one given order (a channel's button, e.g. Slack's Home
 * tab): `again:<orderId>`. Not an option on screen: the engine answers the menu with it.
 */
export function againValue(orderId: number): string {
  return `${AGAIN}:${orderId}`;
}

function againOrderId(value: string): number | undefined {
  const match = /^again:(\d{1,15})$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

/** The menu's one step: each flow's entry in its place, "same as last time", and sign out. */
function menuStep(entries: MenuEntries): Step<MenuData> {
  const sorted = [...entries].sort((a, b) => a.entry.position - b.entry.position);
  const before = sorted.filter(({ entry }) => entry.position < AGAIN_POSITION);
  const after = sorted.filter(({ entry }) => entry.position >= AGAIN_POSITION);
  /** The flow a request typed at the menu opens before the options' words are read, with its arguments. */
  const readFirst = (text: string, words: Words) => {
    for (const { flow, entry } of entries) {
      const rest = entry.fresh ? namedFirst(text, menuOption(entry, words)) : undefined;
      if (rest)
        return {
          flow,
          args: entry.args,
          option: entry.option.value,
          request: entry.keepsRequest?.(text) ? text : rest,
        };
      const args = entry.typed?.first ? entry.typed.read(text) : undefined;
      if (args)
        return { flow, args, option: entry.option.value, request: entry.typed?.carries?.(text) && text };
    }
    return undefined;
  };
  /** The other flow an answer means, though an option's label shares its word ("notes"), with its arguments. */
  const meantBy = (text: string) => {
    const said = normalize(text);
    for (const { entry } of entries) {
      const means = entry.means;
      const args = means && (means.words.includes(said) ? {} : means.read?.(text));
      if (means && args) return { flow: means.flow, args, option: entry.option.value };
    }
    return undefined;
  };
  /**
   * (invariant change-never-a-new-order) The entry a reply that changes something already there opens, or
   * the entries to ask back among; undefined when it says no such change, or corrects itself.
   */
  const existing = (text: string): { opens: MenuEntries[number] } | { among: MenuEntries } | undefined => {
    const words = tokenize(text);
    // "same as last time but another day": the last order again, read by the options' words.
    if (readMeant(text) || words.some((w) => LIKE_BEFORE.has(w))) return undefined;
    const said = entries.map((e) => ({ ...e, says: e.entry.existing?.(text) }));
    if (!said.some((e) => e.says)) return undefined;
    const named = said.filter((e) => e.says === 'named');
    // "see about my wash": a new one or one there (invariant laundry-asked-after-is-no-new-order).
    const fresh =
      words.some((w) => NEW.has(w)) ||
      words.some((w) => NOT.has(w)) ||
      readLaundryAskedAfter(text) === 'about';
    if (named.length === 1 && !fresh) return { opens: named[0] as MenuEntries[number] };
    const among = named.length > 0 ? named : entries.filter(({ entry }) => entry.existing);
    return { among: [...(fresh ? entries.filter(({ entry }) => entry.fresh) : []), ...among] };
  };
  return finalStep({
    id: 'menu',
    title: 'Start',
    // "hacer un pedido para el viernes": never cut before the day, which the entry carries to its question.
    readsWhole: (text) => entries.some(({ entry }) => entry.saysAhead?.(text)),
    // Shown answered as the flow's own option ("My orders").
    readsFirst: (text, data, words) => {
      // "el 5002", "el pedido de la otra vez": asked between the copy and My orders, in `accept`.
      if (pastOrderNamed(text, data)) return {};
      const first = readFirst(text, words);
      if (first) return { option: first.option };
      const asked = existing(text);
      return asked && ('opens' in asked ? { option: asked.opens.entry.option.value } : {});
    },
    async ask(ctx) {
      // Looked up once per sign-in (placing an order sets it), so showing the menu costs no ledger read.
      if (ctx.data.lastOrderId === undefined)
        ctx.data.lastOrderId =
          (await lastPlaced(ctx.deps.ledger, requireSession(ctx).serviceCustomerId))?.orderId ?? null;
      const { lastOrderId } = ctx.data;
      return asking({
        kind: 'single',
        text: ctx.words.t('menu.question'),
        // How to switch, in the other language's own words, where the business offers it.
        hint: ctx.words.t('menu.hint', {
          help: ctx.channel.words.help,
          other: ctx.languages.find((language) => language !== ctx.words.language) ?? 'none',
        }),
        options: [
          ...before.map(({ entry }) => menuOption(entry, ctx.words)),
          ...(lastOrderId !== null
            ? [
                {
                  // The order named is the order copied (invariant order-again-copies-order-named).
                  value: againValue(lastOrderId),
                  label: ctx.words.t('menu.again', { orderId: String(lastOrderId) }),
                  role: 'choice' as const,
                  // The time before said in own words: "lo mismo que la otra vez", "same thing as before".
                  synonyms: [
                    // A bare "order" may be this one as well as a new one: asked between them.
                    'order',
                    'same',
                    'again',
                    'repeat',
                    'reorder',
                    'order again',
                    'same again',
                    'same as before',
                    'same thing as before',
                    'like last time',
                    'lo mismo',
                    'la otra vez',
                    'la vez pasada',
                    'como la otra vez',
                    // The order repeated, said by its verb ("repetir el pedido anterior"); "el pedido
                    // anterior" alone may be one to see, and stays My orders' or a new one's.
                    'repetir',
                    'repetir el pedido',
                    'repetir mi pedido',
                    'repeat my order',
                    'repeat the order',
                    'repeat my last order',
                    'repeat the last order',
                    'repeat the previous order',
                  ],
                  intent: true as const,
                },
              ]
            : []),
          ...after.map(({ entry }) => menuOption(entry, ctx.words)),
          {
            value: SIGN_OUT,
            label: ctx.words.t('menu.signOut'),
            role: 'command',
            synonyms: ['log out', 'logout', 'signout'],
          },
        ],
      });
    },
    async accept(ctx, answer: Answer) {
      const meant = answer.text ? meantBy(answer.text) : undefined;
      if (meant) return push(meant.flow, Object.keys(meant.args).length ? meant.args : undefined);
      // (invariant past-order-named-asks-copy-or-see) The order the copy names, named alone: copy it, or see it?
      const { lastOrderId } = ctx.data;
      if (answer.text && lastOrderId != null && pastOrderNamed(answer.text, ctx.data)) {
        const orders = entries.find(({ flow }) => flow === 'change');
        const labels = [
          ctx.words.t('menu.again', { orderId: String(lastOrderId) }),
          ...(orders ? [menuOption(orders.entry, ctx.words).label] : []),
        ].map((label) => `"${label}"`);
        const question = ctx.words.t('dialog.didYouMean', {
          some: labels.slice(0, -1).join(', '),
          last: labels.at(-1) ?? '',
        });
        return { kind: 'stay', say: [say(question, 'warning')] };
      }
      const value = picked(answer);
      const first = readFirst(answer.text, ctx.words);
      if (first) return push(first.flow, first.args, first.request || undefined);
      const asked = value === undefined ? existing(answer.text) : undefined;
      if (asked && 'opens' in asked) return push(asked.opens.flow, asked.opens.entry.args);
      if (asked) {
        const labels = asked.among.map(({ entry }) => `"${menuOption(entry, ctx.words).label}"`);
        // Asked back, no miss: a retry would be read again by the options' words, "change" naming My orders.
        const question = ctx.words.t('dialog.didYouMean', {
          some: labels.slice(0, -1).join(', '),
          last: labels.at(-1) ?? '',
        });
        return { kind: 'stay', say: [say(question, 'warning')] };
      }
      const chosen = entries.find(({ entry }) => entry.option.value === value);
      const ahead = chosen && answer.text ? chosen.entry.saysAhead?.(answer.text) : undefined;
      // "set hypoallergenic detergent as my default", opened by its words (`existing`): what the entry
      // carries goes to its first question, which takes it or asks back, never drops the option said.
      // "new order, 2 bags, from the 21st st place": the parts for its later questions go with it too.
      const carried =
        chosen &&
        answer.text &&
        (chosen.entry.typed?.carries?.(answer.text) || chosen.entry.keepsRequest?.(answer.text));
      if (chosen)
        return push(
          chosen.flow,
          ahead && Object.keys(ahead).length ? { ...(chosen.entry.args ?? {}), ...ahead } : chosen.entry.args,
          carried ? answer.text : undefined,
        );
      for (const { flow, entry } of value === undefined ? entries : []) {
        const args = entry.typed?.read(answer.text);
        if (args) return push(flow, args);
      }
      // A menu shown before the option named its order answers `again`: the order it named then.
      const again =
        value === AGAIN
          ? (ctx.data.lastOrderId ?? undefined)
          : value === undefined
            ? undefined
            : againOrderId(value);
      if (again !== undefined) {
        const found = await recentPlacedOrder(ctx, again);
        if (!found) return retry(ctx.words.t('menu.noSuchOrder', { orderId: String(again) }));
        const filled = await reorderDraft(ctx, found.entry, again);
        return { kind: 'push', flow: 'order', args: filled.data, say: filled.say };
      }
      if (leavingSaidLast(answer.text)) return retry(ctx.words.t('engine.leavingSignOut'));
      return retry(ctx.words.t('menu.choose'));
    },
  });
}

function push(flow: FlowId, args: unknown, request?: string): Accepted {
  return { kind: 'push', flow, ...(args === undefined ? {} : { args }), ...(request ? { request } : {}) };
}

/**
 * The menu, made of the flows' entries (`entries`); `pushes` are the flows it may push (its entries,
 * and the flows a channel's entry point opens above it).
 */
export function menuFlow(entries: MenuEntries, pushes: FlowId[]): Flow<MenuData> {
  return {
    id: 'menu',
    title: 'Menu',
    schema: menuDataSchema,
    needsSession: true,
    init: () => ({}),
    steps: [menuStep(entries)],
    transitions: { push: pushes },
    result: 'nothing (it is the bottom)',
    greeting: (words) => words.t('menu.greeting'),
    openings: [
      // "Order again" of one order is the menu's answer; anywhere else it would drop what is going on.
      {
        kind: 'answer',
        word: 'order',
        answer: againValue,
        label: (orderId, words) => words.t('menu.againLabel', { orderId: String(orderId) }),
        busy: (orderId, words) => words.t('menu.againBusy', { orderId: String(orderId) }),
        signedOut: (orderId, words) => words.t('menu.againSignedOut', { orderId: String(orderId) }),
      },
    ],
    onResult(ctx, from, result) {
      if (from === 'order') {
        const outcome = result as OrderResult;
        if ('placed' in outcome) ctx.data.lastOrderId = outcome.placed;
      }
      return ok();
    },
  };
}
