/**
 * Which parts of the stack belong to which channel, read by the configuration (lib/config.ts: a
 * channel the business does not serve has its settings ignored) and by the deployment
 * (infra/build/channels-plugin.cjs: the template leaves out that channel's functions, resources and
 * secrets). Plain CommonJS because the deployment's plugin `require`s it from plain Node.
 *
 * @invariant channel-parts-by-name A function, resource or output belongs to a channel when its name begins with the channel's
 *    (`slack`, `SlackFunctionRole`, `SmsWebhookUrl`); a variable or secret when it begins with one of the
 *    channel's prefixes (`SLACK_`, `TWILIO_`, `SMS_`; and STAFF_CHANNEL_ID, the staff's Slack channel).
 */
'use strict';

/** Each channel, in the order they are named, and how its parts are named. */
const CHANNEL_PARTS = {
  slack: { names: /^slack/i, variables: /^(SLACK_|STAFF_CHANNEL_ID$)/ },
  sms: { names: /^sms/i, variables: /^(TWILIO_|SMS_)/ },
};

module.exports = { CHANNEL_PARTS };
