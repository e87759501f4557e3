/**
 * Customer creation (POST {auth_url}/customers) and the phone + OTP sign-in (POST /request-otp,
 * POST /verify-otp). The seed leaves both OTP bodies unshown, so common spellings are accepted.
 */
import { z } from 'zod';
import type { RouteHandler } from './http-reply';
import { errorReply, objectBody, ok } from './http-reply';
import { tenDigitPhone } from './phone';
import { SEED } from './seed-data';
import { describeIssues } from './validation-error';

const PHONE_ERROR = 'Phone number is required and must have 10 digits';

// Which creation fields are required is not shown: only their types are checked, extras are ignored.
const creationSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  optOutMarketingSms: z.boolean().optional(),
  email: z.string().optional(),
  businessId: z.number().optional(),
  isCommercial: z.boolean().optional(),
  isInvoicingEnabled: z.boolean().optional(),
  businessName: z.string().optional(),
});

/** POST {auth_url}/customers: creates the customer and texts an OTP. */
export const createCustomer: RouteHandler = (ctx, env) => {
  const body = objectBody(ctx.body);
  if (!body) return errorReply(400, 'Request body must be a JSON object');
  // Strictly a string with exactly 10 digits (separators allowed, no country code): the seed's one rule.
  const phoneNumber =
    typeof body.phoneNumber === 'string' ? tenDigitPhone(body.phoneNumber, false) : undefined;
  if (!phoneNumber) return errorReply(400, PHONE_ERROR);
  const parsed = creationSchema.safeParse(body, { reportInput: true });
  if (!parsed.success) return errorReply(400, describeIssues(parsed.error));
  const input = parsed.data;
  if (input.isCommercial && input.isInvoicingEnabled && !input.businessName?.trim()) {
    return errorReply(400, 'businessName is required when isCommercial and isInvoicingEnabled are true');
  }
  if (input.businessId !== undefined && input.businessId !== SEED.businessId) {
    return errorReply(404, 'Business is not found');
  }
  if (env.state.customerByPhone(phoneNumber)) {
    return errorReply(409, 'A customer with this phone number already exists');
  }
  env.state.createCustomer({
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    phoneNumber,
    email: input.email ?? '',
    optOutMarketingSms: input.optOutMarketingSms ?? false,
    isCommercial: input.isCommercial ?? false,
    isInvoicingEnabled: input.isInvoicingEnabled ?? false,
    businessName: input.businessName,
  });
  // No address, as the service gives none and the seed has no way to add one (the store's back office
  // does: `addAddress` stands in for it in tests).
  env.sendOtp(phoneNumber, env.state.issueOtp(phoneNumber));
  return ok({ message: 'OTP code sent' });
};

function phoneFrom(body: Record<string, unknown>): string | undefined {
  return tenDigitPhone(body.phoneNumber ?? body.phone, true);
}

/** POST /request-otp: `{ phoneNumber }` (or `phone`), optional `businessId`. */
export const requestOtp: RouteHandler = (ctx, env) => {
  const body = objectBody(ctx.body);
  if (!body) return errorReply(400, 'Request body must be a JSON object');
  const phoneNumber = phoneFrom(body);
  if (!phoneNumber) return errorReply(400, PHONE_ERROR);
  if (body.businessId !== undefined && body.businessId !== SEED.businessId) {
    return errorReply(404, 'Business is not found');
  }
  if (!env.state.customerByPhone(phoneNumber)) return errorReply(404, 'Customer is not found');
  env.sendOtp(phoneNumber, env.state.issueOtp(phoneNumber));
  return ok({ success: true });
};

/** POST /verify-otp: `{ phoneNumber, otp }` (or `phone`, `code`) → token and customer. */
export const verifyOtp: RouteHandler = (ctx, env) => {
  const body = objectBody(ctx.body);
  if (!body) return errorReply(400, 'Request body must be a JSON object');
  const phoneNumber = phoneFrom(body);
  if (!phoneNumber) return errorReply(400, PHONE_ERROR);
  const rawCode = body.otp ?? body.code;
  // A numeric code loses its leading zeros in JSON; pad it back.
  const code =
    typeof rawCode === 'number' && Number.isInteger(rawCode)
      ? String(rawCode).padStart(6, '0')
      : typeof rawCode === 'string'
        ? rawCode.trim()
        : undefined;
  if (!code) return errorReply(400, 'otp is required');
  const customer = env.state.customerByPhone(phoneNumber);
  if (!customer) return errorReply(404, 'Customer is not found');
  const check = env.state.verifyOtp(phoneNumber, code);
  if (!check.ok) return errorReply(400, check.error);
  const token = env.state.issueToken(customer.serviceCustomerId);
  if (!env.verifyOtpNames) return ok({ token, serviceCustomerId: customer.serviceCustomerId });
  return ok({
    token,
    serviceCustomerId: customer.serviceCustomerId,
    customer: {
      id: customer.serviceCustomerId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
      email: customer.email,
    },
  });
};
