/**
 * A JSON request body, read as the lead service promises (docs/leads.md): JSON in UTF-8 and
 * nothing else. A charset other than UTF-8 is refused (415), and bytes that are not UTF-8 are
 * refused naming the field they are in (400), rather than stored with U+FFFD in place of what the
 * visitor wrote: what is stored is what was sent, or nothing.
 */

/** `application/json`, with or without parameters. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

export type BodyReading =
  { ok: true; body: unknown } | { ok: false; refusal: { error: 'malformed'; reason: string; field?: string } };

/** Whether a Content-Type names JSON in UTF-8 (no charset means UTF-8, as RFC 8259 has it). */
export function isJsonInUtf8(contentType: string | undefined): boolean {
  if (!contentType || !JSON_MEDIA_TYPE.test(contentType)) return false;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType)?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/** The field of a JSON object whose raw bytes are not UTF-8: one whose value, read leniently,
 * holds U+FFFD where the bytes sent do not hold that character. */
function fieldWithBrokenBytes(bytes: Buffer, text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return Object.entries(parsed).find(
    ([, value]) =>
      typeof value === 'string' && value.includes('\uFFFD') && !bytes.includes(Buffer.from(JSON.stringify(value))),
  )?.[0];
}

/** The JSON in a body sent as UTF-8: its value, or why it is not one. */
export function readJsonBody(bytes: Buffer): BodyReading {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const field = fieldWithBrokenBytes(bytes, new TextDecoder('utf-8').decode(bytes));
    const reason = field ? `"${field}" is not valid UTF-8` : 'the body is not valid UTF-8';
    return { ok: false, refusal: { error: 'malformed', reason, ...(field ? { field } : {}) } };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, refusal: { error: 'malformed', reason: 'the body is not JSON' } };
  }
}
