/**
 * The module boundaries, checked by `npm run check` (dependency-cruiser). Type-only imports count
 * everywhere: a cycle through a type is a cycle. Cycles between folders (lib/<folder> collapsed to one
 * node) are checked by infra/check/folder-cycles.ts, on this cruiser's output, in the same command.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere: a module and what it imports never lead back to it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'dialog-not-outward',
      comment:
        'The dialog knows nothing of turns, channels or storage: it sees the world through its ports (lib/dialog/deps.ts).',
      severity: 'error',
      from: { path: '^lib/dialog/' },
      to: { path: '^lib/(conversation|worker|channels)/' },
    },
    {
      name: 'dialog-knows-no-flow',
      comment:
        'The engine (lib/dialog) is handed its flows (lib/dialog/registry.ts): it imports none of them, nor the order domain they call.',
      severity: 'error',
      from: { path: '^lib/dialog/' },
      to: { path: '^lib/(flows|orders)/' },
    },
    {
      name: 'orders-below-flows',
      comment: 'The order domain is called by the flows and the turn, never the other way round.',
      severity: 'error',
      from: { path: '^lib/orders/' },
      to: { path: '^lib/flows/' },
    },
    {
      name: 'recognize-is-a-leaf',
      comment: 'The recognizers read words into meanings: they know no dialog, flow, order, turn or channel.',
      severity: 'error',
      from: { path: '^lib/recognize/' },
      to: { path: '^lib/(dialog|flows|orders|conversation|worker|channels)/' },
    },
    {
      name: 'dialog-store-types-only',
      comment:
        "The dialog uses the stores' types (its ports are declared from them), never their code (the order " +
        "domain, lib/orders, catches the ledger's StoreError itself).",
      severity: 'error',
      from: { path: '^lib/dialog/' },
      to: { path: '^lib/store/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'orders-not-outward',
      comment:
        'The order domain is called by the flows; it knows nothing of turns or channels (their words come in as data).',
      severity: 'error',
      from: { path: '^lib/orders/' },
      to: { path: '^lib/(conversation|worker|channels)/' },
    },
    {
      name: 'conversation-calls-no-channel',
      comment: 'A turn returns its result and its commit; it never calls a channel or the worker back.',
      severity: 'error',
      from: { path: '^lib/conversation/' },
      to: { path: '^lib/(worker|channels)/' },
    },
    {
      name: 'lib-not-test-or-infra',
      comment: 'What ships never depends on the tests or on the local and build tooling.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(test|infra)/' },
    },
    {
      name: 'functions-only-lib',
      comment: 'A Lambda handler is a few lines wiring lib/: it imports nothing else.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { pathNot: '^lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
