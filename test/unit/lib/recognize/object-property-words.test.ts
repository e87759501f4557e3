/**
 * Words that name an object's own properties ("__proto__", "constructor", "toString") are ordinary
 * text: no command, no number, no ordinal, no slash-command input. Found by the dialog's property test
 * (a typed "__proto__" was read as a command and got no reply at all).
 */
import { readSlashCommand } from '../../../../lib/channels/slack/slash-command';
import { readCommand } from '../../../../lib/dialog/read-command';
import { numberAt, readOrdinal, readWholeNumber } from '../../../../lib/recognize/number-words';

const PROPERTY_NAMES = ['__proto__', 'constructor', 'tostring', 'hasownproperty', 'valueof'];

describe("an object's property names typed", () => {
  test.each(PROPERTY_NAMES)('"%s" is no command, number or ordinal', (word) => {
    expect(readCommand(word)).toBeUndefined();
    expect(readWholeNumber([word])).toBeUndefined();
    expect(numberAt(['twenty', word], 0)).toEqual({ value: 20, length: 1 });
    expect(readOrdinal([word])).toBeUndefined();
  });

  test('"/laundry constructor" is a word like any other, not an object', () => {
    expect(readSlashCommand('constructor')).toEqual({ type: 'open', word: 'constructor' });
    expect(readSlashCommand('__proto__')).toBeUndefined();
  });
});
