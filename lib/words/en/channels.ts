/** What a channel says of its own (SMS, Slack, the terminal) and the shared formats (money, dates, service words). */
export const channels = {
  // The shared formats (lib/money.ts, lib/calendar.ts, lib/orders/service-words.ts).
  'format.fee': '{amount} fee',
  'format.free': 'free',
  'format.freeAlone': 'Free',
  'format.today': 'Today ({day})',
  'format.tomorrow': 'Tomorrow ({day})',
  'format.status': '{status}; payment {payment}',
  'format.card': '{brand} ending {last4}',
  'format.laundry': 'Laundry',
  'format.dryCleaning': 'Dry cleaning',
  // The service's status codes with words of their own. GAP: the seed names no status values; the
  // sandbox sends SCHEDULED and PENDING, the rest are an order's usual states. Any other code reads as
  // its own words, in English in every language (service-words.ts).
  'format.code.SCHEDULED': 'scheduled',
  'format.code.PENDING': 'pending',
  'format.code.PAID': 'paid',
  'format.code.CANCELLED': 'cancelled',
  'format.code.CANCELED': 'canceled',
  'format.code.IN_PROCESS': 'in process',
  'format.code.COMPLETED': 'completed',
  'format.code.PICKED_UP': 'picked up',
  'format.code.DELIVERED': 'delivered',
  // A channel's words for its own commands (lib/dialog/channel-facts.ts, lib/conversation/shared-account.ts).
  'channel.reachUs': 'message us',
  'channel.lookupExample': 'like 5001',
  'channel.help': 'help',
  'channel.orderAsYourself': 'message us directly',
  'channel.linkAgain': 'link it again',
  'channel.relink': 'It can be linked again.',
  // SMS's own (lib/channels/sms): help is not HELP, which the carrier answers (carrier-keywords.ts).
  'sms.help': 'options',
  'channel.now': 'Now: {current}',
  'sms.reply': 'Reply {ways}',
  'sms.orTyped': ', or {way}',
  'sms.replyTyped': 'Reply {way}',
  'sms.oneOrTwo': '1 or 2',
  'sms.manyNumbers': 'one or more numbers, like 1,{last}',
  'sms.day': '{range, select, none {} other {{range}, or }}a day like "friday" or "dec 3"',
  'sms.anotherAmount': '{amounts} or another amount',
  'sms.more': 'Reply MORE for more choices',
  // The first text to a phone (US carriers' rules, docs/sms.md): who is texting, and how to stop and get help.
  'sms.introduction': '{business}: Reply STOP to opt out, HELP for help. Msg & data rates may apply.',
  'sms.apology':
    "Sorry, something went wrong on our side and I couldn't answer your last text. Please send it again.",
  // Slack's own (lib/channels/slack).
  'slack.reachUs': 'text us or use /laundry',
  'slack.lookupExample': 'in Slack: /laundry staff 5001',
  'slack.orderAsYourself': 'send /laundry in our direct messages',
  'slack.linkAgain': '/laundry link again',
  'slack.relink': 'Link it again with /laundry link.',
  // A channel's company account (lib/conversation/shared-account.ts).
  'shared.asYourself': 'To order as yourself, {how}.',
  'shared.notLinked': "This channel isn't linked to a company account. {yourself}",
  'shared.expired':
    "This channel's link to a company account has expired (links last {days} days): whoever linked it can {linkAgain}. {yourself}",
  'shared.ordering': 'You are ordering on the company account linked here.',
  'shared.ended':
    'The company account linked to this channel was signed out, so its members now order as themselves. {relink}',
  'shared.linkerLeft':
    'The person who linked this channel to a company account is no longer in it, so the link has ended and nothing was ordered on it. {yourself}',
  'shared.linkerGone':
    'The person who linked this channel to a company account has left, so its members now order as themselves. {relink}',
  // Linking a channel (lib/channels/slack/channel-link.ts).
  'link.botNotInChannel':
    "I'm not in {channel}, so I can't link it: I wouldn't know when its members leave. Invite me to it (`/invite @Laundry`) and try `/laundry link` again.",
  'slack.done': 'Done',
  'slack.listed': 'Only the first {listed} of {total} options are listed here; type the one you want.',
  'slack.choose': 'Choose',
  'slack.chooseMenu': 'Choose…',
  'slack.chooseRange': 'Choose ({from}–{to})',
  'slack.goBack': 'Go back',
  'slack.pickDay': 'Pick a day',
  'slack.newMessage': 'New message',
  'slack.apology':
    "Sorry, something went wrong on our side and I couldn't answer your last message. Please send it again.",
  // The dialog's own words (lib/dialog).
  'dialog.yesOrNo': 'Yes or no.',
  'dialog.yes': 'Yes',
  'dialog.no': 'No',
  'dialog.answerYesOrNo': 'Please answer yes or no.',
  // A greeting alone at a typed question (invariant greeting-is-no-text): greeted back, the question asked again.
  'dialog.hiAgain': 'Hi again!',
  'dialog.didYouMean': 'Did you mean {some} or {last}?',
  'dialog.positionOrNamed': 'Option {position} ({option}), or {others}?',
  'dialog.askedAtConfirm':
    'What I know of it is shown above; for anything else, say "talk to a person". Confirm, or choose another option.',
  // A price asked at a question of options (invariant price-asked-picks-nothing): the service gives the
  // windows' fees, shown beside them, and no prices of its services.
  'dialog.priceAsked':
    "I can't see the store's prices for these in chat; it charges by its own price list. Every fee of the order is shown before you place it. Which one would you like?",
  'dialog.priceOfWindows': "Each window's fee is beside it in the list. Which one would you like?",
  'dialog.right': '{what}, right? Say yes, or choose another.',
  'dialog.readRight': '{what}, right? Say yes, or type it again.',
  // A question answered by what a reply left for it (lib/dialog/rest.ts), said back instead of asked.
  'dialog.restTaken': '{question} {answer}.',
  'dialog.typeAgain': 'OK. Please type it again.',
  'dialog.whichThen': 'OK. Which one, then?',
  'dialog.codeEntered': 'Code entered',
  'dialog.staffOnly': "That's for the laundry's support staff.",
  // Slack's Home tab (lib/channels/slack/render-home.ts).
  'home.signIn': 'To see your orders, send `/laundry` or a direct message to sign in.',
  'home.newOrder': 'New order',
  'home.recent': '*Recent orders*',
  'home.none': 'No orders yet.',
  'home.again': 'Order again',
  'home.change': 'Change',
  'home.order': '*Order #{orderId}* · {store}',
  'home.pickup': 'Pickup: {window}',
  'home.return': 'Return: {window}',
  'home.collect': 'Return: collect at the store',
  'home.repeats': '{weeks, plural, one {Repeats every week} other {Repeats every # weeks}}',
  'home.placed': 'Placed {when}',
  'home.staffOnly': 'Only staff see these figures; customers see their own orders here.',
  'channel.orCommands': 'or: {commands}',
} as const;
