/** The transcripts' one varying part, the order's chat reference, masked whatever its digits. */
import { masked } from '../transcripts/generate';

describe('masked', () => {
  it('masks a chat reference that is all digits as well as one with letters, and nothing else', () => {
    const text =
      'your reference is 02679863.\nOrder ref 4DBC76F3: may have been placed\nreference 02679863.\nOrder #5001 on 20361203';
    expect(masked(text)).toBe(
      'your reference is REF00001.\nOrder ref REF00002: may have been placed\nreference REF00001.\nOrder #5001 on 20361203',
    );
  });

  it('masks a Spanish reference as well: "su referencia es", "Pedido ref."', () => {
    const text =
      'su referencia es DE863128.\nPedido ref. DE863128: puede que se haya registrado\nPedido #5001';
    expect(masked(text)).toBe(
      'su referencia es REF00001.\nPedido ref. REF00001: puede que se haya registrado\nPedido #5001',
    );
  });
});
