/**
 * The esbuild plugins of the Lambda bundles, shared by `npm run build` (bundle.ts) and the deployed
 * package (serverless.yml's `custom.esbuild.plugins`, which serverless-esbuild `require`s from plain
 * Node: hence CommonJS here, typed by esbuild-plugins.d.cts).
 *
 * `boltReceiversLeftOut`, for the Slack function's bundle only: Bolt's App `require`s its HTTPReceiver
 * and SocketModeReceiver at the top of `dist/App.js`, so every bundle of App carries them and what only
 * they need (@slack/socket-mode with undici, raw-body with iconv-lite, @slack/oauth with jsonwebtoken):
 * about 1.2 MB of the Slack function's 1.65 MB, parsed at every cold start. The function always passes
 * its own AwsLambdaReceiver (lib/channels/slack/lambda-handler.ts), and App then touches neither
 * class: it constructs HTTPReceiver only when given no receiver, and looks at SocketModeReceiver only
 * when `socketMode: true`. So, in that bundle, App's two requires resolve to a class that throws a
 * clear error if it is ever constructed, instead of to Bolt's files. A Bolt upgrade that moves them
 * fails the build (nothing left out) rather than quietly bringing the megabyte back; the bundle test
 * fails if undici, iconv-lite, Express or socket mode are in the Slack bundle again.
 *
 * @invariant slack-bundle-without-unused-receivers The Slack function's bundle holds none of Bolt's receivers but AwsLambdaReceiver.
 *
 * `asciiSourceMaps`, for every build: each source map escaped to ASCII, which Node reads at every cold
 * start (below).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The build of the Slack function: its only entry is functions/slack.ts. */
const SLACK_ENTRY = /(^|[\\/])functions[\\/]slack\.ts$/;
/** The file that requires the receivers left out. */
const BOLT_APP = /[\\/]@slack[\\/]bolt[\\/]dist[\\/]App\.js$/;
/** What App.js requires them as. */
const RECEIVER = /^\.\/receivers\/(HTTPReceiver|SocketModeReceiver)$/;
const NAMESPACE = 'bolt-receiver-left-out';
const LEFT_OUT = ['HTTPReceiver', 'SocketModeReceiver'];

/** @param {import('esbuild').BuildOptions['entryPoints']} entryPoints */
function entryFiles(entryPoints) {
  if (!entryPoints) return [];
  if (Array.isArray(entryPoints))
    return entryPoints.map((entry) => (typeof entry === 'string' ? entry : entry.in));
  return Object.values(entryPoints);
}

/** @type {import('esbuild').Plugin} */
const boltReceiversLeftOut = {
  name: 'bolt-receivers-left-out',
  setup(build) {
    const entries = entryFiles(build.initialOptions.entryPoints);
    if (entries.length === 0 || !entries.every((entry) => SLACK_ENTRY.test(entry))) return;
    /** @type {Set<string>} */
    const seen = new Set();
    build.onStart(() => seen.clear());
    build.onResolve({ filter: RECEIVER }, (args) => {
      if (!BOLT_APP.test(args.importer)) return undefined;
      const name = RECEIVER.exec(args.path)?.[1] ?? args.path;
      seen.add(name);
      return { path: name, namespace: NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      loader: 'js',
      contents: `'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = class ${args.path}LeftOut {
  constructor() {
    throw new Error("Bolt's ${args.path} is left out of this bundle (infra/build/esbuild-plugins.cjs): " +
      'the Slack function runs on AwsLambdaReceiver; give App that receiver, not socketMode or none.');
  }
};
`,
    }));
    build.onEnd((result) => {
      if (result.errors.length > 0) return undefined;
      const missing = LEFT_OUT.filter((name) => !seen.has(name));
      if (missing.length === 0) return undefined;
      return {
        errors: [
          {
            text: `bolt-receivers-left-out: @slack/bolt/dist/App.js no longer requires ./receivers/${missing.join(', ./receivers/')}; see infra/build/esbuild-plugins.cjs`,
          },
        ],
      };
    });
  },
};

/**
 * `asciiSourceMaps`, for every build: each source map written is made ASCII-only, every other character
 * written as a JSON `\uXXXX` escape, so the map says the same to any reader. Why: the functions run with
 * `NODE_OPTIONS=--enable-source-maps` (serverless.yml), so Node reads and parses each bundle's map at
 * every cold start, and one character outside ASCII makes the whole file a two-byte string, decoded and
 * parsed at twice the bytes. esbuild escapes what it writes itself, but copies the `sourcesContent` of a
 * package's own source maps as they are (two em dashes in intl-messageformat's, in the worker's 6 MB map):
 * the worker's require measured 403 → 357 ms with them escaped (medians of 15, `--enable-source-maps`).
 * The maps now leave the sources' text out (bundle.ts's `sourcesContent: false`); the guard stays for
 * whatever else a map may copy as it is.
 *
 * @invariant source-maps-ascii Every source map a Lambda build writes is ASCII-only.
 */
const NOT_ASCII = /[\u0080-\uffff]/;

/** `text`, JSON, with every character outside ASCII escaped (a surrogate pair as its two halves). */
function asciiJson(/** @type {string} */ text) {
  return text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** @type {import('esbuild').Plugin} */
const asciiSourceMaps = {
  name: 'ascii-source-maps',
  setup(build) {
    // A build kept in memory (`write: false`) has no file to mend; the Lambda builds all write theirs.
    if (build.initialOptions.write === false) return;
    // The metafile lists the outputs, which esbuild has written by the time the build ends.
    build.initialOptions.metafile = true;
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      for (const output of Object.keys(result.metafile.outputs)) {
        if (!output.endsWith('.map')) continue;
        const file = path.resolve(cwd, output);
        const text = fs.readFileSync(file, 'utf8');
        if (NOT_ASCII.test(text)) fs.writeFileSync(file, asciiJson(text));
      }
    });
  },
};

/** Every plugin, each deciding for itself which builds it applies to. */
module.exports = [boltReceiversLeftOut, asciiSourceMaps];
