/** The order's step ids are a union type: naming a step the order does not have fails to compile. */
import { ORDER_STEPS } from '../../../../../lib/flows/order';
import { type OrderStepId, revisit } from '../../../../../lib/flows/order/fields';

describe('the order’s step ids', () => {
  it('a revisit names one of the order’s steps; any other id fails to compile', () => {
    expect(revisit('bags')).toEqual({ kind: 'ok', revisit: 'bags' });
    // @ts-expect-error: the order has no step 'bagz'
    expect(revisit('bagz')).toEqual({ kind: 'ok', revisit: 'bagz' });
    // @ts-expect-error: nor can a step of it be called so
    const misnamed: OrderStepId = 'bagz';
    expect(misnamed).toBe('bagz');
  });

  it('every id of the union is a step of the table, once', () => {
    const ids = ORDER_STEPS.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all: Record<OrderStepId, true> = {
      address: true,
      services: true,
      modifiers: true,
      'service-notes': true,
      category: true,
      bags: true,
      pickup: true,
      'return-method': true,
      return: true,
      frequency: true,
      payment: true,
      tip: true,
      promo: true,
      'hang-dry': true,
      'hang-dry-instructions': true,
      'order-notes': true,
      summary: true,
    };
    expect([...ids].sort()).toEqual(Object.keys(all).sort());
  });
});
