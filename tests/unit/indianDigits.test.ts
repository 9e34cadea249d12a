import fc from 'fast-check';
import { indianDigits } from '../../src/content/format/indianDigits';

describe('indianDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [2000, '2,000'],
    [12345, '12,345'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
  ])('writes %i as %s', (count, written) => {
    expect(indianDigits(count)).toBe(written);
  });

  it('agrees with the en-IN locale for every count', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(indianDigits(count)).toBe(count.toLocaleString('en-IN'));
      }),
    );
  });

  it('refuses what is not a count', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => indianDigits(bad)).toThrow(RangeError);
  });
});
