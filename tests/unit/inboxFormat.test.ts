import { createActor } from 'xstate';
import { leadPipelineMachine } from '../../machines/leadPipelineMachine';
import { leadsQuery } from '../../src/contract/inbox';
import { filtersFromSearch, listSearch } from '../../src/inbox/api/filters';
import { InboxHttpError, InboxNetworkError } from '../../src/inbox/api/client';
import { changeFailureOf } from '../../src/inbox/changes/saveChange';
import { acceptsLostReason, offeredMoves } from '../../src/inbox/format/pipelineMoves';
import { dialDigits, replyLinks } from '../../src/inbox/format/replyLinks';
import { indianDateTime, shortIndianDateTime } from '../../src/inbox/format/time';
import { parseChange } from '../../src/inbox/hooks/useInboxEvents';
import { inviteAtStart, nextAtStart, safeNext, signInPath } from '../../src/inbox/paths';
import { passkeySupport } from '../../src/inbox/session/passkeys';
import { failureOf } from '../../src/inbox/session/signIn';

/*
 * The inbox's pure pieces: reply links, filters in the address, times in India, the way back
 * after sign-in, where passkeys can work, what the server's refusals mean, and the moves offered
 * from a stored pipeline snapshot.
 */

describe('reply links', () => {
  test.each([
    ['+91 98765 43210', '919876543210'],
    ['98765 43210', '919876543210'],
    ['098765 43210', '919876543210'],
    ['(020) 2567-8901', '912025678901'],
    ['+971 50 123 4567', '971501234567'],
    ['0044 20 7946 0958', '442079460958'],
    ['12345', null],
  ])('%s is dialled as %s', (phone, digits) => {
    expect(dialDigits(phone)).toBe(digits);
  });

  test('e-mail has a subject, WhatsApp a greeting naming the person and who writes, the call the number', () => {
    const links = replyLinks(
      { name: ' Priya & Co ', email: 'priya+tea@example.in', phone: '98765 43210' },
      'Project enquiry',
      'Asha',
    );
    expect(links.email).toBe(
      `mailto:priya%2Btea@example.in?subject=${encodeURIComponent('Your project enquiry with Rangrez Creative')}`,
    );
    const whatsApp = new URL(links.whatsApp!);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/919876543210');
    expect(whatsApp.searchParams.get('text')).toBe(
      'Hello Priya & Co, this is Asha from Rangrez Creative, about your project enquiry.',
    );
    expect(links.call).toBe('tel:+919876543210');
  });

  test('a phone with too few digits gets no WhatsApp or call link', () => {
    expect(replyLinks({ name: 'X', email: 'x@example.in', phone: '123' }, 'Contact form', 'Asha')).toMatchObject({
      whatsApp: null,
      call: null,
    });
  });
});

describe('filters in the address', () => {
  test('valid filters are read; anything else is left out', () => {
    expect(
      filtersFromSearch('status=won&form=nope&from=2026-11-01&to=11/30&spam=only&assignee=me&q=%20tea%20&x=1'),
    ).toEqual({ status: 'won', from: '2026-11-01', spam: 'only', assignee: 'me', q: 'tea' });
  });

  test('the list, the API and the export use the same query', () => {
    const filters = { status: 'new', q: 'chai & co', assignee: 'none' } as const;
    expect(listSearch(filters)).toBe(`/${leadsQuery(filters)}`);
    expect(filtersFromSearch(leadsQuery(filters).slice(1))).toEqual(filters);
    expect(leadsQuery(filters, 'c2')).toBe('?status=new&assignee=none&q=chai+%26+co&cursor=c2');
    expect(leadsQuery({})).toBe('');
  });
});

describe('times are India’s, whatever the device’s zone', () => {
  test('a moment reads in Asia/Kolkata (UTC+5:30)', () => {
    expect(indianDateTime('2026-11-27T20:05:00.000Z')).toMatch(/^28 Nov 2026, 1:35\s?am$/);
  });

  test('a list row leaves out this year, and keeps another', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(shortIndianDateTime('2026-11-28T08:35:00.000Z', now)).toMatch(/^28 Nov, 2:05\s?pm$/);
    // Still 2025 in UTC, already this year in India.
    expect(shortIndianDateTime('2025-12-31T20:00:00.000Z', now)).toMatch(/^1 Jan, 1:30\s?am$/);
    expect(shortIndianDateTime('2025-06-01T08:00:00.000Z', now)).toMatch(/^1 Jun 2025/);
  });
});

describe('the way back after signing in', () => {
  test('only a path of the inbox is a place to go back to', () => {
    expect(safeNext('/leads/1?x=2')).toBe('/leads/1?x=2');
    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example', '', null, '/sign-in?next=/']) {
      expect(safeNext(unsafe)).toBeNull();
    }
  });

  test('the sign-in page carries where to go, and the inbox opened anywhere goes back there', () => {
    expect(signInPath('/leads/1')).toBe('/sign-in?next=%2Fleads%2F1');
    expect(signInPath('/')).toBe('/sign-in');
    expect(nextAtStart('/sign-in', 'next=%2Fleads%2F1')).toBe('/leads/1');
    expect(nextAtStart('/sign-in', 'next=%2F%2Fevil.example')).toBe('/');
    expect(nextAtStart('/leads/9', 'tab=timeline')).toBe('/leads/9?tab=timeline');
    expect(nextAtStart('/welcome/abc', '')).toBe('/');
    expect(inviteAtStart('/welcome/a%2Fb')).toBe('a/b');
    expect(inviteAtStart('/leads/1')).toBeNull();
  });
});

