/**
 * The courier tip step, asked alike by an order and by a change of a placed order: the same amounts
 * offered, any amount typed up to $100 accepted, the same answer to anything else.
 */

import { type Field, keptIn } from '../dialog/prompts';
import type { Answer } from '../dialog/step';
import { askText, ok, picked, retry } from '../dialog/step-helpers';
import { formatCents } from '../money';
import {
  addsWithoutTarget,
  answerBeforeReason,
  isSkip,
  movesWithoutTarget,
  readAmountCents,
  readAmountChange,
  readAmountTimes,
  readChangeAndResult,
  refusesTip,
  saysCashTip,
  saysHighest,
  saysPercent,
} from '../recognize';
import { withoutCourtesy } from '../recognize/courtesy';
import { readMeant } from '../recognize/meant';
import type { Step, StepContext } from './flow';

const MAX_TIP_CENTS = 100_00;
const TIP_OPTIONS = [0, 200, 300, 500];

export type TipStepSpec<D, S> = Pick<Step<D, S>, 'id' | 'title' | 'when'> & {
  editable?: true;
  /** Where the tip is kept, in cents. */
  field: Field<D, number>;
  /** The question, its hint, and the amount it shows as the tip now ("2 more" is said against it). */
  question(ctx: StepContext<D>): Promise<{ text: string; hint: string; now?: number }>;
  /** The words that pick "No tip". */
  noTip: string[];
  /** A typed "skip" means no tip (an order's question offers it). */
  skip?: true;
};

/** A step asking the courier tip per trip, in cents. */
export function tipStep<D, S = string>({
  question,
  noTip,
  skip,
  field,
  ...step
}: TipStepSpec<D, S>): Step<D, S> {
  return {
    ...step,
    ...keptIn(field),
    // An amount read whole ("$3", "3 dollars"), or refused: certain enough to take from a longer reply.
    readsRest: true,
    // An amount read, never text kept: a dialect's words read as the standard ones (invariant dialect-read-as-standard).
    readsValue: true,
    async ask(ctx) {
      const { text, hint } = await question(ctx);
      return askText(
        text,
        hint,
        TIP_OPTIONS.map((cents) =>
          cents === 0
            ? {
                value: '0',
                label: ctx.words.t('tip.none'),
                role: 'choice' as const,
                amountCents: 0,
                // In English or Spanish, whatever the conversation's language.
                synonyms: [...noTip, 'sin propina'],
              }
            : {
                value: String(cents),
                label: formatCents(cents),
                role: 'choice' as const,
                amountCents: cents,
              },
        ),
      );
    },
    async accept(ctx, answer) {
      const example = formatCents(300);
      // "10%": a share of an order whose price is not known yet, asked back as an amount.
      if (saysPercent(answer.text)) return retry(ctx.words.t('tip.percent', { example }));
      // "add $2" to a tip shown: that much more, or that much in all? asked naming both, never guessed;
      // with none shown yet (ordering) it is the tip.
      const added = addsWithoutTarget(answer.text) ? readAmountCents(answer.text) : undefined;
      const shown = added === undefined ? undefined : (await question(ctx)).now;
      if (added !== undefined && shown)
        return retry(
          ctx.words.t('tip.moreOrInAll', { more: formatCents(shown + added), all: formatCents(added) }),
        );
      const cents = await centsSaid(answer, skip === true, async () => (await question(ctx)).now);
      if (cents === undefined || !Number.isInteger(cents) || cents < 0 || cents > MAX_TIP_CENTS)
        return retry(ctx.words.t('tip.retry', { example, most: formatCents(MAX_TIP_CENTS) }));
      field.set(ctx.data, cents);
      return ok();
    },
  };
}

/**
 * The tip a reply says, in cents, or undefined when it says none to be sure of: an amount, no tip
 * ("skip" where offered, "quítala", "nada de propina", "in cash"), or a change of the tip shown ("2 more", "el doble"),
 * which needs the tip `now` shows (none while ordering: asked again).
 */
async function centsSaid(
  answer: Answer,
  skip: boolean,
  now: () => Promise<number | undefined>,
): Promise<number | undefined> {
  const { text } = answer;
  // "in cash": none through the order; "$5 in cash" is asked (invariant no-tip-only-when-said-whole).
  if (saysCashTip(text)) return readAmountCents(text) === undefined ? 0 : undefined;
  if ((skip && isSkip(text)) || refusesTip(text)) return 0;
  // "up by $2, so $5": taken only when the change from the tip shown comes to the amount said.
  const both = readChangeAndResult(text);
  if (both) {
    const shown = await now();
    return shown !== undefined && shown + both.by === both.to ? both.to : undefined;
  }
  // Against the tip the question shows (invariant change-by-said-not-taken-as-value).
  // "kindly make it twice as much", "2 more, thank you kindly": a polite wrapper says how, never how much
  // (invariant courtesy-is-no-content).
  const plain = withoutCourtesy(text) || text;
  const by = readAmountChange(text) ?? readAmountChange(plain);
  const times = readAmountTimes(text) ?? readAmountTimes(plain);
  if (by !== undefined || times !== undefined) {
    const shown = await now();
    if (shown === undefined) return undefined;
    return by !== undefined ? shown + by : Math.round(shown * (times as number));
  }
  // "bump it up 2 or 3": a raise not read is asked, never taken as the tip itself.
  if (movesWithoutTarget(text)) return undefined;
  // "cinco, que se lo merecen": the amount, its reason set aside (invariant reason-never-the-items).
  // "3, o bueno, mejor 5 que hace calor": the reason of the amount a correction settles on, too.
  const head = answerBeforeReason(text) ?? answerBeforeReason(readMeant(text)?.text ?? '');
  // "la más alta": the largest amount offered (invariant highest-amount-listed).
  const highest = saysHighest(text) ? Math.max(...TIP_OPTIONS) : undefined;
  const value =
    picked(answer) ??
    readAmountCents(text) ??
    readAmountCents(plain) ??
    highest ??
    (head ? readAmountCents(head) : undefined);
  return value === undefined ? undefined : Number(value);
}
