/**
 * A store's products (bags, stain remover…) with their prices, and "do you sell …?". The store is
 * the one of the customer's last order, else the one serving their address.
 */
import * as z from 'zod';
import { end, finalStep } from '../dialog/prompts';
import { asking, askText, choices, ok, picked, requireSession, retry, say } from '../dialog/step-helpers';
import type { Reply } from '../dialog/types';
import { isLaundryApiError } from '../laundry/errors';
import { lazySchema } from '../lazy-schema';
import { formatCents } from '../money';
import { addressNamedBy } from '../orders/named-by';
import { lastPlaced } from '../orders/placed-order';
import { isSkip } from '../recognize';
import {
  byCategory,
  findProducts,
  type ProductView,
  productViews,
  readProductQuery,
} from '../recognize/product-search';
import type { Words } from '../words';
import type { Glossary } from '../words/glossary';
import type { Accepted, Flow, Step, StepContext } from './flow';

/** Products listed per category before "and N more". */
export const PRODUCTS_PER_CATEGORY = 10;
/** Matches named in one "Yes: …" before "and N more". */
const MATCHES_LISTED = 5;

export const productsArgsSchema = lazySchema(() => z.object({ query: z.string().optional() }).optional());

const productsDataSchema = lazySchema(() =>
  z.object({
    /** What the person asked when opening the flow ("do you sell detergent?"), answered first. */
    query: z.string().optional(),
    store: z.object({ id: z.number(), name: z.string() }).optional(),
    /** The customer's addresses, when the store has to be chosen by one. */
    addresses: z
      .array(z.object({ id: z.number(), label: z.string(), googlePlacesId: z.string() }))
      .optional(),
    /** The store's products (or the answer to `query`) were shown. */
    shown: z.boolean(),
  }),
);
type ProductsData = z.infer<typeof productsDataSchema>;
type Ctx = StepContext<ProductsData>;

const DONE = 'done';

/**
 * A question typed at the menu about what the store sells ("do you sell detergent?", "¿venden detergente?"),
 * or what it costs ("how much to wash a comforter?", "¿cuánto sale lavar un edredón?").
 */
const ASKS_ABOUT_PRODUCTS =
  /\b(sell|sells|selling|stock|carry|price|prices|cost|costs|charge|charges|rates|buy|products?|how much|venden?|precios?|cuestan?|cobran?|comprar|productos?|cu[aá]nto)\b/i;

/** The store serving an address, or why there is none. */
async function storeFor(ctx: Ctx, addressId: number): Promise<{ ok: true } | { ok: false; reason: string }> {
  const address = ctx.data.addresses?.find((a) => a.id === addressId);
  if (!address) return { ok: false, reason: ctx.words.t('products.pickAddress') };
  try {
    const store = await ctx.deps.laundry.findStore(requireSession(ctx).token, address.googlePlacesId);
    if (ctx.data.store?.id !== store.id) ctx.data.shown = false;
    ctx.data.store = { id: store.id, name: store.name };
    return { ok: true };
  } catch (error) {
    if (!isLaundryApiError(error, 'not_found')) throw error;
    return { ok: false, reason: ctx.words.t('products.noStoreServes', { address: address.label }) };
  }
}