test('passkeys are offered at a domain name or localhost, not at an IP address or without WebAuthn', () => {
  expect(passkeySupport('inbox.rangrezcreative.in', true)).toBe('ready');
  expect(passkeySupport('localhost', true)).toBe('ready');
  expect(passkeySupport('127.0.0.1', true)).toBe('needsDomainName');
  expect(passkeySupport('[::1]', true)).toBe('needsDomainName');
  expect(passkeySupport('192.168.1.20', false)).toBe('needsDomainName');
  expect(passkeySupport('inbox.rangrezcreative.in', false)).toBe('unsupported');
});

describe('what the server’s answers mean', () => {
  const refusal = (status: number, body: object) => new InboxHttpError(status, body as never);

  test('sign-in', () => {
    const password = { method: 'password', email: 'a@b.in', password: 'x' } as const;
    expect(failureOf(refusal(401, { error: 'sign-in-failed' }), password)).toEqual({ problem: 'wrongPassword' });
    expect(failureOf(refusal(401, { error: 'sign-in-failed' }), { method: 'passkey' })).toEqual({
      problem: 'passkeyFailed',
    });
    expect(failureOf(refusal(429, { error: 'locked', retryAfterS: 90 }), password)).toEqual({
      problem: 'locked',
      retryAfterS: 90,
    });
    expect(failureOf(refusal(404, { error: 'not-found' }), { method: 'invitePasskey', token: 't' })).toEqual({
      problem: 'inviteUsed',
    });
    expect(
      failureOf(refusal(400, { error: 'invalid', fields: { password: 'Too short' } }), {
        method: 'invitePassword',
        token: 't',
        password: 'x',
      }),
    ).toEqual({ problem: 'invalid', fields: { password: 'Too short' } });
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    expect(failureOf(closed, { method: 'passkey' })).toEqual({ problem: 'passkeyCancelled' });
    expect(failureOf(new InboxNetworkError(new TypeError('Failed to fetch')), password)).toEqual({
      problem: 'unavailable',
    });
  });

  test('a change', () => {
    const lead = { id: 'lead-1' };
    expect(changeFailureOf(refusal(409, { error: 'conflict', lead }))).toEqual({ problem: 'conflict', lead });
    expect(changeFailureOf(refusal(404, { error: 'not-found' }))).toEqual({ problem: 'gone' });
    expect(changeFailureOf(refusal(401, { error: 'signed-out' }))).toEqual({ problem: 'signedOut' });
    expect(changeFailureOf(refusal(400, { error: 'not-allowed' }))).toEqual({ problem: 'refused' });
    expect(changeFailureOf(refusal(503, { error: 'unavailable' }))).toEqual({ problem: 'unavailable' });
    expect(changeFailureOf(new InboxNetworkError(null))).toEqual({ problem: 'unavailable' });
  });

  test('a live change is read only when it is one', () => {
    expect(parseChange('{"type":"lead.created","id":"7"}')).toEqual({ type: 'lead.created', id: '7' });
    for (const other of ['{"type":"lead.deleted","id":"7"}', '{"type":"lead.changed"}', 'not json', '']) {
      expect(parseChange(other)).toBeNull();
    }
  });
});

describe('the moves offered come from the stored pipeline', () => {
  const stored = (...events: Parameters<ReturnType<typeof createActor<typeof leadPipelineMachine>>['send']>[0][]) => {
    const actor = createActor(leadPipelineMachine).start();
    events.forEach((event) => actor.send(event));
    return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  };

  test('a lead marked spam offers only to bring it back; a won one to reopen or mark spam', () => {
    expect(offeredMoves(stored({ type: 'lead.markSpam' }))).toEqual(['lead.notSpam']);
    expect(offeredMoves(stored({ type: 'lead.win' }))).toEqual(['lead.reopen', 'lead.markSpam']);
  });

  test('a snapshot the machine cannot read offers nothing, rather than everything', () => {
    expect(offeredMoves(null)).toEqual([]);
    expect(offeredMoves('new')).toEqual([]);
    expect(offeredMoves({ value: { nowhere: 'at all' }, context: {} })).toEqual([]);
  });

  test('a lost lead needs a reason that is not blank, and only where it can be lost', () => {
    expect(acceptsLostReason(stored(), 'Budget')).toBe(true);
    expect(acceptsLostReason(stored(), ' \n ')).toBe(false);
    expect(acceptsLostReason(stored({ type: 'lead.win' }), 'Budget')).toBe(false);
  });
});
