/**
 * The configuration, read once and validated: what a business's deployment, the local stack and the
 * tests hand it, and the clear answer to each mistake (naming the variable, never its value).
 */
import {
  ConfigError,
  loadConfig,
  requireSlack,
  requireSlackOAuth,
  requireSms,
  requireTokenKey,
} from '../../../lib/config';

const BASE = {
  LAUNDRY_API_URL: 'https://api.example-laundry.com/api/v1/common/',
  LAUNDRY_AUTH_URL: 'https://api.example-laundry.com/api/v1/auth',
  LAUNDRY_BUSINESS_ID: '42',
  DYNAMODB_TABLE: 'laundry-bot-example',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig', () => {
  it('reads the minimum with its defaults, trailing slashes gone', () => {
    const config = loadConfig(BASE);
    expect(config.laundry).toEqual({
      apiUrl: 'https://api.example-laundry.com/api/v1/common',
      authUrl: 'https://api.example-laundry.com/api/v1/auth',
      timeoutMs: 8000,
      getRetries: 5,
    });
    expect(config).toMatchObject({
      businessId: 42,
      timeZone: 'America/New_York',
      conversationIdleSeconds: 24 * 3600,
      signInIdleMs: 30 * 24 * 3600_000,
      signUpsPerDay: 200,
      businessName: 'Laundry',
      slack: undefined,
      sms: undefined,
      queue: { url: undefined, maxReceives: 5 },
      staff: { slackUserIds: [], slackUsergroupId: undefined, dispatchToken: undefined },
      reminderLeadMinutes: 60,
      reminders: undefined,
      tokenEncryptionKey: undefined,
      previousTokenKeys: [],
    });
  });

  it('takes an empty value as unset, as a deployment template writes it', () => {
    const config = loadConfig({ ...BASE, SMS_WEBHOOK_URL: '', STAFF_SLACK_USERGROUP_ID: '', TIME_ZONE: '' });
    expect(config.timeZone).toBe('America/New_York');
    expect(config.staff.slackUsergroupId).toBeUndefined();
  });

  it('names every bad variable at once, never its value', () => {
    const found = problems({
      ...BASE,
      LAUNDRY_API_URL: 'https://api.example-laundry.com/v2',
      LAUNDRY_BUSINESS_ID: 'forty-two',
      TIME_ZONE: 'Mars/Olympus',
      SLACK_BOT_TOKEN: 'xoxp-secret-user-token',
      TOKEN_ENCRYPTION_KEY: 'c2hvcnQ=',
      TOKEN_ENCRYPTION_KEYS_PREVIOUS: `${Buffer.alloc(32, 1).toString('base64')},c2VjcmV0LXNob3J0`,
      SIGN_IN_IDLE_DAYS: '0',
    });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'LAUNDRY_API_URL',
      'LAUNDRY_BUSINESS_ID',
      'SIGN_IN_IDLE_DAYS',
      'SLACK_BOT_TOKEN',
      'TIME_ZONE',
      'TOKEN_ENCRYPTION_KEY',
      'TOKEN_ENCRYPTION_KEYS_PREVIOUS',
    ]);
    expect(found.join('\n')).not.toContain('c2VjcmV0LXNob3J0');
    expect(found.join('\n')).toContain('must end in /api/v1/common');
    expect(found.join('\n')).toContain('must be an IANA time zone');
    expect(found.join('\n')).not.toContain('xoxp-secret-user-token');
  });

  it('keeps the Slack app when its bot token, user, team and app ids are set; the signing secret only where it is needed', () => {
    const app = {
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_BOT_USER_ID: 'U0BOT',
      SLACK_TEAM_ID: 'T0ACME',
      SLACK_APP_ID: 'A0APP',
    };
    const worker = loadConfig({ ...BASE, ...app });
    expect(worker.slack).toMatchObject({
      botToken: 'xoxb-1',
      botUserId: 'U0BOT',
      teamId: 'T0ACME',
      appId: 'A0APP',
      enterpriseId: undefined,
      channelLinkDays: 30,
      signingSecret: undefined,
    });
    expect(() => requireSlack(worker)).toThrow(ConfigError);
    const http = loadConfig({
      ...BASE,
      ...app,
      SLACK_SIGNING_SECRET: 'signing-secret-1',
      CHANNEL_LINK_DAYS: '7',
    });
    expect(requireSlack(http)).toMatchObject({ signingSecret: 'signing-secret-1', channelLinkDays: 7 });
    expect(problems({ ...BASE, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_BOT_USER_ID: 'U0BOT' })).toEqual([
      'SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID: set all four, or none',
    ]);
    expect(problems({ ...BASE, SLACK_SIGNING_SECRET: 'signing-secret-1' })).toEqual([
      'SLACK_SIGNING_SECRET: needs SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID and SLACK_APP_ID',
    ]);
    expect(
      problems({ ...BASE, ...app, SLACK_TEAM_ID: 'acme', CHANNEL_LINK_DAYS: '0' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['SLACK_TEAM_ID', 'CHANNEL_LINK_DAYS']);
  });

  it('reads the Add to Slack client, with the laundry’s own workspace and no bot token; a mix is refused by name', () => {
    const oauth = {
      SLACK_SIGNING_SECRET: 'signing-secret-1',
      SLACK_CLIENT_ID: '1234.5678',
      SLACK_CLIENT_SECRET: 'client-secret-0123456789',
      SLACK_TEAM_ID: 'T0ACME',
      SLACK_APP_ID: 'A0APP',
    };
    const config = loadConfig({ ...BASE, ...oauth });
    expect(requireSlackOAuth(config)).toMatchObject({
      botToken: undefined,
      teamId: 'T0ACME',
      oauth: {
        clientId: '1234.5678',
        clientSecret: 'client-secret-0123456789',
        authorizeUrl: 'https://slack.com/oauth/v2/authorize',
        redirectUri: undefined,
      },
    });
    expect(requireSlack(config).signingSecret).toBe('signing-secret-1');
    expect(() => requireSlackOAuth(loadConfig(BASE))).toThrow(ConfigError);
    expect(problems({ ...BASE, ...oauth, SLACK_CLIENT_SECRET: '' })).toEqual([
      'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET: set both, or none',
    ]);
    expect(problems({ ...BASE, ...oauth, SLACK_BOT_TOKEN: 'xoxb-1' })[0]).toMatch(
      /^SLACK_BOT_TOKEN, SLACK_BOT_USER_ID: with SLACK_CLIENT_ID/,
    );
    expect(problems({ ...BASE, ...oauth, SLACK_TEAM_ID: '' })[0]).toMatch(
      /^SLACK_TEAM_ID, SLACK_APP_ID: required/,
    );
    expect(problems({ ...BASE, ...oauth, SLACK_CLIENT_ID: 'abc' }).map((p) => p.split(':')[0])).toEqual([
      'SLACK_CLIENT_ID',
    ]);
  });

  it('reads the business page’s logo, support and privacy links; a logo not on https is refused at start by name', () => {
    expect(loadConfig(BASE).businessPage).toEqual({
      logoUrl: undefined,
      supportUrl: undefined,
      privacyUrl: undefined,
    });
    const page = {
      BUSINESS_LOGO_URL: 'https://cdn.spincity.example/logo.png',
      BUSINESS_SUPPORT_URL: 'help@spincity.example',
      BUSINESS_PRIVACY_URL: 'https://spincity.example/privacy',
    };
    expect(loadConfig({ ...BASE, ...page }).businessPage).toEqual({
      logoUrl: 'https://cdn.spincity.example/logo.png',
      supportUrl: 'mailto:help@spincity.example',
      privacyUrl: 'https://spincity.example/privacy',
    });
    expect(
      loadConfig({ ...BASE, BUSINESS_SUPPORT_URL: 'https://spincity.example/help' }).businessPage.supportUrl,
    ).toBe('https://spincity.example/help');
    expect(problems({ ...BASE, ...page, BUSINESS_LOGO_URL: 'http://cdn.spincity.example/logo.png' })).toEqual(
      ['BUSINESS_LOGO_URL: must be an https URL'],
    );
    expect(
      problems({
        ...BASE,
        BUSINESS_LOGO_URL: 'javascript:alert(1)',
        BUSINESS_SUPPORT_URL: 'http://spincity.example/help',
        BUSINESS_PRIVACY_URL: 'privacy',
      }),
    ).toEqual([
      'BUSINESS_LOGO_URL: must be an https URL',
      'BUSINESS_SUPPORT_URL: must be an https URL or an e-mail address',
      'BUSINESS_PRIVACY_URL: must be an https URL',
    ]);
  });

  it('reads Twilio, the staff, the dispatch credential and the reminders’ scheduler, each all or none', () => {
    const config = loadConfig({
      ...BASE,
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-1',
      SUPPORT_CONTACT: '+1 (212) 555-0199',
      STAFF_SLACK_USER_IDS: 'U0STAFF1, U0STAFF2',
      STAFF_DISPATCH_TOKEN: 'dispatch-1',
      HANDOFF_IDLE_MINUTES: '45',
      REMINDER_SCHEDULE_GROUP: 'laundry-bot-example',
      REMINDER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
      QUEUE_ARN: 'arn:aws:sqs:us-east-1:123456789012:turns.fifo',
    });
    expect(requireSms(config)).toMatchObject({
      accountSid: `AC${'0'.repeat(32)}`,
      apiUrl: 'https://api.twilio.com',
      supportContact: '+1 (212) 555-0199',
    });
    expect(config.staff).toEqual({
      slackUserIds: ['U0STAFF1', 'U0STAFF2'],
      slackUsergroupId: undefined,
      dispatchToken: 'dispatch-1',
      staffedHours: { opens: '08:00', closes: '18:00' },
      handoffIdleMs: 45 * 60_000,
    });
    expect(config.reminders).toEqual({
      groupName: 'laundry-bot-example',
      roleArn: 'arn:aws:iam::123456789012:role/scheduler',
      queueArn: 'arn:aws:sqs:us-east-1:123456789012:turns.fifo',
    });
    expect(problems({ ...BASE, TWILIO_AUTH_TOKEN: 'twilio-auth-token-1' })).toEqual([
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: set both, or none',
    ]);
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'twilio-auth-token-1' };
    expect(problems({ ...BASE, ...twilio })).toEqual([
      'SUPPORT_CONTACT: required with SMS (HELP must name a support contact)',
    ]);
    for (const bad of ['call us', 'help@', '12345'])
      expect(problems({ ...BASE, ...twilio, SUPPORT_CONTACT: bad })).toEqual([
        'SUPPORT_CONTACT: must be an e-mail address or a phone number',
      ]);
    expect(loadConfig({ ...BASE, STAFFED_HOURS: '09:30-17:00' }).staff.staffedHours).toEqual({
      opens: '09:30',
      closes: '17:00',
    });
    for (const bad of ['9-5', '18:00-08:00', '08:00-24:00'])
      expect(problems({ ...BASE, STAFFED_HOURS: bad })).toHaveLength(1);
    expect(problems({ ...BASE, STAFF_CHANNEL_ID: 'staff' })).toEqual([
      'STAFF_CHANNEL_ID: must be a Slack channel id (C…)',
    ]);
    expect(problems({ ...BASE, QUEUE_ARN: 'arn:aws:sqs:us-east-1:1:q.fifo' })).toEqual([
      'REMINDER_SCHEDULE_GROUP, REMINDER_ROLE_ARN, QUEUE_ARN: set all three, or none',
    ]);
    expect(problems({ ...BASE, STAFF_SLACK_USER_IDS: 'U0OK,bob' })[0]).toMatch(/^STAFF_SLACK_USER_IDS/);
  });

  it('serves the channels CHANNELS names: each needs its settings, one it does not name is off whatever is set', () => {
    const slack = {
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_BOT_USER_ID: 'U0BOT',
      SLACK_TEAM_ID: 'T0ACME',
      SLACK_APP_ID: 'A0APP',
      STAFF_CHANNEL_ID: 'C0STAFF',
    };
    const sms = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-1',
      SUPPORT_CONTACT: 'help@example-laundry.com',
    };
    // A Slack-only business: no Twilio setting at all, and one left half set is not read.
    const slackOnly = loadConfig({ ...BASE, ...slack, CHANNELS: 'slack' });
    expect(slackOnly).toMatchObject({ slack: { teamId: 'T0ACME' }, sms: undefined });
    expect(
      loadConfig({ ...BASE, ...slack, TWILIO_ACCOUNT_SID: sms.TWILIO_ACCOUNT_SID, CHANNELS: 'slack' }).sms,
    ).toBeUndefined();
    // An SMS-only business: no Slack app, and a staff channel set by mistake opens no hand-off.
    expect(loadConfig({ ...BASE, ...sms, STAFF_CHANNEL_ID: 'C0STAFF', CHANNELS: ' SMS ' })).toMatchObject({
      slack: undefined,
      sms: { accountSid: sms.TWILIO_ACCOUNT_SID },
    });
    // Without CHANNELS, each channel whose settings are given (the local stack's and the tests' way).
    expect(loadConfig({ ...BASE, ...slack, ...sms })).toMatchObject({
      slack: { teamId: 'T0ACME' },
      sms: { accountSid: sms.TWILIO_ACCOUNT_SID },
    });
    // A channel named without its settings is refused at start, by the settings it lacks.
    expect(problems({ ...BASE, ...slack, CHANNELS: 'slack,sms' })).toEqual([
      'CHANNELS: sms needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SUPPORT_CONTACT',
    ]);
    expect(problems({ ...BASE, ...sms, CHANNELS: 'sms,slack' })).toEqual([
      'CHANNELS: slack needs SLACK_TEAM_ID, SLACK_APP_ID, and SLACK_BOT_TOKEN with SLACK_BOT_USER_ID (or SLACK_CLIENT_ID with SLACK_CLIENT_SECRET)',
    ]);
    for (const bad of ['fax', ' , ', 'slack,email'])
      expect(problems({ ...BASE, ...slack, CHANNELS: bad })).toEqual([
        'CHANNELS: must name slack, sms or both, comma-separated',
      ]);
  });

  it('offers English and Spanish by default; a business that wants English alone says LANGUAGES=en, and an unknown language is refused by name', () => {
    expect(loadConfig(BASE).languages).toEqual(['en', 'es']);
    expect(loadConfig({ ...BASE, LANGUAGES: 'en' }).languages).toEqual(['en']);
    expect(loadConfig({ ...BASE, LANGUAGES: ' ES, en ,es' }).languages).toEqual(['es', 'en']);
    expect(problems({ ...BASE, LANGUAGES: 'en,fr' }).map((p) => p.split(/[.:]/)[0])).toEqual(['LANGUAGES']);
    expect(problems({ ...BASE, LANGUAGES: ' , ' }).map((p) => p.split(/[.:]/)[0])).toEqual(['LANGUAGES']);
  });

  it('reads the business\'s own glossary entries, none by default, and refuses one that is not "English = Spanish" by name', () => {
    expect(loadConfig(BASE).glossary).toEqual([]);
    expect(
      loadConfig({ ...BASE, GLOSSARY: 'Wash & Press = Lavado y planchado\nEco-friendly | eco = Ecológico' })
        .glossary,
    ).toEqual([
      { en: ['Wash & Press'], es: ['Lavado y planchado'] },
      { en: ['Eco-friendly', 'eco'], es: ['Ecológico'] },
    ]);
    expect(problems({ ...BASE, GLOSSARY: 'Wash & Press; Cold = Fría' })).toEqual([
      'GLOSSARY: "Wash & Press" is not "English = Spanish" (ways of saying either separated by "|")',
    ]);
  });

  it('reads the Spanish carrier keywords as set in Twilio only when the business says so: off by default, a word other than true or false refused by name', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token-1',
      SUPPORT_CONTACT: 'help@example-laundry.com',
    };
    expect(requireSms(loadConfig({ ...BASE, ...twilio })).spanishKeywords).toBe(false);
    expect(
      requireSms(loadConfig({ ...BASE, ...twilio, TWILIO_SPANISH_KEYWORDS: 'true' })).spanishKeywords,
    ).toBe(true);
    expect(problems({ ...BASE, ...twilio, TWILIO_SPANISH_KEYWORDS: 'si' })).toEqual([
      'TWILIO_SPANISH_KEYWORDS: must be true or false',
    ]);
  });

  it("reads the business's sign-ups a day; none, or a fraction, is refused by name", () => {
    expect(loadConfig({ ...BASE, SIGN_UPS_PER_DAY: '50' }).signUpsPerDay).toBe(50);
    for (const bad of ['0', '2.5', 'many'])
      expect(problems({ ...BASE, SIGN_UPS_PER_DAY: bad }).map((p) => p.split(':')[0])).toEqual([
        'SIGN_UPS_PER_DAY',
      ]);
  });

  it('keeps no missed replies unless the business opts in with KEEP_MISSED_REPLIES=true', () => {
    expect(loadConfig(BASE).keepMissedReplies).toBe(false);
    expect(loadConfig({ ...BASE, KEEP_MISSED_REPLIES: 'true' }).keepMissedReplies).toBe(true);
    expect(problems({ ...BASE, KEEP_MISSED_REPLIES: 'yes please' })).toEqual([
      'KEEP_MISSED_REPLIES: must be true or false',
    ]);
  });

  it('requires the token key where turns run', () => {
    expect(() => requireTokenKey(loadConfig(BASE))).toThrow('TOKEN_ENCRYPTION_KEY: required');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      requireTokenKey(loadConfig({ ...BASE, TOKEN_ENCRYPTION_KEY: key })).tokenEncryptionKey,
    ).toHaveLength(32);
  });

  it('reads the previous token keys of a rotation, oldest first', () => {
    const [first, second] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const config = loadConfig({
      ...BASE,
      TOKEN_ENCRYPTION_KEYS_PREVIOUS: ` ${first.toString('base64')}, ${second.toString('base64')} `,
    });
    expect(config.previousTokenKeys).toEqual([first, second]);
  });
});
