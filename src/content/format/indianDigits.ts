/**
 * A count written with Indian digit grouping (1,00,000), as `toLocaleString('en-IN')` writes it.
 * Written out because the first `toLocaleString` call loads the browser's locale data, on the
 * main thread, while a form page hydrates.
 */
export function indianDigits(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Not a count: ${count}`);
  const digits = String(count);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}
