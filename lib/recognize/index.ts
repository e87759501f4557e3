/**
 * Recognition of what people type, with no I/O: the options of the question on screen
 * (`recognizeChoice`, `readConfirm`) and readers for amounts, yes/no, codes, counts, phones, times
 * of day and "skip", in English or Spanish; a request for a person (`readPersonRequest`).
 */
export { readAddressSent } from './address-sent';
export {
  addsWithoutTarget,
  readAmountCents,
  readAmountChange,
  readAmountTimes,
  readChangeAndResult,
  saysHighest,
  saysPercent,
} from './amount';
export { brandNames, brandWord } from './card-brand';
export { movesWithoutTarget } from './change-by';
export { namedOption, recognizeChoice } from './choice';
export { type CodeRequest, codeRequestNamed, readCodeRequest } from './code-request';
export {
  asksBeforeConfirming,
  asksWhether,
  changesBeforeConfirming,
  endsAsking,
  onlyAChangeFrame,
  readConfirm,
  saysBeforeConfirming,
  wantsAChange,
  withoutLater,
} from './confirm';
export { readCount, readCountChange, readCountOf } from './count';
export { givesNoEmail, type ReadEmail, readEmail } from './email';
export { endsWithDayWanted } from './for-whom';
export { greetsOnly } from './greeting';
export { type ItemNotes, readItemNotes, saysSameAsTheOther } from './item-notes';
export {
  answerBeforeReason,
  itemsBeforeReason,
  namesOnlyThings,
  saysOnlyWhy,
  withoutReason,
} from './items-with-reason';
export { asksWhatItTakes, isNewCustomer, nameAfterNewCustomer } from './new-customer';
export { givesNothing, refusesTip, saysCashTip, saysNoTip, takesTipAway } from './no-tip';
export { normalize } from './normalize';
export { type NotesInstruction, readNotesInstruction } from './notes-instruction';
export { readOtp } from './otp';
export { leavesForTheBot, leavingWithin, readPersonRequest } from './person-request';
export { type PhoneSaid, readPhone, readPhoneSaid } from './phone';
export { readPreferenceRequest, readPreferenceSaid } from './preference-request';
export { readPromoCode, saysHasPromoCode, saysNoPromoCode } from './promo-code';
export {
  awayOnADay,
  type ReminderAnswer,
  readReminderAnswer,
  readReminderMoveTo,
  readStaffChangeAnswer,
  withoutLeadingNo,
} from './reminder-answer';
export { isShrug } from './shrug';
export { isSkip } from './skip';
export { type MinuteRange, readTimeOfDay } from './time-of-day';
export {
  drawnOut,
  ESTABLISHMENTS,
  type NameKind,
  namesOnlyAKind,
  readTypedName,
  saysOwnName,
  typedAsBusinessName,
  typedAsPersonName,
} from './typed-name';
export type { Recognized, RecognizerOption } from './types';
export { namesNothing, namesOnlyAQuality, saysVagueThings } from './vague-things';
export { agreeingAsYes, type Outcomes, readByOutcome, readLeadingYesNo, readYesNo } from './yes-no';
