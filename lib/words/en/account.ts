/** Sign-up, preferences, products and prices, notes, the tip (lib/flows). */
export const account = {
  // Words of more than one flow of the area.
  'account.done': 'Done',
  // Sign-up (lib/flows/sign-up.ts).
  'signUp.askName': "Welcome! What's your first and last name?",
  'signUp.askNameHint': 'For example: Ana Lima.',
  'signUp.nameIsNumber': "That looks like a number. What's your first and last name?",
  'signUp.nameBoth': 'Please give both your first and last name.',
  'signUp.nameOnly': 'Please type just your first and last name, like Ana Lima.',
  'signUp.nameInitial':
    'Please type your first and last name in full (like Ana Lima), or type "{name}" again if that is all of it.',
  'signUp.nameDrawnOut':
    'Is your name spelled "{name}"? Please type it again as it should be, or type "{name}" again if that is right.',
  'signUp.askPhone': "What's your mobile number?",
  'signUp.askEmail': "What's your email address?",
  'signUp.askEmailHint': 'For receipts, like ana@example.com.',
  'signUp.notAnEmail': "That doesn't look like an email address.",
  'signUp.emailNeeded':
    'An email address is needed to make your account: the laundry sends your receipts there. Please type one, or say "talk to a person" if you have none.',
  'signUp.whichEmail': 'Which email address should I use? Please type just that one.',
  'signUp.askBusinessName': "What's the business's name, as it should appear on invoices?",
  'signUp.askBusinessNameHint': 'For example: Lima Tailoring LLC.',
  'signUp.businessNameRetry': 'Please type the business name.',
  'signUp.businessNameOnlyKind':
    'Is "{name}" the name the business goes by? Type its name as it should appear on invoices (for example: Lima Tailoring LLC), or type "{name}" again to keep it.',
  'signUp.askMarketing': 'May we text you news and offers now and then?',
  'signUp.askCommercial': 'Is this account for a business?',
  'signUp.askInvoicing': 'Should we invoice the business instead of charging a card?',
  'signUp.detailName': 'Name',
  'signUp.detailPhone': 'Mobile number',
  'signUp.detailEmail': 'Email',
  'signUp.detailNews': 'News and offers',
  'signUp.detailBusiness': 'Business account',
  'signUp.detailsTitle': 'Your new account',
  'signUp.detailNewsByText': 'News and offers by text',
  'signUp.yesOrNo': '{answer, select, yes {Yes} other {No}}',
  'signUp.businessValue':
    '{kind, select, invoiced {Yes, invoiced to {business}} card {Yes, paid by card} other {No}}',
  'signUp.askChange': 'What would you like to change?',
  'signUp.askChangeHint': 'Pick one; the rest stays as it is.',
  'signUp.keepDetails': 'Nothing, back to my details',
  'signUp.addressToStaff':
    "Before I create it: your pickup address is added by the laundry's staff, not by me. When you start your first order, I'll ask for it and pass it to them here, and they'll take it from there.",
  'signUp.addressAskStaff':
    "Before I create it: your pickup address is added by the laundry's staff, not by me. Once your account is created, please send it to them{contact, select, none {} other { ({contact})}}, and they'll take it from there.",
  'signUp.askCreate': 'Shall I create your account with these details?',
  'signUp.askCreateHint': 'Create it, or change a detail first.',
  'signUp.create': 'Create my account',
  // What Slack's pop-up says before the account is created (ReplyOption.confirm).
  'signUp.createConfirm': 'This creates your account and texts you a sign-in code.',
  'signUp.change': 'Change something',
  'signUp.pickDetail': 'Pick the detail to change.',
  'signUp.oneDetailFirst': 'One at a time: which first, {some} or {last}?',
  'signUp.sayCreate': 'Say "create my account", or "change" and the detail, like "change email".',
  'signUp.hasAccountSignIn': "{phone} already has an account. Let's sign you in.",
  'signUp.hasAccountMaybeSent': '{phone} already has an account. {maybeSent}',
  'signUp.hasAccountTexted': "{phone} already has an account, so I've texted you a code to sign in.",
  'signUp.refused': "The service couldn't create the account: {reason}.",
  'signUp.businessCapped':
    "I can't open any more new accounts today, so I created none and sent nothing to {phone}. Please try again in {hours, plural, one {an hour} other {# hours}}.",
  'signUp.created': 'Account created! Your code is on its way.',
  'signUp.nevermind': 'OK, no new account.',
  // Preferences (lib/flows/preferences.ts).
  /** Its option on the menu, once a menu entry's label takes the person's words (part O's MenuEntry). */
  'preferences.menuOption': 'Preferences and notes',
  'preferences.askWhich': 'Which preference would you like to change?',
  'preferences.none': 'The laundry has no preferences to choose from.',
  'preferences.askWhichHint': 'Pick one to change it, or Done.',
  'preferences.notes': 'Notes for the laundry',
  'preferences.pickOne': 'Pick one of the preferences, or Done.',
  'preferences.defaultValue': '{value} (default)',
  'preferences.notSet': 'Not set',
  'preferences.askOption': '{preference}: {multi, select, yes {which ones?} other {which one?}}',
  'preferences.askOptionHint': '{multi, select, yes {Pick one or more.} other {Pick one.}}',
  'preferences.chosenNow': 'Chosen now',
  'preferences.default': 'Default',
  'preferences.pickPreference': 'Pick a preference first.',
  'preferences.pickOption':
    '{multi, select, yes {Pick one or more of the options.} other {Pick one of the options.}}',
  'preferences.cantAdvise':
    'I can\'t advise which one suits you; the laundry can (say "talk to a person"). Pick one of the options.',
  'preferences.saved': '{preference}: {chosen}. Saved.',
  // Products and prices (lib/flows/products.ts).
  /** Its option on the menu, once a menu entry's label takes the person's words (part O's MenuEntry). */
  'products.menuOption': 'Products and prices',
  'products.pickAddress': 'Pick one of your addresses.',
  'products.noStoreServes': 'Sorry, no store serves {address} yet.',
  'products.noAddress': "There's no address on your account yet, so I can't tell which store is yours.",
  'products.askAddress': "Which address's store?",
  'products.askAddressHint': 'Each address may be served by a different store.',
  'products.cleaningPrice':
    'Cleaning has no price I can show: {store} sets the price of laundry and dry cleaning itself.',
  'products.noneListed': "{store} doesn't list any products.",
  'products.listHeader': 'Products at {store}:',
  'products.andMore': 'And {more} more',
  'products.askByName': 'ask me for one by name',
  'products.notListed': "No, {store} doesn't list {phrase}.",
  'products.itHas': 'It has: {categories}.',
  'products.found': '{more, plural, =0 {Yes: {named}.} other {Yes: {named}, and # more.}}',
  'products.theStore': 'The store',
  'products.askMore': 'Anything else? Type a product to look for.',
  'products.askMoreHint': 'A word like "bag", or Done.',
  // The courier tip (lib/flows/tip.ts).
  'tip.none': 'No tip',
  'tip.percent': 'A tip is an amount in dollars, not a percentage: type one like {example}.',
  'tip.retry': 'A tip is an amount like {example}, up to {most}.',
  'tip.moreOrInAll': 'Do you mean {more} in all, or {all}? Type the amount the tip should be.',
  'products.openLabel': 'Products',
  'products.openDoes': "the store's products",
  'preferences.openLabel': 'Preferences',
  'preferences.openDoes': 'your laundry preferences',
} as const;
