import type { BlockAction } from '@slack/bolt';
import fc from 'fast-check';
import {
  readBlockAction,
  type SlackAction,
  type SlackBlockActions,
} from '../../../../../lib/channels/slack/read-action';
import { dialogInputSchema } from '../../../../../lib/dialog/types';

const TS = '1700000000.000100';
const payload = (action: SlackAction, state?: SlackBlockActions['state']): SlackBlockActions => ({
  actions: [action],
  ...(state ? { state } : {}),
});
const option = (value: string) => ({ text: { type: 'plain_text', text: value }, value });

describe('readBlockAction: the conversation’s controls', () => {
  it('reads a button as the choice of its value, for the prompt named in the block id', () => {
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'choice:2', block_id: 'p:9f1c:0', value: 'DELIVERY' }),
      ),
    ).toEqual({ type: 'choice', promptId: '9f1c', values: ['DELIVERY'] });
  });

  it('reads a prompt id that holds colons', () => {
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'choice:0', block_id: 'p:a:b:c:12', value: 'yes' }),
      ),
    ).toEqual({ type: 'choice', promptId: 'a:b:c', values: ['yes'] });
  });

  it('reads a static select as the selected option’s value', () => {
    expect(
      readBlockAction(
        payload({
          type: 'static_select',
          action_id: 'select:1',
          block_id: 'p:9f1c:0',
          selected_option: option('1107'),
        }),
      ),
    ).toEqual({ type: 'choice', promptId: '9f1c', values: ['1107'] });
  });

  it('reads a change inside a multi select as no input: the person has not finished', () => {
    expect(
      readBlockAction(
        payload({
          type: 'multi_static_select',
          action_id: 'multi:0',
          block_id: 'p:9f1c:0',
          selected_options: [option('201')],
        }),
      ),
    ).toBeUndefined();
  });

  it('reads Done as every option picked in the prompt’s multi selects, in order, once each', () => {
    const state = {
      values: {
        'p:9f1c:1': {
          'multi:1': { type: 'multi_static_select', selected_options: [option('305'), option('201')] },
          'multi:0': { type: 'multi_static_select', selected_options: [option('202'), option('201')] },
        },
        'p:9f1c:0': { other: { type: 'plain_text_input' } },
        'p:old:0': { 'multi:0': { type: 'multi_static_select', selected_options: [option('999')] } },
        elsewhere: { 'multi:0': { type: 'multi_static_select', selected_options: [option('998')] } },
      },
    };
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'done', block_id: 'p:9f1c:1', value: 'done' }, state),
      ),
    ).toEqual({ type: 'choice', promptId: '9f1c', values: ['202', '201', '305'] });
  });

  it('reads Done with nothing picked, or no state, as an empty choice', () => {
    const done = { type: 'button', action_id: 'done', block_id: 'p:9f1c:1', value: 'done' };
    expect(readBlockAction(payload(done))).toEqual({ type: 'choice', promptId: '9f1c', values: [] });
    expect(
      readBlockAction(
        payload(done, {
          values: { 'p:9f1c:1': { 'multi:0': { type: 'multi_static_select', selected_options: [] } } },
        }),
      ),
    ).toEqual({ type: 'choice', promptId: '9f1c', values: [] });
  });

  it('reads the datepicker as the day picked', () => {
    expect(
      readBlockAction(
        payload({ type: 'datepicker', action_id: 'date', block_id: 'p:9f1c:0', selected_date: '2026-12-03' }),
      ),
    ).toEqual({ type: 'choice', promptId: '9f1c', values: ['2026-12-03'] });
  });
});

describe('readBlockAction: the Home tab', () => {
  it('reads New order, Order again and Change', () => {
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'home:new', block_id: 'home:actions', value: 'new' }),
      ),
    ).toEqual({ type: 'open', word: 'order' });
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'home:again', block_id: 'home:order:5001', value: '5001' }),
      ),
    ).toEqual({ type: 'open', word: 'order', orderId: 5001 });
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'home:change', block_id: 'home:order:5001', value: '5001' }),
      ),
    ).toEqual({ type: 'open', word: 'change', orderId: 5001 });
  });

  it('reads the change button of a Home an older release published (`home:reschedule`) as Change', () => {
    expect(
      readBlockAction(
        payload({ type: 'button', action_id: 'home:reschedule', block_id: 'home:order:5001', value: '5001' }),
      ),
    ).toEqual({ type: 'open', word: 'change', orderId: 5001 });
  });
});

