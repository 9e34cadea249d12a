import fc from 'fast-check';
import { agency } from '../../src/content/agency';
import { InvalidLinkError, mailtoUrl, mapsEmbedUrl, mapsSearchUrl, telUrl, whatsAppUrl } from '../../src/common/links';
import { freeText, text5000 } from './textArbitraries';

const DIGITS = agency.whatsapp[0].digits;
const ADDRESS = agency.emails[1].address;

/** What a mailto body must decode to: the text with every line break as CRLF (RFC 6068). */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
/** A subject is one header line: its line breaks read as spaces. */
const oneLine = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

function checkWhatsApp(digits: string, text: string) {
  const url = new URL(whatsAppUrl(digits, text));
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${digits}`);
  expect(url.hash).toBe('');
  if (text === '') {
    expect(url.search).toBe('');
  } else {
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(text);
  }
}

function checkMailto(address: string, subject: string, body: string) {
  const built = mailtoUrl(address, { subject, body });
  const url = new URL(built);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(address);
  expect(url.hash).toBe('');
  expect([...url.searchParams.keys()]).toEqual([...(subject ? ['subject'] : []), ...(body ? ['body'] : [])]);
  expect(url.searchParams.get('subject') ?? '').toBe(oneLine(subject));
  expect(url.searchParams.get('body') ?? '').toBe(crlf(body));
  // RFC 6068: a space is %20, never +; no raw line break, # or & from the text.
  const query = built.includes('?') ? built.slice(built.indexOf('?') + 1) : '';
  expect(query).not.toMatch(/[+\s#]/);
  expect(query.split('&').filter(Boolean)).toHaveLength((subject ? 1 : 0) + (body ? 1 : 0));
}

describe('whatsAppUrl', () => {
  test('any text decodes back exactly and never changes the number', () => {
    fc.assert(
      fc.property(freeText, (text) => checkWhatsApp(DIGITS, text)),
      { numRuns: 500 },
    );
  });

  test('5,000 characters of any text survive the round trip untruncated', () => {
    fc.assert(
      fc.property(text5000, (text) => checkWhatsApp(DIGITS, text)),
      { numRuns: 30 },
    );
  });

  test('any valid number is kept as the destination', () => {
    const digits = fc
      .tuple(
        fc.integer({ min: 1, max: 9 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 14 }),
      )
      .map(([first, rest]) => `${first}${rest}`);
    fc.assert(fc.property(digits, freeText, (number, text) => checkWhatsApp(number, text)));
  });

  test('builds the exact click-to-chat link', () => {
    expect(whatsAppUrl('919822045123')).toBe('https://wa.me/919822045123');
    expect(whatsAppUrl('919822045123', '')).toBe('https://wa.me/919822045123');
    expect(whatsAppUrl('919822045123', 'Hi & hello? 50% #1 a+b=c\nनमस्ते 😀')).toBe(
      'https://wa.me/919822045123?text=Hi%20%26%20hello%3F%2050%25%20%231%20a%2Bb%3Dc%0A%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87%20%F0%9F%98%80',
    );
  });

  test('a lone surrogate in pasted text becomes U+FFFD instead of breaking the link', () => {
    const url = new URL(whatsAppUrl(DIGITS, 'broken \uD83D here'));
    expect(url.searchParams.get('text')).toBe('broken \uFFFD here');
  });

  test.each([
    '',
    '+919822045123',
    '91 98220 45123',
    '91-9822045123',
    '0919822045123',
    '12345',
    '1234567890123456',
    '९१९८२२०४५१२३',
  ])('refuses the number %j', (digits) => {
    expect(() => whatsAppUrl(digits, 'hello')).toThrow(InvalidLinkError);
  });

  test('refuses anything that is not 7 to 15 digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (digits) => {
        fc.pre(!/^[1-9][0-9]{6,14}$/.test(digits));
        expect(() => whatsAppUrl(digits)).toThrow(InvalidLinkError);
      }),
    );
  });
});

describe('mailtoUrl', () => {
  test('any subject and body decode back (CRLF line breaks) and never change the address', () => {
    fc.assert(
      fc.property(freeText, freeText, (subject, body) => checkMailto(ADDRESS, subject, body)),
      { numRuns: 500 },
    );
  });

  test('a 5,000-character body survives untruncated', () => {
    fc.assert(
      fc.property(freeText, text5000, (subject, body) => checkMailto(ADDRESS, subject, body)),
      { numRuns: 30 },
    );
  });

  test('builds the exact RFC 6068 link', () => {
    expect(mailtoUrl('hello@rangrezcreative.in')).toBe('mailto:hello@rangrezcreative.in');
    expect(mailtoUrl('hello@rangrezcreative.in', { subject: 'Hi there', body: 'Line 1\nLine 2 & more' })).toBe(
      'mailto:hello@rangrezcreative.in?subject=Hi%20there&body=Line%201%0D%0ALine%202%20%26%20more',
    );
    expect(mailtoUrl('hello@rangrezcreative.in', { body: 'only a body' })).toBe(
      'mailto:hello@rangrezcreative.in?body=only%20a%20body',
    );
    expect(mailtoUrl('hello@rangrezcreative.in', { subject: 'two\r\nlines' })).toBe(
      'mailto:hello@rangrezcreative.in?subject=two%20lines',
    );
  });

  test.each([
    '',
    'hello',
    'hello@',
    '@rangrezcreative.in',
    'hello@rangrezcreative',
    'hello @rangrezcreative.in',
    'hello@rangrez creative.in',
    'hello@@rangrezcreative.in',
    'hello@rangrezcreative.in?cc=evil@example.com',
    'hello@rangrezcreative.in#x',
    'a,b@rangrezcreative.in',
    'hello@rangrezcreative.in\n',
    '.hello@rangrezcreative.in',
    'hello..there@rangrezcreative.in',
  ])('refuses the address %j', (address) => {
    expect(() => mailtoUrl(address, { subject: 's' })).toThrow(InvalidLinkError);
  });
});

describe('telUrl', () => {
  test('builds a tel link from an E.164 number', () => {
    expect(telUrl('+919822045123')).toBe('tel:+919822045123');
  });

  test.each(['919822045123', '+91 98220 45123', '+0919822045123', 'tel:+919822045123', ''])('refuses %j', (number) => {
    expect(() => telUrl(number)).toThrow(InvalidLinkError);
  });
});

describe('maps links', () => {
  test('search link by coordinates', () => {
    expect(mapsSearchUrl(18.559, 73.7868)).toBe('https://www.google.com/maps/search/?api=1&query=18.559,73.7868');
  });

  test('embed link by coordinates', () => {
    expect(mapsEmbedUrl(18.559, 73.7868)).toBe('https://www.google.com/maps?q=18.559,73.7868&z=16&output=embed');
  });

  test('any valid point round-trips through the query', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const search = new URL(mapsSearchUrl(lat, lng));
          expect(search.origin + search.pathname).toBe('https://www.google.com/maps/search/');
          expect(search.searchParams.get('api')).toBe('1');
          expect(search.searchParams.get('query')?.split(',').map(Number)).toEqual([lat, lng].map((n) => n + 0));
          const embed = new URL(mapsEmbedUrl(lat, lng));
          expect(embed.searchParams.get('q')?.split(',').map(Number)).toEqual([lat, lng].map((n) => n + 0));
          expect(embed.searchParams.get('output')).toBe('embed');
        },
      ),
    );
  });

  test.each([
    [91, 0],
    [-90.0001, 0],
    [0, 180.5],
    [0, -181],
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
  ])('refuses the point (%d, %d)', (lat, lng) => {
    expect(() => mapsSearchUrl(lat, lng)).toThrow(InvalidLinkError);
    expect(() => mapsEmbedUrl(lat, lng)).toThrow(InvalidLinkError);
  });
});

describe('what a refused link says', () => {
  // These throw while the site is built from its content: the message is how an editor learns
  // which value to fix.
  test.each([
    [() => whatsAppUrl('98220'), 'WhatsApp number must be 7 to 15 digits, country code first: "98220"'],
    [() => mailtoUrl('priya@'), 'Not a usable e-mail address: "priya@"'],
    [() => telUrl('9822045123'), 'Phone number must be in E.164 form (+ and 7 to 15 digits): "9822045123"'],
    [() => mapsSearchUrl(91, 0), 'Latitude must be a number from -90 to 90: 91'],
    [() => mapsSearchUrl(0, 181), 'Longitude must be a number from -180 to 180: 181'],
  ])('%#: names the value and the rule', (build, message) => {
    expect(build).toThrow(expect.objectContaining({ name: 'InvalidLinkError', message }));
    expect(build).toThrow(InvalidLinkError);
  });

  test('the poles and the antimeridian are points', () => {
    for (const [lat, lng] of [
      [90, 180],
      [-90, -180],
    ] as const) {
      expect(mapsSearchUrl(lat, lng)).toBe(`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`);
    }
  });

  test('a number longer than E.164 allows is refused, not cut', () => {
    expect(() => telUrl('+9198220451234567')).toThrow(InvalidLinkError);
  });

  test.each(['priya.sharma@example.in', 'p.r.iya@mail.example.co.in', 'hello@a.co', 'a.b@x.y.z.in'])(
    'takes the address %j (dotted names, one-letter and several labels)',
    (address) => {
      expect(mailtoUrl(address)).toBe(`mailto:${address}`);
    },
  );
});

describe("the agency's identity builds valid links", () => {
  test.each(agency.whatsapp.map((entry) => [entry.label, entry.digits] as const))('WhatsApp %s', (_label, digits) => {
    expect(whatsAppUrl(digits, 'Hello')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello$/);
  });

  test.each(agency.phones.map((entry) => [entry.label, entry.e164] as const))('phone %s', (_label, e164) => {
    expect(telUrl(e164)).toBe(`tel:${e164}`);
  });

  test.each(agency.emails.map((entry) => [entry.label, entry.address] as const))('e-mail %s', (_label, address) => {
    expect(mailtoUrl(address)).toBe(`mailto:${address}`);
  });

  test('office location', () => {
    expect(() => mapsSearchUrl(agency.geo.latitude, agency.geo.longitude)).not.toThrow();
    expect(() => mapsEmbedUrl(agency.geo.latitude, agency.geo.longitude)).not.toThrow();
  });
});
