/**
 * The customer endpoints (payment methods, addresses, preferences, notes) and the business's
 * preference choices. Customer errors are the seed's bare string "Customer is required"; a customer
 * other than the token's is 403.
 */
import type { Reply, RouteContext, RouteHandler, SandboxEnv } from './http-reply';
import { errorReply, isReply, objectBody, ok, parseId, plainError } from './http-reply';
import { SEED } from './seed-data';
import type { CustomerRecord } from './state';

const CUSTOMER_REQUIRED = 'Customer is required';

/** The customer named by an id (path or query): unknown or not a number → "Customer is required". */
function ownCustomer(rawId: string | undefined, ctx: RouteContext, env: SandboxEnv): CustomerRecord | Reply {
  const id = parseId(rawId);
  const customer = id === undefined ? undefined : env.state.customers.get(id);
  if (!customer) return plainError(400, CUSTOMER_REQUIRED);
  if (customer.serviceCustomerId !== ctx.customerId) return errorReply(403, 'Forbidden');
  return customer;
}

/** `businessId` in a body is optional (the seed marks nothing required) but must be the business when sent. */
function checkBusinessId(body: Record<string, unknown>): Reply | undefined {
  if (body.businessId === undefined) return undefined;
  if (typeof body.businessId !== 'number') return errorReply(400, 'businessId must be a number');
  if (body.businessId !== SEED.businessId) return errorReply(404, 'Business is not found');
  return undefined;
}

/**
 * GET /customers/payment-methods → the token's customer's cards. An optional `serviceCustomerId` query
 * is accepted (and checked) for clients that send one; that is also how "Customer is required" shows.
 */
export const paymentMethods: RouteHandler = (ctx, env) => {
  const queried = ctx.query.get('serviceCustomerId');
  const customer = ownCustomer(queried ?? String(ctx.customerId), ctx, env);
  if (isReply(customer)) return customer;
  return ok(env.state.paymentMethodsOf(customer));
};

/** GET /customers/:serviceCustomerId/addresses → `{ addresses }`. */
export const addresses: RouteHandler = (ctx, env) => {
  const customer = ownCustomer(ctx.params.serviceCustomerId, ctx, env);
  if (isReply(customer)) return customer;
  return ok({ addresses: env.state.addressesOf(customer) });
};

/** POST /customers/:serviceCustomerId/preferences/update: replaces the selections of each listed preference. */
export const updatePreferences: RouteHandler = (ctx, env) => {
  const customer = ownCustomer(ctx.params.serviceCustomerId, ctx, env);
  if (isReply(customer)) return customer;
  const body = objectBody(ctx.body);
  if (!body) return errorReply(400, 'Request body must be a JSON object');
  const businessError = checkBusinessId(body);
  if (businessError) return businessError;
  const options = body.preferenceOptions;
  if (!options || typeof options !== 'object' || Array.isArray(options)) {
    return errorReply(400, 'preferenceOptions is required: an object of preference id → array of option ids');
  }
  // Validate everything first so a bad entry changes nothing.
  const updates: { preferenceId: number; optionIds: number[] }[] = [];
  for (const [key, value] of Object.entries(options)) {
    const preference = SEED.preferences.find((p) => String(p.id) === key);
    if (!preference) return errorReply(400, `Preference ${key} is not found`);
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'number')) {
      return errorReply(400, `preferenceOptions.${key} must be an array of option ids`);
    }
    const unknown = value.find((v) => !preference.options.some((o) => o.id === v));
    if (unknown !== undefined)
      return errorReply(400, `Option ${unknown} is not an option of preference ${key}`);
    updates.push({ preferenceId: preference.id, optionIds: [...new Set(value as number[])] });
  }
  for (const { preferenceId, optionIds } of updates) {
    const previous = customer.selections.get(preferenceId) ?? [];
    // An option that stays selected keeps its selection id.
    const next = optionIds.map(
      (optionId) =>
        previous.find((s) => s.optionId === optionId) ?? { optionId, selectionId: env.state.nextSelection() },
    );
    customer.selections.set(preferenceId, next);
  }
  return ok({ success: true });
};

/** PATCH /customers/:serviceCustomerId/notes: stores the customer's notes. */
export const updateNotes: RouteHandler = (ctx, env) => {
  const customer = ownCustomer(ctx.params.serviceCustomerId, ctx, env);
  if (isReply(customer)) return customer;
  const body = objectBody(ctx.body);
  if (!body) return errorReply(400, 'Request body must be a JSON object');
  const businessError = checkBusinessId(body);
  if (businessError) return businessError;
  if (typeof body.notes !== 'string') return errorReply(400, 'notes is required and must be a string');
  customer.notes = body.notes;
  return ok({ success: true });
};

/** GET /business/:businessId/preferences-choices → the choices, marked with the token's customer's selections. */
export const preferenceChoices: RouteHandler = (ctx, env) => {
  const businessId = parseId(ctx.params.businessId);
  if (businessId === undefined) return plainError(400, 'businessId is required');
  if (businessId !== SEED.businessId) return errorReply(404, 'Business is not found');
  const customer = env.state.customers.get(ctx.customerId);
  return ok(
    SEED.preferences.map((preference) => {
      const selections = customer?.selections.get(preference.id) ?? [];
      return {
        id: preference.id,
        fieldName: preference.fieldName,
        options: preference.options.map((option) => {
          const selection = selections.find((s) => s.optionId === option.id);
          return selection
            ? { ...option, selected: true, selectionId: selection.selectionId }
            : { ...option, selected: false };
        }),
      };
    }),
  );
};
