import fc from 'fast-check';
import { checkHost, checkTarget, isHost, MAX_TARGET_LENGTH } from '../../server/static/request';

describe('checkTarget', () => {
  test.each([
    ['/', '/'],
    ['/start-project', '/start-project'],
    ['/assets/index-1a2B3c4D.js?v=1', '/assets/index-1a2B3c4D.js'],
    ['/caf%C3%A9', '/café'],
    ['/a%20b', '/a b'],
    // Absolute form, which a server must accept.
    ['http://127.0.0.1:4173/portfolio', '/portfolio'],
    ['https://www.rangrezcreative.in', '/'],
    ['http://[::1]:4173/?q', '/'],
  ])('%s is the path %s', (target, pathname) => {
    expect(checkTarget(target)).toEqual({ ok: true, pathname });
  });

  test.each([
    ['', 'empty target'],
    ['*', 'not a path'],
    ['index.html', 'not a path'],
    ['http://[::1', 'malformed authority'],
    ['http://user:pass@example.com/', 'malformed authority'],
    ['ftp://example.com/', 'not a path'],
    ['/a#b', 'fragment in the target'],
    ['/\\..\\secret', 'backslash in the path'],
    ['/%5c..%5csecret', 'control character or backslash in the path'],
    ['/%', 'broken percent-encoding'],
    ['/%zz', 'broken percent-encoding'],
    ['/%c0%ae%c0%ae/', 'percent-encoding that is not UTF-8'],
    ['/%00', 'control character or backslash in the path'],
    ['/index.html%00.js', 'control character or backslash in the path'],
    ['/..', 'dot segment'],
    ['/../package.json', 'dot segment'],
    ['/assets/../../etc/passwd', 'dot segment'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'dot segment'],
    ['/..%2f..%2fetc%2fpasswd', 'dot segment'],
    ['/.%2e/secret', 'dot segment'],
    ['/./index.html', 'dot segment'],
    ['/caf\u00e9', 'characters outside printable ASCII'],
  ])('%j is refused with 400: %s', (target, reason) => {
    expect(checkTarget(target)).toEqual({ ok: false, status: 400, reason });
  });

  test('a target past the length limit is refused with 414', () => {
    expect(checkTarget(`/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`).ok).toBe(true);
    expect(checkTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toMatchObject({ ok: false, status: 414 });
  });

  test('never throws, and an accepted path never holds a dot segment, a backslash or a control character', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '/',
        '.',
        '..',
        '%2e',
        '%2E',
        '%2f',
        '%5c',
        '\\',
        '%00',
        '%',
        '%c0%ae',
        '?',
        '#',
        'a',
        'é',
        '%C3%A9',
      ),
      fc.string({ maxLength: 4 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.boolean(), (pieces, absolute) => {
        const target = `${absolute ? 'http://localhost' : ''}/${pieces.join('')}`;
        const check = checkTarget(target);
        if (!check.ok) return;
        expect(check.pathname.startsWith('/')).toBe(true);
        expect(check.pathname.split('/')).not.toContain('..');
        expect(check.pathname.split('/')).not.toContain('.');
        // eslint-disable-next-line no-control-regex -- control characters are what it looks for
        expect(check.pathname).not.toMatch(/[\x00-\x1f\x7f\\]/);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('checkHost', () => {
  test.each([
    [['Host', '127.0.0.1:4173']],
    [['host', 'www.rangrezcreative.in']],
    [['Host', '[::1]:4173']],
    [['Accept', '*/*']],
  ])('%j is a good Host (or none, for Node to judge)', (rawHeaders) => {
    expect(checkHost(rawHeaders)).toEqual({ ok: true });
  });

  test.each([
    [['Host', 'a.example', 'Host', 'b.example'], 'more than one Host header'],
    [['Host', '[::1'], 'malformed Host header'],
    [['Host', 'user@example.com'], 'malformed Host header'],
    [['Host', 'example.com/path'], 'malformed Host header'],
    [['Host', ''], 'malformed Host header'],
    [['Host', 'example.com:port'], 'malformed Host header'],
  ])('%j is refused: %s', (rawHeaders, reason) => {
    expect(checkHost(rawHeaders)).toEqual({ ok: false, reason });
  });

  test('a host name is at most 255 characters', () => {
    expect(isHost(`${'a'.repeat(63)}.${'b'.repeat(63)}`)).toBe(true);
    expect(isHost(Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.'))).toBe(false);
  });
});
