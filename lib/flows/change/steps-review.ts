/** The change shown old against new and confirmed, then sent; a change sent without an answer is checked. */
import { end, finalStep } from '../../dialog/prompts';
import { asking, ok, picked, retry, say } from '../../dialog/step-helpers';
import { changedFields, changeReference } from '../../orders/change-spec';
import type { Accepted } from '../flow';
import { clearChange, currentOrder } from './change-data';
import { applyChange } from './change-order';
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
    if (ctx.data.unconfirmed)
      return asking({
        kind: 'single',
        text: `I'm waiting to hear whether order #${orderId} changed (reference ${changeReference(ctx.data.changeId ?? '')}).`,
        hint: 'Answer anything, and I check with the laundry.',
        options: [{ value: CHECK, label: 'Check now', role: 'primary', synonyms: ['check', 'ok', 'yes'] }],
      });
    const fields = changedFields(ctx.data, entry, ctx.deps.timeZone);
    const cancel = ctx.data.change === 'cancel-delivery';
    // The change's reference from now on: a re-run of its confirmation sends nothing twice.
    ctx.data.changeId ??= ctx.deps.newId();
    return asking(
      {
        kind: 'confirm',
        text: cancel
          ? `Cancel the delivery of order #${orderId}? It will wait for you at ${entry.store.name}.`
          : `Make this change to order #${orderId}?`,
        hint: 'Confirm, or change something else.',
        options: [
          {
            value: CONFIRM,
            label: cancel ? 'Cancel the delivery' : 'Make this change',
            role: cancel ? 'danger' : 'primary',
            synonyms: ['yes', 'confirm', 'ok'],
          },
          { value: OTHER, label: 'Change something else', role: 'choice', synonyms: ['change', 'other'] },
          { value: KEEP, label: 'Keep it as it is', role: 'choice', synonyms: ['no', 'keep'] },
        ],
      },
      [
        {
          type: 'summary',
          title: `Order #${orderId}: old and new`,
          lines: fields.map((f) => ({
            label: f.field,
            value: { type: 'text', text: `${f.from} → ${f.to}` },
          })),
        },
      ],
    );
  },
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    const fields = () => currentOrder(ctx).then((o) => changedFields(ctx.data, o.entry, ctx.deps.timeZone));
    // Whatever the answer, a change sent without an answer is settled first.
    if (ctx.data.unconfirmed) return applyChange(ctx, await fields());
    if (value === KEEP) return end({ changed: false }, say('OK, the order stays as it was.'));
    if (value === OTHER) {
      clearChange(ctx.data);
      return ok();
    }
    if (value !== CONFIRM) return retry('Confirm the change, or choose something else.');
    return applyChange(ctx, await fields());
  },
});
