import { folderCycles } from '../../../../infra/check/folder-cycles';

describe('folderCycles', () => {
  it('finds a loop through any number of folders, and none in a tree', () => {
    const loop = new Map([
      ['lib/queue', ['lib/conversation']],
      ['lib/conversation', ['lib/dialog']],
      ['lib/dialog', ['lib/reminders']],
      ['lib/reminders', ['lib/queue']],
      ['lib/worker', ['lib/queue']],
    ]);
    expect(folderCycles(loop)).toEqual([['lib/conversation', 'lib/dialog', 'lib/queue', 'lib/reminders']]);
    expect(
      folderCycles(
        new Map([
          ['lib/worker', ['lib/queue']],
          ['lib/queue', []],
        ]),
      ),
    ).toEqual([]);
  });
});
