/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Seconds with two decimals, rounded up: 1,500.4 ms reads 1.51 s, not a passing-looking 1.50. */
export const seconds = (ms: number) => (Math.ceil(ms / 10) / 100).toFixed(2);
