/** The channels and how their parts are named (channel-parts.cjs). */
export declare const CHANNEL_PARTS: {
  readonly slack: { readonly names: RegExp; readonly variables: RegExp };
  readonly sms: { readonly names: RegExp; readonly variables: RegExp };
};
