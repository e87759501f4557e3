/** The words of the engine, the commands, the menu and sign-in (English: the keys; see ./index.ts). */
export const core = {
  // The engine's own words (lib/dialog).
  'engine.startedOver': "It's been a while since we last talked, so I've started over.",
  'engine.failed': 'Something went wrong on our side. Nothing was changed: please try again.',
  'engine.welcomeBack': "Welcome back! Here's where we were.",
  'engine.menuOutOfDate': "That menu is out of date. Here's where we are now.",
  'engine.leaving': 'To drop what we are doing, say nevermind. To sign out of this chat, say sign out.',
  'engine.stuck': 'Say help if you are stuck{stuckOffer}, or nevermind to drop this.',
  'engine.firstQuestion': "We're at the first question.",
  'engine.otherAccount':
    "This chat was in the middle of something for another account, so I've started afresh.",
  'engine.pickUp': "Let's pick up where we left off.",
  // The commands (lib/dialog/commands.ts).
  'command.help':
    '{step, select, none {} other {Right now I need: {step}. }}Answer the question, or say: back (the question before), summary (what you chose so far), restart, nevermind (drop what we are doing) or sign out.',
  'command.restart': "Let's start over.",
  'command.dropped': "OK, I've dropped that. Nothing was changed.",
  'command.nothingToDrop': 'Nothing to drop right now.',
  'command.staffNoSignIn':
    'A staff conversation has no sign-in of its own. Say nevermind to drop what we are doing.',
  'command.notSignedIn': "You're not signed in.",
  'command.signedOut': "You're signed out. This chat no longer holds your sign-in.",
  'command.language': "OK, I'll write in English. (Para español, escriba: español.)",
  'command.languageNotOffered':
    'Sorry, I can only write in {language, select, es {Spanish} other {English}} here.',
  // The menu (lib/flows/menu.ts).
  'menu.nothingHeld': "There's no order in progress yet.",
  'menu.greeting': 'Hi! I can book a laundry or dry-cleaning pickup for you.',
  'menu.question': 'What would you like to do?',
  'menu.hint': 'Pick one. Say {help} at any time.',
  'menu.again': 'Same as last time (order #{orderId})',
  'menu.signOut': 'Sign out',
  'menu.noSuchOrder': "I don't have order #{orderId} among your recent orders.",
  'menu.choose': 'Choose one of the options.',
  // Sign-in (lib/flows/sign-in.ts).
  'signIn.textThisPhone': "To order, let's sign you in. Shall I text a code to this phone, {phone}?",
  'signIn.textThisPhoneHint': 'Yes for the code.',
  'signIn.yesTextMe': 'Yes, text me a code',
  'signIn.askPhone': "To order, let's sign you in. What's your mobile number?",
  'signIn.newHere': "I'm new here, sign me up",
  'signIn.phoneHint': '10 digits, like 212 555 0101.',
  'signIn.codeTooEarlyByText':
    "That looks like a sign-in code, but I haven't asked for one yet. Say yes, and I'll text you a new code.",
  'signIn.codeTooEarly':
    "That looks like a sign-in code, but I haven't asked for one yet. I need your mobile number first.",
  'signIn.codeGoesToThisPhone':
    "By text message the code goes to the phone you're texting from. Say yes for the code.",
  'signIn.sayYes': 'Say yes, and I will text a code to this phone.',
  'signIn.codeLength':
    'The code has {digits} digits, and that was {typed}. Please check the text message: no try was used.',
  'signIn.codeNotChecked':
    "The laundry service didn't answer, so I couldn't check that code: no try was used. Please type it again in a minute.",
  'signIn.lastTry':
    "That code isn't right, and that was the last try. Please wait {minutes} minutes, then ask for a new code.",
  'signIn.notAPhone': "That doesn't look like a 10-digit phone number.",
  'signIn.texted': "I've texted a code to {phone}.",
  'signIn.askCode': "What's the code we texted to {phone}?",
  'signIn.askCodeHint': 'The digits from the text message.',
  'signIn.sendAgain': 'Send it again',
  'signIn.anotherNumber': 'Use another number',
  'signIn.sentAgain': "I've sent a new code to {phone}.",
  'signIn.codeIsDigits': 'The code is the digits from the text message.',
  'signIn.signedInNamed': "You're signed in. Hi {name}!",
  'signIn.signedInPhone': "You're signed in to the account of {phone}.",
  'signIn.wrongCode': "That code isn't right. {left, plural, one {# try} other {# tries}} left.",
} as const;
