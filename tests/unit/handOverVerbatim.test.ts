import fc from 'fast-check';
import { agency } from '../../src/content/agency';
import { type FieldsContent } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { handOverLinks } from '../../src/features/forms/messages';
import { trickyPieces } from './textArbitraries';

/*
 * Whatever a visitor types, within each field's bound, reaches the agency unchanged through the
 * WhatsApp and e-mail hand-overs: each link is decoded as the receiving app decodes it, and every
 * answer is looked for, whole, in the text. Lengths are spread over the whole bound (a 2,000
 * character message as often as a short one), so a hand-over that shortened answers fails here.
 */

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyPieces) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }) },
);

/** Text of any length from 1 to `max` characters as the browser counts them (UTF-16 code units),
 * the length drawn evenly over the bound, holding something besides spaces. */
function textUpTo(max: number) {
  return fc
    .tuple(
      fc.integer({ min: 1, max }),
      fc.array(piece, { minLength: 1, maxLength: 40 }),
      fc.constantFrom('a', 'अ', '😀'),
    )
    .map(([length, pieces, mark]) => {
      let text: string = mark;
      for (let index = 0; text.length < length; index += 1) text += pieces[index % pieces.length];
      text = text.slice(0, length);
      // A cut through an emoji's surrogate pair would leave half a character: drop the half.
      if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
      return text === '' ? 'a' : text;
    });
}

/** Values for every field of a form: free text up to its bound, a select one of its options. */
function valuesFor(fields: FieldsContent) {
  return fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, content]) => [
        key,
        'options' in content
          ? fc.constantFrom(...content.options.map((option) => option.value))
          : textUpTo(content.maxLength),
      ]),
    ) as Record<string, fc.Arbitrary<string>>,
  );
}

/** What the answer reads as in the text: the option's label, or exactly what was typed. */
function answerShown(fields: FieldsContent, key: string, value: string): string {
  const content = fields[key]!;
  return 'options' in content ? content.options.find((option) => option.value === value)!.label : value;
}

/** An e-mail body's line breaks are CRLF, whatever the visitor's were; nothing else changes. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

const forms = [
  ['home contact', contactFormContent],
  ['project enquiry', enquiryFormContent],
  ['consultation', consultationFormContent],
] as const;

describe.each(forms)('the %s form’s hand-over carries every answer unchanged', (_name, form) => {
  test('in the WhatsApp text and the e-mail body, decoded from the links', () => {
    fc.assert(
      fc.property(valuesFor(form.fields), (values) => {
        const links = handOverLinks(form, values);
        const whatsApp = new URL(links.whatsApp);
        expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/${agency.whatsapp[0].digits}`);
        const text = whatsApp.searchParams.get('text')!;
        const mail = new URL(links.email);
        expect(mail.pathname).toBe(agency.emails[1].address);
        const body = mail.searchParams.get('body')!;
        for (const [key, content] of Object.entries(form.fields)) {
          const answer = answerShown(form.fields, key, values[key]!);
          // Labelled on its own line; a long text under its heading, to the end of the message.
          const inWhatsApp =
            'rows' in content
              ? text.endsWith(`\n${content.answerLabel}:\n${answer}`)
              : text.includes(`\n${content.answerLabel}: ${answer}\n`);
          expect(inWhatsApp, `${key} in the WhatsApp text`).toBe(true);
          const inEmail =
            'rows' in content
              ? body.endsWith(crlf(`\n${content.answerLabel}:\n${answer}`))
              : body.includes(crlf(`\n${content.answerLabel}: ${answer}\n`));
          expect(inEmail, `${key} in the e-mail body`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

test('the lengths drawn reach each bound: a 2,000-character message is among them', () => {
  const lengths = fc.sample(textUpTo(2000), { numRuns: 300, seed: 44 }).map((text) => text.length);
  expect(Math.max(...lengths)).toBeGreaterThanOrEqual(1990);
  expect(lengths.filter((length) => length > 120).length).toBeGreaterThan(200);
});
