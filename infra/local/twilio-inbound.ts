/**
 * Twilio's documented inbound-message webhook (a form POST to the number's "A message comes in" URL):
 * its params for one text, for `npm start -- --channel sms` and the tests alike.
 */
import { randomBytes } from 'node:crypto';
import { smsSegments } from './twilio-api-recorder';

/** A fresh message sid: `SM` and 32 hex digits, like Twilio's. */
export function messageSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/**
 * The params of an incoming SMS, in the order Twilio sends them.
 * @example inboundSms({ from: '+12125550101', to: '+12125550199', body: 'hi', accountSid: 'AC…' })
 */
export function inboundSms(options: {
  from: string;
  to: string;
  body: string;
  accountSid: string;
  messageSid?: string;
  /** Present when the number belongs to a Messaging Service. */
  messagingServiceSid?: string;
}): Record<string, string> {
  const sid = options.messageSid ?? messageSid();
  return {
    ToCountry: 'US',
    ToState: 'NY',
    SmsMessageSid: sid,
    NumMedia: '0',
    ToCity: 'NEW YORK',
    FromZip: '10001',
    SmsSid: sid,
    FromState: 'NY',
    SmsStatus: 'received',
    FromCity: 'NEW YORK',
    Body: options.body,
    FromCountry: 'US',
    To: options.to,
    ...(options.messagingServiceSid ? { MessagingServiceSid: options.messagingServiceSid } : {}),
    ToZip: '10001',
    NumSegments: String(smsSegments(options.body)),
    MessageSid: sid,
    AccountSid: options.accountSid,
    From: options.from,
    ApiVersion: '2010-04-01',
  };
}
