/**
 * What a scripted SMS order costs the business at the carrier: the segments of every text the bot sent
 * the phone, from "hi" to the order placed (a seeded customer signing in with the texted code), and
 * whether every text stayed GSM-7 (one non-GSM character makes a text UCS-2: 70 a segment, not 160).
 * Packing by segments is lib/channels/sms/pack.ts.
 */
import { segmentInfo } from '../../lib/channels/sms/gsm7';
import { renderSms } from '../../lib/channels/sms/render';
import type { Reply } from '../../lib/dialog/types';
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

/**
 * What Spanish texts cost, until the Spanish flows exist (issue 28): the bot's messages of a simple
 * order as a Spanish catalogue would say them (written here by hand, one turn each, from "hola" to the
 * order placed), texted through `renderSms` in Spanish. Measured with the accents GSM-7 lacks dropped
 * (as sent) and kept (what a text with them would cost).
 */
const SPANISH_ORDER_TURNS: string[] = [
  '¡Hola! Soy el asistente de Spin City Laundry. Para pedir, inicia sesión. ¿Cuál es tu número de celular?\n10 dígitos, como 212 555 0101.',
  'Te enviamos un código por texto. Escríbelo aquí.',
  '¡Listo, Dana! ¿Qué servicio quieres?\n1 Lavado y doblado\n2 Tintorería\n3 Planchado\nResponde 1-3, o atrás',
  '¿Cuántas bolsas? Responde un número, como 2.',
  '¿Dónde recogemos? 1 Casa: 350 W 42nd St\n2 Otra dirección\nResponde 1-2',
  '¿Cuándo recogemos? 1 mañana, miércoles 8:00-10:00 AM EST\n2 mañana 10:00 AM-12:00 PM EST\n3 jueves 8:00-10:00 AM EST\nResponde 1-3, o di un día y una hora',
  '¿Cuándo te lo devolvemos? 1 viernes 5:00-7:00 PM EST\n2 sábado 9:00-11:00 AM EST\nResponde 1-2',
  '¿Alguna nota para el repartidor? Responde la nota, o "sin notas".',
  '¿Propina? 1 $3 2 $5 3 sin propina. Responde $ y la cantidad, o sin propina.',
  'Tu pedido:\nServicio: Lavado y doblado, 2 bolsas\nRecogida: mié 8:00-10:00 AM EST\nEntrega: vie 5:00-7:00 PM EST\nTotal estimado: $42.50\n¿Lo hacemos? Responde sí o no.',
  '¡Pedido #5001 hecho! Te avisaremos antes de la recogida. Para verlo, di mis pedidos.',
];

export interface SpanishSegmentsResult {
  texts: number;
  segments: number;
  ucs2: number;
  /** The same texts with their accents kept. */
  segmentsWithAccents: number;
}

export function measureSpanishSegments(): SpanishSegmentsResult {
  const texted = SPANISH_ORDER_TURNS.flatMap((text) => {
    const reply: Reply = { type: 'text', text };
    return renderSms([reply], { language: 'es' }).messages;
  });
  const infos = texted.map((text) => segmentInfo(text));
  const kept = SPANISH_ORDER_TURNS.flatMap((text) => renderSms([{ type: 'text', text }]).messages);
  return {
    texts: texted.length,
    segments: infos.reduce((sum, info) => sum + info.segments, 0),
    ucs2: infos.filter((info) => info.encoding === 'UCS-2').length,
    segmentsWithAccents: kept.reduce((sum, text) => sum + segmentInfo(text).segments, 0),
  };
}

export function spanishSegmentRows(result: SpanishSegmentsResult): Row[] {
  return [
    {
      area: 'sms',
      measure: 'segments of a Spanish SMS order (representative texts, no Spanish flow yet)',
      measured: `${result.segments} in ${result.texts} texts (${result.segmentsWithAccents} with á í ó ú kept)`,
      budget: `≤ ${SMS_ORDER_SEGMENTS_BUDGET}`,
      met: result.segments <= SMS_ORDER_SEGMENTS_BUDGET,
      detail: "the bot's turns of a simple order in Spanish, written by hand until the catalogues exist",
    },
    {
      area: 'sms',
      measure: 'Spanish texts not GSM-7',
      measured: String(result.ucs2),
      budget: '0',
      met: result.ucs2 === 0,
    },
  ];
}
