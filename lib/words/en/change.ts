/** My orders, changing and cancelling an order (lib/flows/change). */
export const change = {
  // Its menu entry (lib/flows/change/index.ts).
  'change.menuLabel': 'My orders',
  'change.menuDetail': 'See them, move a pickup or delivery, or collect instead of a delivery',
  // My orders (my-orders.ts).
  'change.noOrders': "You haven't placed an order with me yet.",
  'change.lastOrders': '{count, plural, one {Your last order:} other {Your last # orders:}}',
  'change.orderTitle': 'Order #{orderId}',
  'change.maybePlacedTitle': 'Order ref {reference}: may have been placed',
  // Its Status line: the service gave no answer (no order id), and it lists no orders to look one up by.
  'change.placedNotKnown':
    "Not sure yet: the laundry's system didn't answer when I sent it, so I can't tell whether it went through. Please check with {contact}, reference {reference}. It's listed here until its pickup day has passed.",
  'change.store': 'Store',
  'change.services': 'Services',
  'change.pickup': 'Pickup',
  'change.return': 'Return',
  'change.atTheStore': 'At the store',
  'change.howOften': 'How often',
  'change.every': '{weeks, plural, one {Every week} other {Every # weeks}}',
  'change.nextPickup': 'Next pickup',
  'change.courierTip': 'Courier tip',
  'change.pickupTip': 'Courier tip for the pickup',
  'change.deliveryTip': 'Courier tip for the delivery',
  'change.noTip': 'None',
  'change.perTrip': 'per trip',
  'change.status': 'Status',
  'change.statusPlaced': 'Placed with the store',
  'change.orderTotal': 'Order total',
  'change.pickupFee': 'Pickup fee',
  'change.deliveryFee': 'Delivery fee',
  'change.changed': 'Changed',
  'change.times': '{count, plural, one {once} other {# times}}',
  'change.notConfirmedYet': '{field}, not confirmed yet',
  // Which order, and what to change (steps-pick.ts).
  'change.maybePlacedCantChange':
    "An order that may have been placed can't be changed in chat: please check with the store first.",
  'change.whichOrder': 'Which order?',
  'change.changeIt': 'Would you like to change it?',
  'change.changeOrder': 'Would you like to change order #{orderId}?',
  'change.changeOne': 'Would you like to change one of them?',
  'change.whichOrderHint': 'Pick an order to change it, or pick No changes.',
  'change.pickupDetail': 'Pickup {window}',
  'change.noChanges': 'No changes',
  'change.notAmongOrders': "I don't have order #{orderId} among your orders.",
  'change.positionWhich':
    'That could be order #{listed} (by its place on the list) or order #{placed} (by when it was placed). Which one?',
  'change.pickOrder': 'Pick one of the orders.',
  'change.notPlacedInChat': "I don't have order #{orderId} among the orders placed in chat.",
  'change.pickupTime': 'Pickup time',
  'change.deliveryTime': 'Delivery time',
  'change.now': 'Now {what}',
  'change.haveItDelivered': 'Have it delivered',
  'change.nowCollected': 'Now you collect it at {store}',
  'change.address': 'Address',
  // Named by its effect, never "Cancel …": by SMS, CANCEL texted alone opts the phone out at the carrier
  // (lib/channels/sms/carrier-keywords.ts), so no option may invite it (test/e2e/sms-opt-out-words-not-invited).
  'change.cancelDelivery': "I'll collect it instead",
  'change.collectIt': 'no delivery, it waits for you at {store}',
  // The same on the staff desk, said as staff (they act for the customer; "I'll collect it" would be theirs).
  'change.cancelDeliveryStaff': 'Customer collects instead',
  'change.collectItStaff': 'no delivery, it waits for the customer at {store}',
  'change.nowCollectedStaff': 'Now the customer collects it at {store}',
  'change.underWay': "Order #{orderId} is under way, so it can't be changed in chat. Please call the store.",
  'change.whatToChange': 'What would you like to change on order #{orderId}?',
  'change.whatToChangeHint':
    'Pick one. A new time can be with the store driver or the courier, whichever runs then.',
  'change.nothing': 'Nothing',
  'change.choose': 'Choose one of the options.',
  'change.moveOrCollect':
    'That day won\'t do, then. Choose "{move}" to have it brought another day, or "{collect}" to pick it up at {store}.',
  'change.noDelivery': 'Order #{orderId} has no delivery: it will be ready to collect at {store}.',
  'change.deliveredToItsAddress': 'A delivery of order #{orderId} comes to its address, {address}.',
  'change.notOffered':
    "{change, select, pickup {The pickup} delivery {The delivery} address {The address} tip {The courier tip} other {That}} of order #{orderId} can't be changed now.",
  'change.collectedAlready':
    'Order #{orderId} is already to be collected at {store}, so nothing changes there.',
  'change.deliveryUnderWay':
    "The delivery of order #{orderId} is under way, so it can't be switched to collecting at {store} now.",
  'change.collectInstead': 'To collect it at {store} instead of the delivery, choose "{cancel}".',
  // The new values (steps-new.ts).
  'change.pickAWindow': 'Pick a day and a window.',
  'change.deliveryTooSoon':
    "The delivery ({delivery}) would come too soon after that pickup (the store needs {hours} hours), so let's move it too.",
  'change.whichAddress': 'Which address should the driver come to?',
  'change.whichAddressHint': 'Pickup and delivery both go to it.',
  'change.pickAddress': 'Pick one of your addresses.',
  'change.otherStore': '{address} is served by another store, so it needs a new order. Pick another address.',
  'change.addressElsewhere':
    "{address} is served by another store, so the order can't move there: that needs a new order.",
  'change.addressesElsewhere':
    "Your other addresses ({addresses}) are served by other stores, so the order can't move there: that needs a new order.",
  'change.tipNow': 'The courier tip is now {amount} per trip. What should it be?',
  'change.tipHint': 'Pick an amount, or type one like $4.50.',
  // The review (steps-review.ts).
  'change.waiting': "I'm waiting to hear whether order #{orderId} changed (reference {reference}).",
  'change.waitingHint': "Reply with anything and I'll check with the laundry.",
  'change.checkNow': 'Check now',
  'change.confirmCancel':
    'No delivery for order #{orderId}, then: it will wait for you at {store}. Is that right?',
  'change.confirmChange': 'Make this change to order #{orderId}?',
  'change.confirmHint': 'Confirm, or change something else.',
  'change.makeChange': 'Make this change',
  // What Slack's pop-up says before the confirmation is acted on (ReplyOption.confirm).
  'change.makeChangeConfirm': 'This changes order #{orderId} at {store}.',
  'change.cancelConfirm': 'This cancels the delivery of order #{orderId}: it will wait for you at {store}.',
  'change.somethingElse': 'Change something else',
  'change.keep': 'Keep it as it is',
  'change.oldAndNew': 'Order #{orderId}: old and new',
  'change.fromTo': '{from} → {to}',
  // What the change costs (lib/flows/change/change-replies.ts, from lib/orders/change-cost.ts).
  'change.feesInAll': 'Fees in all',
  'change.totalEstimate': 'Order total (estimate)',
  'change.costFromTo': '{same, select, yes {{to} (no change)} other {{from} → {to} ({difference})}}',
  'change.customerCost':
    "{same, select, yes {The customer's fees stay {to}.} other {The customer's fees go from {from} to {to} ({difference}).}}",
  // A second part said with the first, not read for certain (invariant second-part-lined-up).
  'change.secondUnread':
    'You also said "{said}": I did not take that part yet. The change above is lined up; what else should change?',
  'change.sameAsNow': 'Order #{orderId} has that already, so there is nothing to change.',
  'change.kept': 'OK, the order stays as it was.',
  'change.confirmOrOther': 'Confirm the change, or choose something else.',
  // A change's fields and the service's refusals (lib/orders/change-spec.ts), a window as one line (placed-order.ts legLabel).
  'change.delivery': 'Delivery',
  'change.collectAt': 'Collect at {store}',
  'change.noneCollect': 'None. {collect}',
  'change.refusedSettling':
    "I sent the change to order #{orderId} again to check, and the laundry answered: {message}. I can't tell whether the first one went through, so please check with {store} (reference {reference}).",
  'change.refusedGone':
    'The laundry has no order #{orderId} to change any more. Nothing was changed; please call the store.',
  'change.refused':
    "The laundry couldn't make that change: {message}. Nothing was changed, so you can choose again.",
  // Sent (change-order.ts, change-replies.ts).
  'change.done': 'Done! Order #{orderId} is changed.',
  'change.doneCancelled':
    "Done! The delivery of order #{orderId} is cancelled: collect it at {store} when it's ready.",
  'change.supportChanged': 'Our support team changed your order #{orderId}:',
  'change.fieldLine': '{field}: {from} → {to}',
  'change.yourCost':
    '{same, select, yes {Your fees stay {to}.} other {Your fees go from {from} to {to} ({difference}).}}',
  'change.earlierNotConfirmed':
    "A change to order #{orderId} sent earlier (reference {reference}) is not confirmed yet: the laundry isn't answering. Please try again in a minute.",
  'change.earlierWentThrough':
    'A change to order #{orderId} sent earlier (reference {reference}) went through.',
  'change.anotherNow':
    'Another change to order #{orderId} is being made at this moment. Try again in a minute.',
  'change.nowTitle': 'Order #{orderId} now',
  'change.was': '(was {amount})',
  'change.stillNotAnswering':
    "The laundry still isn't answering, so I don't know yet whether order #{orderId} changed. I'll check again when you answer (reference {reference}).",
  'change.notAnswered':
    "I sent the change, but the laundry didn't answer, so I don't know yet whether order #{orderId} changed. I won't tell you it failed: I'll check with the laundry when you answer (reference {reference}).",
  // The change flow's entry points (lib/flows/change/index.ts openings).
  'change.openOrdersDoes': 'your recent orders',
  'change.openOrdersSignedOut': 'Sign in first, then I can show your orders.',
  'change.openLabel': 'Change an order',
  'change.openDoes': 'move a pickup or a delivery',
} as const;
