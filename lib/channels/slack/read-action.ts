/**
 * A click in Slack (a `block_actions` payload) as the dialog's input: the inverse of `renderTurn` and
 * `renderHome`. Anything it does not recognise — an id it never wrote, a value that is not what it
 * put there, a selection that is missing — is no input at all (undefined), never an error: the
 * payload comes from outside.
 */
import type { DialogInput } from '../../dialog/types';

/** An option as a payload carries it (Bolt's types allow an option without a value). */
interface SelectedOption {
  value?: string;
}

/** The one action of a `block_actions` payload, as far as it is read here. */
export interface SlackAction {
  type: string;
  action_id: string;
  block_id: string;
  value?: string | null;
  selected_option?: SelectedOption | null;
  selected_options?: SelectedOption[] | null;
  selected_date?: string | null;
}

/** The state of a message's inputs when an action fired, by block_id then action_id. */
export interface SlackStateValue {
  type: string;
  selected_options?: SelectedOption[] | null;
  selected_option?: SelectedOption | null;
  selected_date?: string | null;
}

/** The parts of a `block_actions` payload that are read; Bolt's `BlockAction` fits it. */
export interface SlackBlockActions {
  actions: SlackAction[];
  state?: { values: Record<string, Record<string, SlackStateValue>> };
}

const PROMPT_BLOCK = /^p:(.+):(\d+)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The input a click stands for, or undefined when it stands for none (a change inside a multi
 * select: the person has not finished). Never throws.
 *
 * @example
 * readBlockAction({ actions: [{ type: 'button', action_id: 'choice:2', block_id: 'p:abc:0', value: 'DELIVERY' }] })
 * // { type: 'choice', promptId: 'abc', values: ['DELIVERY'] }
 */
export function readBlockAction(payload: SlackBlockActions): DialogInput | undefined {
  const actions: unknown = isRecord(payload) ? payload.actions : undefined;
  const action: unknown = Array.isArray(actions) ? actions[0] : undefined;
  if (!isRecord(action)) return undefined;
  const { type, action_id: actionId, block_id: blockId } = action;
  if (typeof type !== 'string' || typeof actionId !== 'string' || typeof blockId !== 'string')
    return undefined;
  if (blockId.startsWith('home:')) return readHomeAction(type, actionId, action.value);

  const promptId = promptOf(blockId);
  if (promptId === undefined) return undefined;
  const choice = (values: string[]): DialogInput => ({ type: 'choice', promptId, values });
  if (/^choice:\d+$/.test(actionId) && type === 'button')
    return typeof action.value === 'string' ? choice([action.value]) : undefined;
  if (/^select:\d+$/.test(actionId) && type === 'static_select') {
    const value = optionValue(action.selected_option);
    return value === undefined ? undefined : choice([value]);
  }
  if (actionId === 'done' && type === 'button') return choice(selectedIn(payload.state, promptId));
  if (actionId === 'date' && type === 'datepicker') {
    const day = action.selected_date;
    return typeof day === 'string' && DAY.test(day) ? choice([day]) : undefined;
  }
  return undefined;
}

/**
 * The App Home's buttons: a new order, the same again, or a change of a listed order. Homes published
 * by older releases named the change button `home:reschedule`: still read, until every Home is published again.
 */
function readHomeAction(type: string, actionId: string, value: unknown): DialogInput | undefined {
  if (type !== 'button') return undefined;
  if (actionId === 'home:new') return { type: 'open', word: 'order' };
  const orderId = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 0;
  if (orderId < 1) return undefined;
  if (actionId === 'home:again') return { type: 'open', word: 'order', orderId };
  if (actionId === 'home:change' || actionId === 'home:reschedule')
    return { type: 'open', word: 'change', orderId };
  return undefined;
}

/** The prompt id in a block id `p:<promptId>:<n>`. */
function promptOf(blockId: string): string | undefined {
  return PROMPT_BLOCK.exec(blockId)?.[1];
}

/**
 * Every option selected in the multi selects of the prompt's blocks, in the order of the selects
 * (block, then menu), once each.
 */
function selectedIn(state: unknown, promptId: string): string[] {
  const values = isRecord(state) ? state.values : undefined;
  if (!isRecord(values)) return [];
  const menus: { block: number; menu: number; options: unknown }[] = [];
  for (const [blockId, elements] of Object.entries(values)) {
    const block = PROMPT_BLOCK.exec(blockId);
    if (!block || block[1] !== promptId || !isRecord(elements)) continue;
    for (const [actionId, element] of Object.entries(elements)) {
      const menu = /^multi:(\d+)$/.exec(actionId);
      if (menu && isRecord(element))
        menus.push({ block: Number(block[2]), menu: Number(menu[1]), options: element.selected_options });
    }
  }
  menus.sort((a, b) => a.block - b.block || a.menu - b.menu);
  const picked = new Set<string>();
  for (const { options } of menus) {
    if (!Array.isArray(options)) continue;
    for (const option of options) {
      const value = optionValue(option);
      if (value !== undefined) picked.add(value);
    }
  }
  return [...picked];
}

function optionValue(option: unknown): string | undefined {
  return isRecord(option) && typeof option.value === 'string' ? option.value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
