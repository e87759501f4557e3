/**
 * The customer's standing notes for the laundry ("no fabric softener, leave at the side door"):
 * shown, retyped or cleared, previewed and confirmed, then sent to the service. The notes are
 * customer data: they go to the service, the table and the chat, never to a log.
 */
import * as z from 'zod';
import { cleanText, tooLong } from '../dialog/clean-text';
import { end, finalStep } from '../dialog/prompts';
import { asking, askText, ok, picked, requireSession, retry, say } from '../dialog/step-helpers';
import type { Reply } from '../dialog/types';
import { lazySchema } from '../lazy-schema';
import { isShrug, isSkip, readNotesInstruction, wantsAChange } from '../recognize';
import { saysOnlyCourtesy } from '../recognize/courtesy';
import { greetsAgain } from '../recognize/greeting';
import { readsRewrite, writesNothing } from '../recognize/notes-instruction';
import { namesNothing, pointsOnlyAt } from '../recognize/vague-things';
import type { Accepted, Flow, Step, StepContext } from './flow';

/** Longest notes accepted, in user-perceived characters. */
export const MAX_CUSTOMER_NOTES = 500;

const notesDataSchema = lazySchema(() =>
  z.object({
    /** The new notes, cleaned; '' clears them. */
    draft: z.string().optional(),
    /** The notes on record were shown: asking again (a retry, help) shows only the question. */
    shown: z.boolean().optional(),
  }),
);
type NotesData = z.infer<typeof notesDataSchema>;

const KEEP = 'keep';
const CLEAR = 'clear';
const SAVE = 'save';
const CHANGE = 'change';

const text: Step<NotesData> = {
  id: 'text',
  title: 'New notes',
  filled: (d) => d.draft !== undefined,
  clear: (d) => {
    d.draft = undefined;
  },
  value: (d) => d.draft,
  // "keep what they have", "borra las notas": the instruction, never the notes' text (invariant notes-instruction-never-saved).
  readsFirst: (said) => {
    const instruction = readNotesInstruction(said);
    return instruction && instruction !== 'ask'
      ? { option: instruction === 'keep' ? KEEP : CLEAR }
      : undefined;
  },
  async ask(ctx) {
    const options = [
      {
        value: KEEP,
        label: ctx.words.t('notes.keep'),
        role: 'choice' as const,
        synonyms: ['keep', 'no change', 'leave them', 'dejarlas', 'sin cambios'],
      },
      {
        value: CLEAR,
        label: ctx.words.t('notes.clear'),
        role: 'choice' as const,
        synonyms: ['clear', 'clear them', 'delete them', 'borrar', 'borrarlas'],
      },
    ];
    const question = ctx.words.t('notes.question');
    const hint = ctx.words.t('notes.hint', { max: String(MAX_CUSTOMER_NOTES) });
    // Asked again (a retry, "Change the text"): the notes on record were shown; "Now:" is them again,
    // never the unsaved draft (invariant now-is-the-notes-on-record).
    if (ctx.data.shown) return askText(question, hint, options, await notesNow(ctx));
    ctx.data.shown = true;
    return { ...askText(question, hint, options), say: [say(await onRecord(ctx))] };
  },
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    // Invariant question-is-no-note: "what notes does the store have?" is answered, nothing drafted.
    if (!value && readNotesInstruction(answer.text) === 'ask')
      return retry(`${ctx.words.t('notes.questionNotNotes')} ${await onRecord(ctx)}`);
    // "no", "skip": nothing changes, rather than notes that say "no".
    if (value === KEEP || (!value && isSkip(answer.text))) return end('kept', say(ctx.words.t('notes.kept')));
    if (value === CLEAR) {
      ctx.data.draft = '';
      return ok();
    }
    // "hi again": greeted, and the question asked again (invariant greeting-is-no-text).
    if (!value && greetsAgain(answer.text)) return retry(ctx.words.t('dialog.hiAgain'));
    const cleaned = cleanText(answer.text, MAX_CUSTOMER_NOTES, answer.typedLength);
    // "idk", "no sé", "lo que te dije antes": no text for the notes (invariant deferral-names-nothing).
    // "kindly", "sí, porfa": courtesy alone is no notes either (invariant courtesy-is-no-content).
    // "the usual thing about the door", "I don't know what to put": no text either (invariant notes-pointed-at-never-written).
    if (
      cleaned.ok &&
      (isShrug(cleaned.text) ||
        namesNothing(cleaned.text) ||
        saysOnlyCourtesy(cleaned.text) ||
        writesNothing(cleaned.text))
    )
      return retry(ctx.words.t('notes.typeOrKeep'));
    // "la puerta": what about it? (invariant note-says-more-than-a-thing).
    const thing = cleaned.ok ? pointsOnlyAt(cleaned.text) : undefined;
    if (thing !== undefined) return retry(ctx.words.t('order.noteOnlyAThing', { thing }));
    if (!cleaned.ok)
      return retry(
        cleaned.reason === 'too-long'
          ? ctx.words.t('notes.shorten', { tooLong: tooLong(cleaned, 'notes') })
          : ctx.words.t('notes.typeOrKeep'),
      );
    ctx.data.draft = cleaned.text;
    return ok();
  },
};

