import fc from 'fast-check';

/**
 * Free text as visitors really type or paste it: every character URL encoding could trip over,
 * scripts from both directions, emoji sequences, line breaks of every kind.
 */
export const trickyPieces = [
  '&',
  '+',
  '#',
  '%',
  '?',
  '=',
  '/',
  '\\',
  ';',
  ':',
  '@',
  ',',
  '"',
  "'",
  '`',
  '<',
  '>',
  '[',
  ']',
  '{',
  '}',
  '|',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\n\n',
  '%20',
  '%0A',
  '%%',
  '+%2B',
  '&text=',
  '?text=x',
  '#top',
  'a=b&c=d',
  '😀',
  '👩🏽‍💻',
  '🇮🇳',
  '❤️',
  '🙏🏾',
  'नमस्ते',
  'क्षत्रिय',
  'प्रोजेक्ट ₹50K',
  'হ্যালো',
  'வணக்கம்',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200F',
  '\u200E',
  '\u202E',
  '\u202C',
  '\u200D',
  '\uFEFF',
  '\u0000',
  '\u007F',
  '\u00A0',
  '₹',
  '–',
  '…',
  'é',
  'e\u0301',
] as const;

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyPieces) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Any free text, usually short. */
export const freeText = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));

/** Text of at least 5,000 characters (UTF-16 code units): random pieces, padded with a tricky one. */
export const text5000 = fc
  .tuple(fc.array(piece, { maxLength: 300 }), fc.constantFrom(...trickyPieces))
  .map(([pieces, filler]) => {
    let text = pieces.join('');
    while (text.length < 5000) text += filler + ' ';
    return text;
  });

/**
 * Text of 1 to `max` characters as the browser and the rules count them (UTF-16 code units),
 * holding something besides spaces: exactly `max` long as often as not, else any length up to it,
 * so that anything that shortened a text fails. Never half a character; `storable`: no NUL, which
 * the lead service refuses before PostgreSQL would.
 */
export function textUpTo(max: number, { storable = false } = {}) {
  return fc
    .tuple(
      fc.oneof(fc.constant(max), fc.integer({ min: 1, max })),
      fc.array(piece, { minLength: 1, maxLength: 40 }),
      fc.constantFrom('a', 'अ', '😀'),
    )
    .map(([length, drawn, mark]) => {
      const pieces = [mark, ...drawn].map((each) => (storable ? each.replaceAll('\u0000', '') : each));
      let text = '';
      for (let index = 0; text.length < length; index += 1) text += pieces[index % pieces.length];
      text = text.slice(0, length);
      // A cut through an emoji's surrogate pair would leave half a character: drop the half.
      return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) || 'a' : text;
    });
}
