/**
 * The text with its spaces made non-breaking, so that a line never ends inside it: a phone
 * number ("+91 98220 45123") or a time ("9:00 AM") in running text. It reads and copies the same.
 */
export function keepTogether(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
