/**
 * The module boundaries, checked by `npm run check` (dependency-cruiser). Type-only imports count
 * everywhere: a cycle through a type is a cycle.
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
      to: { path: '^lib/(turn|channels)/' },
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
      to: { path: '^lib/(turn|channels)/' },
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