describe('readBlockAction: anything else is no input', () => {
  it.each<[string, SlackBlockActions]>([
    [
      'an unknown action id',
      payload({ type: 'button', action_id: 'later', block_id: 'p:9f1c:0', value: 'x' }),
    ],
    [
      'a block id it never wrote',
      payload({ type: 'button', action_id: 'choice:0', block_id: 'b1', value: 'x' }),
    ],
    [
      'a prompt block id without a prompt id',
      payload({ type: 'button', action_id: 'choice:0', block_id: 'p::0', value: 'x' }),
    ],
    ['a button without a value', payload({ type: 'button', action_id: 'choice:0', block_id: 'p:9f1c:0' })],
    [
      'a choice that is not a button',
      payload({ type: 'overflow', action_id: 'choice:0', block_id: 'p:9f1c:0', value: 'x' }),
    ],
    [
      'a select without a selection',
      payload({ type: 'static_select', action_id: 'select:0', block_id: 'p:9f1c:0', selected_option: null }),
    ],
    [
      'a datepicker cleared',
      payload({ type: 'datepicker', action_id: 'date', block_id: 'p:9f1c:0', selected_date: null }),
    ],
    [
      'a datepicker with no day',
      payload({ type: 'datepicker', action_id: 'date', block_id: 'p:9f1c:0', selected_date: 'friday' }),
    ],
    [
      'a Home button with no order id',
      payload({ type: 'button', action_id: 'home:again', block_id: 'home:order:x', value: 'abc' }),
    ],
    [
      'a Home button with order id 0',
      payload({ type: 'button', action_id: 'home:reschedule', block_id: 'home:order:0', value: '0' }),
    ],
    [
      'a Home button with a huge order id',
      payload({ type: 'button', action_id: 'home:again', block_id: 'home:order:1', value: '9'.repeat(20) }),
    ],
    [
      'an unknown Home action',
      payload({ type: 'button', action_id: 'home:delete', block_id: 'home:order:1', value: '1' }),
    ],
    [
      'a Home action outside a Home block',
      payload({ type: 'button', action_id: 'home:new', block_id: 'p:9f1c:0', value: 'new' }),
    ],
    ['no action', { actions: [] }],
  ])('%s', (_name, input) => {
    expect(readBlockAction(input)).toBeUndefined();
  });

  it('takes Bolt’s block_actions payload as it comes', () => {
    const body: BlockAction = {
      type: 'block_actions',
      actions: [
        {
          type: 'button',
          action_id: 'choice:0',
          block_id: 'p:9f1c:0',
          action_ts: TS,
          value: 'yes',
          text: { type: 'plain_text', text: 'Yes' },
        },
      ],
      team: { id: 'T1', domain: 'acme' },
      user: { id: 'U1', username: 'ana' },
      token: 't',
      response_url: 'https://hooks.slack.com/actions/x',
      trigger_id: 'tr',
      api_app_id: 'A1',
      container: { type: 'message', message_ts: TS },
      state: { values: {} },
    };
    expect(readBlockAction(body)).toEqual({ type: 'choice', promptId: '9f1c', values: ['yes'] });
  });

  it('never throws, and gives only inputs the dialog accepts, whatever arrives', () => {
    const id = fc.oneof(
      fc.constantFrom(
        'choice:0',
        'choice:x',
        'select:3',
        'multi:0',
        'done',
        'date',
        'home:new',
        'home:again',
        'home:change',
        'home:reschedule',
      ),
      fc.string(),
    );
    const blockId = fc.oneof(
      fc.constantFrom('p:a:0', 'p::0', 'p:a', 'home:actions', 'home:order:7', 'p:a:b:1'),
      fc.string(),
    );
    const action = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom('button', 'static_select', 'multi_static_select', 'datepicker'),
          fc.anything(),
        ),
        action_id: fc.oneof(id, fc.anything()),
        block_id: fc.oneof(blockId, fc.anything()),
        value: fc.oneof(fc.string(), fc.constantFrom('7', '0', '-1', '1e3', ''), fc.anything()),
        selected_option: fc.oneof(fc.record({ value: fc.string() }), fc.anything()),
        selected_options: fc.oneof(fc.array(fc.record({ value: fc.anything() })), fc.anything()),
        selected_date: fc.oneof(fc.constantFrom('2026-12-03', ''), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const state = fc.oneof(
      fc.anything(),
      fc.record({
        values: fc.dictionary(blockId, fc.dictionary(id, fc.record({ selected_options: fc.anything() }))),
      }),
    );
    const anyPayload = fc.oneof(
      fc.anything(),
      fc.record({ actions: fc.oneof(fc.array(action, { maxLength: 2 }), fc.anything()), state }),
    );
    fc.assert(
      fc.property(anyPayload, (input) => {
        const read = readBlockAction(input as SlackBlockActions);
        if (read !== undefined) expect(dialogInputSchema.safeParse(read).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
