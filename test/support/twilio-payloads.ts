/**
 * Request bodies shaped like Twilio's documented inbound-message webhook, with only the ids, numbers and
 * text changed (built in infra/local/twilio-inbound.ts, which the local stack uses too). Sign the params
 * with `signTwilioRequest` and post `formEncode(params)`.
 */
export { inboundSms, messageSid } from '../../infra/local/twilio-inbound';

/**
 * The params as the `application/x-www-form-urlencoded` body Twilio posts.
 * @example formEncode({ Body: 'Hi there', From: '+12125550101' }) // 'Body=Hi+there&From=%2B12125550101'
 */
export function formEncode(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}
