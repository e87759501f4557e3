import { moduleDiagram } from '../../../../infra/docs/module-diagram';

describe('the module diagram', () => {
  it('draws each module once and each import between two of them once, leaving out the small shared files', () => {
    const diagram = moduleDiagram({
      modules: [
        { source: 'lib/turn/', dependencies: [{ resolved: 'lib/dialog/' }, { resolved: 'lib/clock.ts' }] },
        { source: 'lib/dialog/', dependencies: [{ resolved: 'lib/dialog/' }] },
        { source: 'lib/clock.ts', dependencies: [] },
      ],
    });
    expect(diagram.split('\n')).toEqual([
      '```mermaid',
      'flowchart LR',
      '  lib_dialog[lib/dialog]',
      '  lib_turn[lib/turn]',
      '  lib_turn --> lib_dialog',
      '```',
    ]);
  });
});
