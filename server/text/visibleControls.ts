/**
 * A visitor's words where a control character could act instead of showing: a terminal (control
 * characters move the cursor or recolour the screen) or an e-mail header (a line break ends the
 * header; a right-to-left override turns the rest of the line around). Each such character is
 * shown as its escape, so what the visitor sent is still all there, and reads as it was sent.
 */

/** Control characters, and the Unicode bidirectional marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function visibleControls(text: string): string {
  return text.replace(CONTROLS, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}