/**
 * The notes on record, as said. GAP: the service has no read of a customer's notes: the notes last sent
 * from this chat (kept in the bot's table) are shown; before any, that is said, as the store may hold
 * notes from elsewhere.
 */
async function onRecord(ctx: StepContext<NotesData>): Promise<string> {
  const stored = await ctx.deps.customerNotes.get(requireSession(ctx).serviceCustomerId);
  if (!stored) return ctx.words.t('notes.noneOnRecord');
  return stored.notes ? ctx.words.t('notes.yours', { notes: stored.notes }) : ctx.words.t('notes.empty');
}

/**
 * The notes on record as the question's current answer ("Now: …"), or none when none are known.
 *
 * @invariant now-is-the-notes-on-record The notes question asked again (after "Change the text", "something's
 *   off", a retry) shows as "Now:" only the notes on record, never a draft not yet saved: "Keep them" beside
 *   it keeps what is on record and saves nothing ("your notes stay as they are"), so the screen says what
 *   the choice does.
 */
async function notesNow(ctx: StepContext<NotesData>): Promise<string | undefined> {
  const stored = await ctx.deps.customerNotes.get(requireSession(ctx).serviceCustomerId);
  return stored?.notes || undefined;
}

const confirm: Step<NotesData> = finalStep({
  id: 'confirm',
  title: 'Save notes',
  async ask(ctx) {
    const draft = ctx.data.draft ?? '';
    const preview: Reply = draft
      ? {
          type: 'summary',
          title: ctx.words.t('notes.newTitle'),
          lines: [{ label: ctx.words.t('notes.label'), value: { type: 'text', text: draft } }],
        }
      : say(ctx.words.t('notes.willBeEmpty'));
    return asking(
      {
        kind: 'confirm',
        text: draft ? ctx.words.t('notes.save') : ctx.words.t('notes.clearThem'),
        hint: ctx.words.t('notes.replaceHint'),
        options: [
          {
            value: SAVE,
            label: draft ? ctx.words.t('notes.saveButton') : ctx.words.t('notes.clear'),
            role: 'primary',
            synonyms: ['save', 'save them', 'yes', 'ok', 'guardar', 'guardarlas', 'si'],
          },
          {
            value: CHANGE,
            label: ctx.words.t('notes.change'),
            role: 'choice',
            // Writing it again, in English or Spanish: "let me rewrite it", "la corrijo".
            synonyms: [
              'change',
              'edit',
              'no',
              'cambiar',
              'editar',
              'rewrite',
              'rewrite it',
              'redo it',
              'reescribir',
              'reescribirla',
              'corregir',
              'corregirla',
              'corrijo',
              'la corrijo',
            ],
          },
        ],
      },
      [preview],
    );
  },
  // "let me reword it", "espere, lo quiero escribir diferente", "lo escribí mal": the text written again, never saved.
  readsFirst: (reply) => (readsRewrite(reply) || wantsAChange(reply) ? { option: CHANGE } : undefined),
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    if (value === CHANGE) return { kind: 'ok', revisit: text.id };
    if (value !== SAVE) return retry(ctx.words.t('notes.saveOrChange'));
    const session = requireSession(ctx);
    const notes = ctx.data.draft ?? '';
    await ctx.deps.laundry.updateNotes(session.token, session.serviceCustomerId, {
      businessId: ctx.deps.businessId,
      notes,
    });
    const saved = say(notes ? ctx.words.t('notes.saved') : ctx.words.t('notes.cleared'), 'success');
    try {
      await ctx.deps.customerNotes.set(session.serviceCustomerId, notes);
    } catch {
      // The service has them: failing the turn would say nothing was changed, which is untrue.
      return end('saved', saved, say(ctx.words.t('notes.noCopy'), 'warning'));
    }
    return end('saved', saved);
  },
});

export const notesFlow: Flow<NotesData> = {
  id: 'notes',
  title: 'Notes for the laundry',
  schema: notesDataSchema,
  needsSession: true,
  init: (args) => notesDataSchema.parse(args ?? {}),
  steps: [text, confirm],
  transitions: {},
  result: 'saved or kept',
  openings: [
    {
      kind: 'push',
      word: 'notes',
      label: (words) => words.t('notes.openLabel'),
      does: (words) => words.t('notes.openDoes'),
    },
  ],
  backAtStart: 'pop',
};
