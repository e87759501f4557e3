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
 *
 * `esModulesFirst`, for the functions' builds (`functions/*.ts`): a package's ES modules where it ships
 * both, and no `import()` of Node's own modules left (below).
 *
 * `credentialsFromEnvironment`, for the functions' builds: the AWS SDK's credential providers past the
 * environment's left out (below).
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

/**
 * `esModulesFirst`, for the functions' builds: `mainFields: ['module', 'main']`, so a package that ships
 * both builds and no `exports` map (the AWS SDK's clients, `@aws-sdk/client-dynamodb` and
 * `client-scheduler`, and the SDK packages they require) is bundled from its ES modules (`dist-es`),
 * not its CommonJS (`dist-cjs`). Why: esbuild leaves out of an ES module what nothing imports, the SDK
 * marks its packages free of side effects, and a client's CommonJS is one file with every command,
 * schema, paginator and waiter of the service (DynamoDB: 62 commands, the worker sends 9). The
 * worker's bundle: 1615 → 1425 KB, every byte of it compiled at every cold start.
 * Only the SDK changes with it: every other package in the functions either ships one build or
 * chooses by its `exports` map, which esbuild reads before `mainFields` (the `module` condition
 * is on by default).
 *
 * With it, `supported: { 'dynamic-import': false }`: esbuild turns each `import()` of a module left
 * outside the bundle, Node's own, into a `require` (`Promise.resolve().then(() => require(…))`), as it
 * does for every module inside it. The SDK's ES modules load `node:http` with `import()` on their first
 * plain-HTTP call (a local engine's endpoint; its CommonJS `require`s it), and Node answers an
 * `import()` from a CommonJS file with its ES module loader: the loader's own code compiled on the
 * first request, and `node:http`'s every export read for the module's namespace, undici's fetch and
 * WebSocket among them (about 14 ms of CPU on the worker's first reply, profiled). The same module
 * either way; `m.default ?? m` and named exports read the same through esbuild's `__toESM`.
 *
 * Not the bench's idiomatic peer (test/bench/idiomatic-slack.ts): it is built as before, the
 * obvious way, to stay the reference it was measured as.
 *
 * @invariant functions-es-modules-first A function's build bundles a package's ES modules where it
 *    ships both builds, and `require`s Node's own modules (no `import()` left in it).
 */
/** An entry of the functions' builds: `functions/<name>.ts`. */
const FUNCTION_ENTRY = /(^|[\\/])functions[\\/][^\\/]+\.ts$/;

/** @type {import('esbuild').Plugin} */
const esModulesFirst = {
  name: 'es-modules-first',
  setup(build) {
    const entries = entryFiles(build.initialOptions.entryPoints);
    if (entries.length === 0 || !entries.every((entry) => FUNCTION_ENTRY.test(entry))) return;
    build.initialOptions.mainFields = ['module', 'main'];
    build.initialOptions.supported = { ...build.initialOptions.supported, 'dynamic-import': false };
  },
};

/**
 * `credentialsFromEnvironment`, for the functions' builds: the providers of the SDK's default credential
 * chain past its first, the environment's (`fromEnv`), are left out, and with them what only they load
 * (the STS, SSO and sign-in clients of `@aws-sdk/nested-clients`, the SSO token providers): 110 KB of the
 * worker's bundle, compiled at every cold start and never run. Why never: Lambda's Node runtime puts the
 * function role's credentials in the environment (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`,
 * `AWS_SESSION_TOKEN`), where the chain's first provider finds them; the chain
 * (`@aws-sdk/credential-provider-node`'s `defaultProvider` and `remoteProvider`) `import()`s each other
 * provider only when the ones before it found nothing.
 *
 * So, in a function's build, each of those `import()`s resolves to a module that throws when it is
 * loaded, saying which provider is left out and why: the chain stops there, with that error, as it
 * would on any provider's error that does not pass to the next. It is never the SDK's work done by
 * hand: the environment's provider is the SDK's own. The build fails if any other module imports a
 * provider left out, or if the chain imports only some of them (an SDK upgrade that moves them):
 * nothing reaches a left-out provider but the chain's fallback.
 *
 * @invariant functions-credentials-from-environment A function's bundle holds, of the SDK's credential providers, the environment's alone.
 */
/** The chain's own files, which `import()` the providers past the environment's. */
const CREDENTIAL_CHAIN =
  /[\\/]@aws-sdk[\\/]credential-provider-node[\\/]dist-es[\\/](defaultProvider|remoteProvider)\.js$/;
const PROVIDERS_LEFT_OUT = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];
const PROVIDER_LEFT_OUT = new RegExp(`^(${PROVIDERS_LEFT_OUT.join('|').replaceAll('/', '\\/')})$`);
const PROVIDER_NAMESPACE = 'credential-provider-left-out';

/** @type {import('esbuild').Plugin} */
const credentialsFromEnvironment = {
  name: 'credentials-from-environment',
  setup(build) {
    const entries = entryFiles(build.initialOptions.entryPoints);
    if (entries.length === 0 || !entries.every((entry) => FUNCTION_ENTRY.test(entry))) return;
    /** @type {Set<string>} */
    const seen = new Set();
    build.onStart(() => seen.clear());
    build.onResolve({ filter: PROVIDER_LEFT_OUT }, (args) => {
      if (!CREDENTIAL_CHAIN.test(args.importer) || args.kind !== 'dynamic-import')
        return {
          errors: [
            {
              text: `credentials-from-environment: ${args.path} is left out of the functions' builds, but ${args.importer} imports it (${args.kind}); see infra/build/esbuild-plugins.cjs`,
            },
          ],
        };
      seen.add(args.path);
      return { path: args.path, namespace: PROVIDER_NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: PROVIDER_NAMESPACE }, (args) => ({
      loader: 'js',
      contents: `'use strict';
throw new Error(${JSON.stringify(
        `${args.path} is left out of this bundle (infra/build/esbuild-plugins.cjs): a Lambda function takes its role's credentials from its environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), and none are there.`,
      )});
`,
    }));
    build.onEnd((result) => {
      if (result.errors.length > 0 || seen.size === 0) return undefined;
      const missing = PROVIDERS_LEFT_OUT.filter((name) => !seen.has(name));
      if (missing.length === 0) return undefined;
      return {
        errors: [
          {
            text: `credentials-from-environment: the SDK's credential chain no longer imports ${missing.join(', ')}; see infra/build/esbuild-plugins.cjs`,
          },
        ],
      };
    });
  },
};

/** Every plugin, each deciding for itself which builds it applies to. */
module.exports = [boltReceiversLeftOut, asciiSourceMaps, esModulesFirst, credentialsFromEnvironment];
