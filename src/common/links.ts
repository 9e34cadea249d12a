/**
 * The one builder of every outbound link (WhatsApp, e-mail, phone, maps). Each function checks
 * its destination and throws on anything malformed, so a typo in the content module fails the
 * tests instead of shipping a link that goes nowhere. Free text is encoded with the platform's
 * encodeURIComponent and never shortened.
 */

/** WhatsApp click-to-chat numbers: country code first, digits only, at most 15 (E.164). */
const WHATSAPP_DIGITS = /^[1-9][0-9]{6,14}$/;
/** tel: links take the E.164 form: a plus, then the same digits. */
const E164 = /^\+[1-9][0-9]{6,14}$/;
/**
 * A plausible e-mail address, deliberately narrower than RFC 5321: an unquoted local part made of
 * characters that need no percent-encoding in a mailto URL, and a dotted domain name.
 */
const EMAIL_ADDRESS =
  /^[A-Za-z0-9!$'*+=_~-]+(\.[A-Za-z0-9!$'*+=_~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/** Lone UTF-16 surrogates, which encodeURIComponent refuses (it throws a URIError). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any line break: CRLF, lone CR or lone LF. */
const LINE_BREAK = /\r\n|\r|\n/g;

export class InvalidLinkError extends Error {
  override name = 'InvalidLinkError';
}

/**
 * Encodes free text for a URL query value. A lone surrogate (possible in pasted text) becomes
 * U+FFFD instead of making encodeURIComponent throw and the hand-over fail.
 */
function encodeText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** `https://wa.me/<digits>`, with `?text=` when there is a prefilled message. */
export function whatsAppUrl(digits: string, text?: string): string {
  if (!WHATSAPP_DIGITS.test(digits)) {
    throw new InvalidLinkError(`WhatsApp number must be 7 to 15 digits, country code first: "${digits}"`);
  }
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeText(text)}` : base;
}

export interface MailtoFields {
  subject?: string;
  body?: string;
}

/**
 * `mailto:<address>?subject=…&body=…` as RFC 6068 asks: both values percent-encoded (a space is
 * %20, never +), line breaks in the body sent as CRLF (%0D%0A). A subject is one header line, so
 * its line breaks become spaces.
 */
export function mailtoUrl(address: string, { subject, body }: MailtoFields = {}): string {
  if (!EMAIL_ADDRESS.test(address)) {
    throw new InvalidLinkError(`Not a usable e-mail address: "${address}"`);
  }
  const query: string[] = [];
  if (subject) query.push(`subject=${encodeText(subject.replace(LINE_BREAK, ' '))}`);
  if (body) query.push(`body=${encodeText(body.replace(LINE_BREAK, '\r\n'))}`);
  return query.length > 0 ? `mailto:${address}?${query.join('&')}` : `mailto:${address}`;
}

/** `tel:+<digits>` from an E.164 number such as `+919822045123`. */
export function telUrl(e164: string): string {
  if (!E164.test(e164)) {
    throw new InvalidLinkError(`Phone number must be in E.164 form (+ and 7 to 15 digits): "${e164}"`);
  }
  return `tel:${e164}`;
}

function checkCoordinates(lat: number, lng: number): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new InvalidLinkError(`Latitude must be a number from -90 to 90: ${lat}`);
  }
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) {
    throw new InvalidLinkError(`Longitude must be a number from -180 to 180: ${lng}`);
  }
}

/** Google Maps search for a point: opens the place in the Maps app or site. */
export function mapsSearchUrl(lat: number, lng: number): string {
  checkCoordinates(lat, lng);
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Google Maps embed of a point at street zoom, for an iframe. */
export function mapsEmbedUrl(lat: number, lng: number): string {
  checkCoordinates(lat, lng);
  return `https://www.google.com/maps?q=${lat},${lng}&z=16&output=embed`;
}
