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
      name: 'dialog-knows-no-app',
      comment:
        'The engine (lib/dialog) is handed its flows and their deps (lib/dialog/registry.ts): it imports no flow, ' +
        'no order domain, no service, no store, and nothing of turns, conversations, the worker or channels — ' +
        'types included.',
      severity: 'error',
      from: { path: '^lib/dialog/' },
      to: { path: '^lib/(laundry|orders|store|turn|conversation|worker|channels|flows)/' },
    },
    {
      name: 'orders-below-dialog-and-flows',
      comment:
        'The order domain is called by the flows, never the other way round: it knows no step, no step context ' +
        'and no dialog, types included.',
      severity: 'error',
      from: { path: '^lib/orders/' },
      to: { path: '^lib/(dialog|flows)/' },
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
