/**
 * What a scripted SMS order costs the business at the carrier: the segments of every text the bot sent
 * the phone, from "hi" to the order placed (a seeded customer signing in with the texted code), and
 * whether every text stayed GSM-7 (one non-GSM character makes a text UCS-2: 70 a segment, not 160).
 * Packing by segments is lib/channels/sms/pack.ts.
 */
import { segmentInfo } from '../../lib/channels/sms/gsm7';
import type { BenchStack } from './bench-stack';
import { placeSimpleOrder, smsConversation } from './conversation';
import type { Row } from './report';

/** The most segments one scripted SMS order may cost (measured 34 in 23 texts; 36 before packing by segments). */
export const SMS_ORDER_SEGMENTS_BUDGET = 35;

export interface SmsSegmentsResult {
  texts: number;
  segments: number;
  /** Texts that were not GSM-7. */
  ucs2: number;
  longest: number;
}

export async function measureSmsSegments(stack: BenchStack): Promise<SmsSegmentsResult> {
  const businessNumber = '+15005550990';
  const conversation = smsConversation(stack, '2125550101', businessNumber);
  const before = stack.twilio.messages.length;
  await placeSimpleOrder(stack, conversation, { phone: '2125550101' });
  const texts = stack.twilio.messages
    .slice(before)
    .filter((m) => m.to === '+12125550101' && m.from === businessNumber && m.sid)
    .map((m) => segmentInfo(m.body));
  return {
    texts: texts.length,
    segments: texts.reduce((sum, text) => sum + text.segments, 0),
    ucs2: texts.filter((text) => text.encoding === 'UCS-2').length,
    longest: Math.max(0, ...texts.map((text) => text.segments)),
  };
}

export function smsSegmentRows(result: SmsSegmentsResult): Row[] {
  return [
    {
      area: 'sms',
      measure: 'segments per scripted SMS order',
      measured: `${result.segments} in ${result.texts} texts`,
      budget: `≤ ${SMS_ORDER_SEGMENTS_BUDGET}, each text ≤ 2`,
      met: result.segments <= SMS_ORDER_SEGMENTS_BUDGET && result.longest <= 2,
      detail: 'a seeded customer: sign in with the texted code, then a simple order to placed',
    },
    {
      area: 'sms',
      measure: 'texts of a scripted SMS order not GSM-7',
      measured: String(result.ucs2),
      budget: '0',
      met: result.ucs2 === 0,
    },
  ];
}
