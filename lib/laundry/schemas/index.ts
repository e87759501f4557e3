/**
 * zod schemas for every request and response of the Laundry Order Placement Service
 * (../shared/seed/laundry-order-api.md), with the seed's field names exactly.
 *
 * @invariant requests-built-through-strict-schemas Requests the seed closes ("permits no properties other than those listed") are `strictObject`s;
 *   the client builds every request body through these schemas, so a typo fails before it is sent.
 * @invariant responses-parsed-loosely Responses are `looseObject`s: unknown extra fields are kept, a missing required field is an error.
 *
 * Where the seed says "not shown", the reading chosen is decided here, once, in a comment that starts
 * with `GAP:` — the sandbox (infra/local/sandbox) accepts every reasonable reading of the same gap.
 */
export * from './common';
export * from './customers';
export * from './orders';
export * from './stores';
