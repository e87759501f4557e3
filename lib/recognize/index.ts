/**
 * Recognition of what people type, with no I/O: the options of the question on screen
 * (`recognizeChoice`, `readConfirm`) and readers for amounts, yes/no, codes, counts, phones, times
 * of day and "skip", in English or Spanish; a request for a person (`ASKS_FOR_A_PERSON`).
 */
export { readAmountCents } from './amount';
export { brandNames, brandWord } from './card-brand';
export { namedOption, recognizeChoice } from './choice';
export { readConfirm } from './confirm';
export { readCount } from './count';
export { type ItemNotes, readItemNotes } from './item-notes';
export { normalize } from './normalize';
export { readOtp } from './otp';
export { ASKS_FOR_A_PERSON } from './person-request';
export { readPhone } from './phone';
export { readPromoCode } from './promo-code';
export { isSkip } from './skip';
export { type MinuteRange, readTimeOfDay } from './time-of-day';
export type { Recognized, RecognizerOption } from './types';
export { readLeadingYesNo, readYesNo } from './yes-no';