const storeStep: Step<ProductsData> = {
  id: 'store',
  title: 'Store',
  filled: (d) => d.store !== undefined,
  clear: (d) => {
    d.store = undefined;
  },
  value: (d) => d.store?.id,
  async ask(ctx) {
    const last = (await lastPlaced(ctx.deps.ledger, requireSession(ctx).serviceCustomerId))?.entry.store;
    if (last) {
      ctx.data.store = { id: last.id, name: last.name };
      return { kind: 'filled' };
    }
    const session = requireSession(ctx);
    const list = (await ctx.deps.laundry.listAddresses(session.token, session.serviceCustomerId)).map(
      (a) => ({
        id: a.id,
        label: [a.address1, a.address2, a.city].filter(Boolean).join(', '),
        googlePlacesId: a.googlePlacesId,
      }),
    );
    ctx.data.addresses = list;
    const [only] = list;
    if (!only) return end('no store', say(ctx.words.t('products.noAddress')));
    if (list.length === 1) {
      const found = await storeFor(ctx, only.id);
      return found.ok ? { kind: 'filled' } : end('no store', say(found.reason));
    }
    return asking({
      kind: 'single',
      text: ctx.words.t('products.askAddress'),
      hint: ctx.words.t('products.askAddressHint'),
      options: choices(
        list.map((a) => ({ value: String(a.id), label: a.label, synonyms: addressNamedBy(a.label) })),
      ),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (!value) return retry(ctx.words.t('products.pickAddress'));
    const found = await storeFor(ctx, Number(value));
    return found.ok ? ok() : retry(found.reason);
  },
};

/** The store's products, each also found by the glossary's words for it and its category, in either language. */
async function products(ctx: Ctx): Promise<ProductView[]> {
  const store = ctx.data.store;
  if (!store) throw new Error('products asked before the store');
  const { glossary } = ctx.deps;
  return productViews(await ctx.deps.laundry.listProducts(requireSession(ctx).token, store.id)).map((p) => ({
    ...p,
    aliases: [...glossary.synonyms(p.name), ...glossary.synonyms(p.category)],
  }));
}

/**
 * What is true of the cleaning's price: the service gives its services no price (only products have
 * one), so the store sets it and the chat cannot show it.
 */
const cleaningPrice = (words: Words, store: string) => say(words.t('products.cleaningPrice', { store }));

/** A question about the cleaning rather than a product ("how much is wash and fold?", "¿cuánto cuesta el lavado?"). */
const CLEANING_WORDS =
  /\b(laundry|wash|washing|fold|dry ?clean\w*|cleaning|press|pressing|ironing|service|lavado|lavar|lavander[ií]a|doblado|planchado|planchar|tintorer[ií]a|limpieza|servicio)\b/i;

/** The whole list: one summary per category, each cut at PRODUCTS_PER_CATEGORY; then the cleaning. */
function listing(words: Words, glossary: Glossary, storeName: string, list: ProductView[]): Reply[] {
  const shown = (text: string) => glossary.shown(text, words.language);
  if (list.length === 0)
    return [say(words.t('products.noneListed', { store: storeName })), cleaningPrice(words, storeName)];
  return [
    say(words.t('products.listHeader', { store: storeName })),
    ...byCategory(list).map(({ category, products: inCategory }): Reply => {
      const more = inCategory.length - PRODUCTS_PER_CATEGORY;
      return {
        type: 'summary',
        title: shown(category),
        lines: [
          ...inCategory
            .slice(0, PRODUCTS_PER_CATEGORY)
            .map((p) => ({ label: shown(p.name), value: { type: 'money' as const, cents: p.cents } })),
          ...(more > 0
            ? [
                {
                  label: words.t('products.andMore', { more }),
                  value: { type: 'text' as const, text: words.t('products.askByName') },
                },
              ]
            : []),
        ],
      };
    }),
    cleaningPrice(words, storeName),
  ];
}

/** The answer to "do you sell …?", or the whole list when the question names nothing. */
function answerTo(
  words: Words,
  glossary: Glossary,
  text: string,
  storeName: string,
  list: ProductView[],
): Reply[] {
  const shown = (name: string) => glossary.shown(name, words.language);
  const query = readProductQuery(text);
  if (!query) return listing(words, glossary, storeName, list);
  const found = findProducts(query, list);
  if (found.length === 0 && CLEANING_WORDS.test(query.phrase)) return [cleaningPrice(words, storeName)];
  if (found.length === 0) {
    const categories = byCategory(list).map((g) => shown(g.category));
    const notListed = words.t('products.notListed', { store: storeName, phrase: query.phrase });
    return [
      say(
        categories.length
          ? `${notListed} ${words.t('products.itHas', { categories: categories.join(', ') })}`
          : notListed,
      ),
    ];
  }
  const named = found.slice(0, MATCHES_LISTED).map((p) => `${shown(p.name)} (${formatCents(p.cents)})`);
  const more = Math.max(0, found.length - MATCHES_LISTED);
  return [say(words.t('products.found', { named: named.join(', '), more }))];
}

const browse: Step<ProductsData> = finalStep({
  id: 'browse',
  title: 'Products',
  async ask(ctx) {
    const { data } = ctx;
    // Said once; asking again (help, a retry) shows only the question.
    const store = data.store?.name ?? ctx.words.t('products.theStore');
    const shown = data.shown
      ? []
      : data.query
        ? answerTo(ctx.words, ctx.deps.glossary, data.query, store, await products(ctx))
        : listing(ctx.words, ctx.deps.glossary, store, await products(ctx));
    data.shown = true;
    const prompt = askText(ctx.words.t('products.askMore'), ctx.words.t('products.askMoreHint'), [
      {
        value: DONE,
        label: ctx.words.t('account.done'),
        role: 'choice',
        // In English or Spanish, whatever the conversation's language.
        synonyms: [
          'done',
          'nothing',
          'no thanks',
          'thats all',
          "that's all",
          'finished',
          'listo',
          'nada',
          'no gracias',
          'eso es todo',
        ],
      },
    ]);
    return shown.length ? { ...prompt, say: shown } : prompt;
  },
  async accept(ctx, answer): Promise<Accepted> {
    if (picked(answer) === DONE || isSkip(answer.text)) return end('done');
    const store = ctx.data.store?.name ?? ctx.words.t('products.theStore');
    return ok(answerTo(ctx.words, ctx.deps.glossary, answer.text, store, await products(ctx)));
  },
});

export const productsFlow: Flow<ProductsData> = {
  id: 'products',
  title: 'Products of the store',
  schema: productsDataSchema,
  needsSession: true,
  init: (args) => {
    const query = productsArgsSchema.parse(args)?.query?.trim();
    return { ...(query ? { query } : {}), shown: false };
  },
  steps: [storeStep, browse],
  transitions: {},
  result: 'done',
  menu: {
    position: 5,
    option: {
      value: 'products',
      label: (words) => words.t('products.menuOption'),
      role: 'choice',
      synonyms: ['products', 'prices', 'what do you sell', 'shop', 'productos', 'precios', 'tienda'],
    },
    // Answered from the store's products.
    typed: { read: (query) => (ASKS_ABOUT_PRODUCTS.test(query) ? { query } : undefined) },
  },
  openings: [
    {
      kind: 'push',
      word: 'products',
      label: (words) => words.t('products.openLabel'),
      does: (words) => words.t('products.openDoes'),
    },
  ],
  backAtStart: 'pop',
};
