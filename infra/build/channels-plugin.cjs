/**
 * The deployment's plugin that fits the stack to the channels the business file names (`channels:
 * slack`, `sms`, or `slack,sms`; both when it names none): before packaging, a channel the business does
 * not serve loses its functions (and with them their routes and logs), its resources and outputs (its
 * roles, alarms, URLs), and its variables and secrets in every other function's environment and
 * SSM_SECRETS, so a Slack-only business needs no Twilio token in SSM and an SMS-only one no Slack app
 * (invariant channel-parts-by-name, lib/config/channel-parts.cjs). Every function is told the channels
 * (CHANNELS), so a served channel without its settings fails the cold start by name.
 */
'use strict';

const { CHANNEL_PARTS } = require('../../lib/config/channel-parts.cjs');

/**
 * The channels a business file names, in its order.
 * @example servedChannels('sms') // ['sms']
 */
function servedChannels(named) {
  const list = String(named ?? Object.keys(CHANNEL_PARTS).join(','))
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (list.length === 0 || !list.every((channel) => Object.hasOwn(CHANNEL_PARTS, channel)))
    throw new Error(`channels: "${named}" must name slack, sms or both, comma-separated`);
  return list;
}

/** Removes from the service (functions, resources, outputs, variables, secrets) what the unserved channels own. */
function leaveOutUnserved(service, channels) {
  const unserved = Object.entries(CHANNEL_PARTS)
    .filter(([channel]) => !channels.includes(channel))
    .map(([, parts]) => parts);
  const owned = (name) => unserved.some((parts) => parts.names.test(name));
  const ownedVariable = (name) => unserved.some((parts) => parts.variables.test(name));
  const drop = (record, test) => {
    for (const name of Object.keys(record ?? {})) if (test(name)) delete record[name];
  };
  drop(service.functions, owned);
  drop(service.resources?.Resources, owned);
  drop(service.resources?.Outputs, owned);
  for (const fn of Object.values(service.functions)) {
    const environment = fn.environment ?? {};
    drop(environment, ownedVariable);
    if (environment.SSM_SECRETS)
      environment.SSM_SECRETS = environment.SSM_SECRETS.split(',')
        .filter((name) => !ownedVariable(name.trim().replace(/\?$/, '')))
        .join(',');
  }
}

class ChannelsPlugin {
  constructor(serverless) {
    this.hooks = {
      'before:package:initialize': () => {
        const { service } = serverless;
        const channels = servedChannels(service.custom?.business?.channels);
        leaveOutUnserved(service, channels);
        service.provider.environment = { ...service.provider.environment, CHANNELS: channels.join(',') };
      },
    };
  }
}

module.exports = ChannelsPlugin;
