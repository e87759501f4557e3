/** The sandbox's data kept across a restart of `npm start`: a snapshot, through JSON, restores it whole. */
import { SandboxState } from '../../../../infra/local/sandbox/state';

describe("the sandbox's snapshot", () => {
  it('restores customers, sign-ins and orders through JSON, and the next ids go on after them', () => {
    const now = () => new Date('2026-11-27T12:00:00Z');
    const state = new SandboxState(now, undefined, '123456');
    const customer = state.createCustomer({
      firstName: 'Ana',
      lastName: 'Ruiz',
      phoneNumber: '2125550199',
      email: 'ana@example.com',
      optOutMarketingSms: false,
      isCommercial: false,
      isInvoicingEnabled: false,
    });
    const token = state.issueToken(customer.serviceCustomerId);
    const order = state.addOrder({
      customerId: customer.serviceCustomerId,
      storeId: 102,
      pickup: null,
      delivery: null,
      paymentToken: null,
      recurring: false,
      body: { storeId: 102 },
    });

    const restored = new SandboxState(now, undefined, '123456', JSON.parse(JSON.stringify(state.snapshot())));
    expect(restored.checkToken(token)).toEqual({ status: 'valid', customerId: customer.serviceCustomerId });
    expect(restored.recordedOrders).toEqual([order.record]);
    expect(restored.customerByPhone('2125550199')?.email).toBe('ana@example.com');
    const { record: _record, ...placed } = order;
    const next = restored.addOrder({ ...placed, body: {} });
    expect(next.record.id).toBe(order.record.id + 1);
  });
});
