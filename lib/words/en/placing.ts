/** Choosing the windows, the summary and placing an order (lib/flows/order steps-when, steps-summary, place-order, draft-summary; slot.ts; lib/orders). */
export const placing = {
  // The day and the window (lib/flows/slot.ts). `purpose`: pickup or return.
  'placing.whichDay': 'Which day should we {purpose, select, pickup {pick up} other {deliver it back}}?',
  'placing.noWindowsWeek':
    'There are no {purpose, select, pickup {pickup} other {delivery}} windows from {from} to {to}. Which day should we {purpose, select, pickup {pick up} other {deliver it back}}?',
  // `tomorrow`: yes when tomorrow is offered; an example never names a day that is refused.
  'placing.dayHint':
    'Pick a day, or type one: {tomorrow, select, yes {"tomorrow", } other {}}{weekday, select, none {} other {"{weekday}", }}"{date}".',
  'placing.laterDayHint': 'Type a later day, up to {last}.',
  'placing.spanOfDays': '"{typed}" is more than one day. Which day would you like?',
  'placing.noDayRead': "I couldn't read a day there.",
  'placing.whichDayThen': 'OK. Which day, then?',
  'placing.whichOfDays': 'Which day would you like: {some} or {last}?',
  'placing.slashDateOtherWay':
    'Is "{typed}" {day}? Type the day with its month ("jun 12") or pick it from the list.',
  'placing.pickDayFromTo': 'Pick a day from {from} to {to}.',
  'placing.tooSoonToReturn': '{day} is too soon to bring it back.',
  'placing.dayPassed': '{day} has passed.',
  'placing.cantBeBooked': "{day} can't be booked.",
  'placing.noWindowsSlow':
    'There are no {purpose, select, pickup {pickup} other {delivery}} windows from {from} to {to}; the service is slow, so try a later day.',
  'placing.noWindowsFrom':
    'There are no {purpose, select, pickup {pickup} other {delivery}} windows from {from} on. Try an earlier day.',
  'placing.tookDayAs': 'I took "{typed}" as {day}.',
  'placing.shiftNotAll': 'I took "{typed}" as {day}, but not the rest. Which day, and what time?',
  'placing.sameTimeOther':
    "{window} isn't offered on {day}; at that time there is {other}, {fee}. Pick it or another window.",
  'placing.sameTimeNone': "{window} isn't offered on {day}. Pick another window.",
  'placing.noWindowsOn':
    'There are no {purpose, select, pickup {pickup} other {delivery}} windows on {day}. The next day with windows is {next}.',
  'placing.aFee': '{vowel, select, yes {an} other {a}} {amount} fee',
  'placing.noFee': 'no fee',
  'placing.windowWith': '{times} with {provider}',
  'placing.asYouAsked': '{purpose, select, pickup {The pickup} other {The delivery}}, as you asked:',
  'placing.chosenForYou': '{day}, {window}, {fee}: the window nearest that time.',
  // A window starting at the very time asked ("friday 6-8pm", "same time") is that time's, not the "nearest".
  'placing.chosenStartsThen': '{day}, {window}, {fee}: the window that starts at that time.',
  'placing.freeNearest': "There's no fee for {window}; say back to pick again.",
  'placing.storeDriver': 'Store driver',
  'placing.theStoreDriver': 'the store driver',
  'placing.onDemand': 'on-demand',
  'placing.hintBoth': 'Store drivers and the {courier} courier, with their fees.',
  'placing.hintOwn': 'Store driver windows, with their fees.',
  'placing.hintCourierNext':
    "Store drivers don't run this day, only the {courier} courier. Store drivers next run {day}.",
  'placing.hintCourierOnly': 'Only the {courier} courier runs this day.',
  'placing.windowsGone': 'The windows on {day} are gone. Please pick another day.',
  'placing.windowsOn': '{purpose, select, pickup {Pickup} other {Delivery}} windows on {day}:',
  'placing.windowsAtTime':
    '{purpose, select, pickup {Pickup} other {Delivery}} windows on {day} at the time you said:',
  'placing.cheapestAtTime': 'The cheapest at that time: {window}, {fee}.',
  'placing.pickWindow': 'Pick one of the windows.',
  // The pickup, the return and how often (lib/flows/order/steps-when.ts).
  'placing.returnTooSoon':
    'Your delivery time is too soon after the new pickup{hours, select, none {} other { (the store needs {hours} hours)}}, so please choose it again.',
  'placing.pickDayAndWindow': 'Pick a day and a window.',
  'placing.howBack': 'How should we get it back to you?',
  'placing.howBackHint': 'Collect it at the store, or have it delivered.',
  'placing.collectAt': "I'll collect it at {store}",
  'placing.theStore': 'the store',
  'placing.deliverTo': 'Deliver it to {address}',
  'placing.yourAddress': 'your address',
  'placing.collectOrDelivery': 'Choose collect or delivery.',
  'placing.once': 'Just this once',
  'placing.everyWeek': 'Every week',
  'placing.every2Weeks': 'Every 2 weeks',
  'placing.every4Weeks': 'Every 4 weeks',
  'placing.howOften': 'Is this a one-time order, or a regular pickup?',
  'placing.howOftenHint': 'Once, or every 1, 2 or 4 weeks.',
  'placing.chooseOption': 'Choose one of the options.',
  // The summary (lib/flows/order/steps-summary.ts, draft-summary.ts).
  'placing.dropped': "OK, I've dropped this order. Nothing new was placed.",
  'placing.leftUnknown': "OK, I won't send it again.",
  'placing.dropOrder': 'Drop this order',
  'placing.whatToChange': 'What would you like to change?',
  'placing.whatToChangeHint': 'Pick a part; the rest stays as it is.',
  'placing.backToSummary': 'Nothing, back to the summary',
  'placing.part':
    '{step, select, pickup {Pickup time} return_method {Return} return {Delivery time} frequency {How often} address {Address} services {Services} category {Laundry or dry cleaning} bags {Bags} payment {Payment} tip {Courier tip} promo {Promo code} hang_dry {Hang-dry} order_notes {Order notes} other {{title}}}',
  // A part's other names, comma-separated: what a person calls it when saying what to change.
  'placing.partWords':
    '{step, select, pickup {pickup, pick up, pickup day} return_method {return, get it back, collect it} return {delivery, delivery day, drop off} frequency {how often, frequency, schedule, repeat} address {pickup address, where} services {service, what to clean} category {cleaning, laundry or dry cleaning} bags {bag, number of bags, bag count, how many bags} payment {pay, card, payment method, charge} tip {tip, gratuity} promo {code, coupon, discount} hang_dry {hang dry, air dry} order_notes {notes, instructions, note} other {}}',
  'placing.shallPlace': 'Shall I place this order?',
  'placing.shallPlaceHint': 'Place it, change something, or drop it.',
  'placing.placeOrder': 'Place order',
  // What Slack's pop-up says before the option is acted on (ReplyOption.confirm).
  'placing.placeConfirm': 'This places the order with {store}.',
  'placing.dropConfirm': "The order is dropped and nothing is placed. This can't be undone.",
  'placing.sendAgainConfirm': 'This sends order {reference} to {store} again.',
  'placing.changeSomething': 'Change something',
  'placing.pickPart': 'Pick a part to change.',
  'placing.placeChangeOrDrop': 'Say "place order", "change something", or "drop this order".',
  // A bare no to placing it: a change, or the drop, asked which (never one of them taken).
  'placing.changeOrDrop': 'Change something, or drop this order?',
  'placing.stillUnknown':
    'I still can\'t tell whether it went through, so My orders keeps it as "may have been placed" until its pickup day has passed. Please check with {store}, reference {reference}.',
  'placing.sendAgainWarning':
    'Send it again? If order {reference} did go through, the store will get two orders.',
  'placing.sendAgainWarningHint': 'Only if the store told you it has no order with that reference.',
  'placing.yesSendAgain': 'Yes, send it again',
  'placing.noWait': 'No, wait',
  'placing.unknownOutcome':
    "I sent the order, but the service didn't answer in time, so I can't tell whether it went through. I won't send it again on my own. Please check with {store}: your reference is {reference}.",
  'placing.unknownOutcomeHint': 'Drop it, or send it again once the store says it has no such order.',
  'placing.dropIt': 'Drop it',
  'placing.sendItAgain': 'Send it again',
  'placing.onHold': 'This order is on hold: drop it, or send it again.',
  'placing.field.store': 'Store',
  'placing.field.address': 'Pickup address',
  'placing.field.service': 'Service',
  'placing.field.cleaning': 'Cleaning',
  'placing.field.bags': 'Bags',
  'placing.field.pickup': 'Pickup',
  'placing.field.return': 'Return',
  'placing.field.howOften': 'How often',
  'placing.field.payment': 'Payment',
  'placing.field.tip': 'Courier tip',
  'placing.field.promo': 'Promo code',
  'placing.field.hangDry': 'Hang-dry',
  'placing.field.notes': 'Notes',
  'placing.field.pickupFee': 'Pickup fee',
  'placing.field.deliveryFee': 'Delivery fee',
  'placing.field.total': 'Total so far',
  'placing.field.cleaningPrice': 'Cleaning price',
  'placing.and': '{a} and {b}',
  'placing.collectAtStore': 'Collect at {store}',
  'placing.delivery': 'Delivery',
  'placing.perCourierTrip': 'per courier trip',
  'placing.promoApplied': '{code} (the store applies it if it is valid)',
  'placing.yes': 'Yes',
  'placing.feesAndTip': '{tip, select, yes {(fees and tip)} other {(fees)}}',
  'placing.cleaningPrice': 'set by the store; not in the total',
  'placing.priceBasis':
    '{service} {basis, select, pound {by the pound} item {per item} other {price not given}}',
  'placing.cleaningPriceEach': '{each}; the store sets the prices, not in the total',
  'placing.yourOrder': 'Your order',
  'placing.nothingChosen': 'Nothing chosen yet',
  // Placing it (lib/flows/order/place-order.ts).
  'placing.missing': 'Something is missing from the order.',
  'placing.cardGone': 'That card is no longer on your account. Please choose another.',
  'placing.serviceDown':
    'The laundry service is down right now, so the order was not placed. Your order is saved: choose "Place order" to try again in a minute.',
  'placing.couldNotPlace':
    "The service couldn't place the order: {message}. Let's choose the {part, select, address {address} store {address (its store)} services {services} payment {card} return {delivery time} other {pickup time}} again.",
  'placing.refused':
    'The service refused the order: {message}. Nothing was placed; change something and try again.',
  'placing.placed': 'Your order #{orderId} is placed!',
  'placing.placedPickup': "Your order #{orderId} is placed! We'll pick up {day}, {times}.",
  'placing.notPlacedAfterAll':
    'Order {reference} was not placed after all. Your order is saved: choose "Place order" to send it.',
  // A placed order's words (lib/orders): a leg, a change's fields and refusals, a reminder.
  'placing.legLabel': '{day}, {times} with {provider}',
  // What a text too long is told (lib/dialog/clean-text.ts); `what` is said by the step that asked.
  'placing.tooLong': "That's {length, number} characters; {what} can be at most {limit, number}.",
} as const;
