/** The change shown old against new and confirmed, then sent; a change sent without an answer is checked. */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import { changeCost, changesNothing } from '../../orders/change-cost';
import { changedFields, changeReference } from '../../orders/change-spec';
import { keepsAsIs, saysKeep } from '../../recognize/keep-as-is';
import type { Accepted } from '../flow';
import { clearChange, currentOrder } from './change-data';
import { applyChange } from './change-order';
import { costLines, costSentence } from './change-replies';
import type { ChangeStep } from './types';

const CONFIRM = 'confirm';
const OTHER = 'other';
const KEEP = 'keep';
const CHECK = 'check';

export const review: ChangeStep = finalStep({
  id: 'review',
  title: 'Confirm the change',
  async ask(ctx) {
    const { orderId, entry } = await currentOrder(ctx);
    const { t } = ctx.words;
    if (ctx.data.unconfirmed)
      return asking({
        kind: 'single',
        text: t('change.waiting', {
          orderId: String(orderId),
          reference: changeReference(ctx.data.changeId ?? ''),
        }),
        hint: t('change.waitingHint'),
        options: [
          { value: CHECK, label: t('change.checkNow'), role: 'primary', synonyms: ['check', 'ok', 'yes'] },
        ],
      });
    if (changesNothing(ctx.data, entry)) {
      // The same window picked again: nothing to confirm, nothing sent; what to change is asked again.
      clearChange(ctx.data);
      return { kind: 'filled', say: [say(t('change.sameAsNow', { orderId: String(orderId) }))] };
    }
    const fields = changedFields(ctx.data, entry, ctx.deps.timeZone, ctx.words);
    // Invariant change-cost-shown-before-confirming: the fees before and after, staff told the customer's.
    const cost = changeCost(ctx.data, entry);
    const cancel = ctx.data.change === 'cancel-delivery';
    // The change's reference from now on: a re-run of its confirmation sends nothing twice.
    ctx.data.changeId ??= ctx.deps.newId();
    return asking(
      {
        kind: 'confirm',
        text: cancel
          ? t('change.confirmCancel', { orderId: String(orderId), store: entry.store.name })
          : t('change.confirmChange', { orderId: String(orderId) }),
        hint: t('change.confirmHint'),
        options: [
          {
            value: CONFIRM,
            label: cancel ? t('change.cancelDelivery') : t('change.makeChange'),
            role: cancel ? 'danger' : 'primary',
            confirm: cancel
              ? t('change.cancelConfirm', { orderId: String(orderId), store: entry.store.name })
              : t('change.makeChangeConfirm', { orderId: String(orderId), store: entry.store.name }),
            // A yes picks it, though it may be the danger of a cancel: English and Spanish, as the person may write either.
            synonyms: ['yes', 'confirm', 'ok', 'sí', 'si', 'confirmar'],
          },
          { value: OTHER, label: t('change.somethingElse'), role: 'choice', synonyms: ['change', 'other'] },
          {
            value: KEEP,
            label: t('change.keep'),
            role: 'choice',
            // The ways to leave an order alone, in English and Spanish, as the person may write either.
            synonyms: [
              'no',
              'keep',
              'keep it',
              'leave it',
              'leave it as is',
              'leave it as it was',
              "don't change it",
              'déjalo',
              'déjalo así',
              'déjalo como está',
              'déjalo como estaba',
              'no lo cambies',
            ],
          },
        ],
      },
      [
        ...(ctx.data.staff ? [say(costSentence(ctx.words, cost, 'change.customerCost'))] : []),
        {
          type: 'summary',
          title: t('change.oldAndNew', { orderId: String(orderId) }),
          lines: [
            ...fields.map((f) => ({
              label: f.field,
              value: { type: 'text' as const, text: t('change.fromTo', { from: f.from, to: f.to }) },
            })),
            ...costLines(ctx.words, cost),
          ],
        },
      ],
    );
  },
  // Invariant keep-names-the-old: "actually keep wed" is read here, against what the order has now.
  readsFirst: (text) => (saysKeep(text) ? {} : undefined),
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    const fields = () =>
      currentOrder(ctx).then((o) => changedFields(ctx.data, o.entry, ctx.deps.timeZone, ctx.words));
    // Whatever the answer, a change sent without an answer is settled first.
    if (ctx.data.unconfirmed) return applyChange(ctx, await fields());
    const kept = !value && saysKeep(answer.text);
    const now = kept ? (await fields()).flatMap((f) => [f.field, f.from]) : [];
    if (kept && !keepsAsIs(answer.text, now)) return retry(ctx.words.t('change.confirmOrOther'));
    if (value === KEEP || kept) return end({ changed: false }, say(ctx.words.t('change.kept')));
    if (value === OTHER) {
      clearChange(ctx.data);
      return ok();
    }
    if (value !== CONFIRM) return retry(ctx.words.t('change.confirmOrOther'));
    return applyChange(ctx, await fields());
  },
});
