/**
 * The lead API against its contract (docs/leads.md), over real HTTP, on PGlite and on a real
 * PostgreSQL server: each answer, and hostile input on every route. The oracle is the contract's
 * statuses and bodies and the rows found in the database afterwards.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { drivers } from './support/databases';
import { startApiServer, type ApiServer } from './support/apiServer';
import { postLead } from './support/serverProcess';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Runs `work` with the clock the server reads (it runs in this process) stopped at `offsetMs` from
 * now: a form token's age is then what the test says, however long the requests take.
 */
async function atClock<T>(offsetMs: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** A token the API issued over three seconds before it is used, as a person's form carries it. */
let formToken = '';
const agedToken = (api: ApiServer) => atClock(-3_100, () => api.formToken());

/** A valid enquiry as the page sends it. */
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  service: 'graphic-design',
  budget: 'under-50k',
  message: 'A logo and a brochure for our new café.',
  website: '',
  formToken,
  ...overrides,
});

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

describe.each(drivers)('the lead API on %s', (driver) => {
  let api: ApiServer;

  beforeAll(async () => {
    api = await startApiServer(driver);
    formToken = await agedToken(api);
  }, 60_000);
  afterAll(async () => api?.close());

  /** Sends a request and checks what every answer under /api/ is: JSON, not to be cached. */
  async function send(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(`${api.origin}${path}`, init);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  }

  const post = (body: unknown, key: string | null = randomUUID(), contentType = 'application/json') =>
    send('/api/leads', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': contentType, ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });

  test('a lead is stored: 201 with its id, its values verbatim, its notification waiting', async () => {
    const answer = await post(enquiry({ budget: undefined, unknownField: 'dropped', id: 'mine' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.stringMatching(UUID) });
    const stored = await api.lead(answer.body.id as string);
    expect(stored?.form).toBe('enquiry');
    expect(stored?.flag).toBeNull();
    // Unknown fields dropped, a missing optional one stored as ''.
    expect(stored?.fields).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '+91 98765 43210',
      service: 'graphic-design',
      budget: '',
      message: 'A logo and a brochure for our new café.',
    });
    expect(await api.outboxRows(answer.body.id as string)).toBe(1);
  });

  test('each form is accepted with its own fields', async () => {
    const contact = await post({ form: 'contact', name: 'Ravi', email: 'r@x.in', message: 'Hi', formToken });
    expect(contact.status).toBe(201);
    expect((await api.lead(contact.body.id as string))?.fields).toEqual({
      name: 'Ravi',
      email: 'r@x.in',
      phone: '',
      service: '',
      message: 'Hi',
    });
    const consultation = await post({
      form: 'consultation',
      name: 'Meera',
      email: 'm@x.in',
      phone: '98765 43210',
      businessType: 'startup',
      challenge: 'not-sure',
      formToken,
    });
    expect(consultation.status).toBe(201);
  });

  test('Hindi, emoji, spaces, a U+FFFD typed on purpose and 2,000 characters are stored as sent', async () => {
    const message = `नमस्ते 🙏🏽 👩‍💻 ${'अ'.repeat(1990)}`.slice(0, 2000);
    expect(message.length).toBe(2000);
    const values = { name: '  प्रिया \uFFFD शर्मा 😀  ', message, phone: ' +91 (987) 654-3210 ' };
    const answer = await post(enquiry(values));
    expect(answer.status).toBe(201);
    expect((await api.lead(answer.body.id as string))?.fields).toMatchObject(values);
  });

  test('the same key again: with the same details the first lead (200), with others 422 key-reused', async () => {
    const key = randomUUID();
    const first = await post(enquiry(), key);
    const before = await api.leadCount();
    // A retry may carry other signals (a token asked for again): it is the same lead.
    const again = await post(enquiry({ formToken: undefined }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body.id });
    // Other details under it: refused, nothing new stored, the first lead unchanged.
    const other = await post(enquiry({ message: 'Something else entirely' }), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'key-reused' });
    expect(await api.leadCount()).toBe(before);
    expect((await api.lead(first.body.id as string))?.fields.message).toBe(enquiry().message);
  });

  test('twenty copies of one submission at once make one row', async () => {
    const key = randomUUID();
    const before = await api.leadCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(enquiry(), key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(19).fill(200), 201].sort());
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await api.leadCount()).toBe(before + 1);
  });

  test('refused fields: 400 with one reason per field, in the field’s words; nothing stored', async () => {
    const before = await api.leadCount();
    const answer = await post(enquiry({ email: 'not-an-address', name: '   ', service: 'astrology', phone: 'abcd' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'invalid',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter an e-mail address such as you@company.com.',
        phone: 'Please enter a phone number of 7 to 15 digits, such as +91 98765 43210.',
        service: 'Please choose one of the options.',
      },
    });
    const tooLong = await post(enquiry({ message: 'x'.repeat(2001) }));
    expect(tooLong.body).toEqual({
      error: 'invalid',
      fields: { message: 'This is 2,001 characters long. Please shorten it to 2,000 or fewer: nothing has been cut.' },
    });
    expect(await api.leadCount()).toBe(before);
  });

  test.each([
    ['not JSON', '{"form": "enquiry",'],
    ['JSON but not an object', '["enquiry"]'],
    ['null', 'null'],
    ['an unknown form', JSON.stringify(enquiry({ form: 'newsletter' }))],
    ['no form', JSON.stringify({ ...enquiry(), form: undefined })],
    ['a number for a field', JSON.stringify(enquiry({ phone: 9876543210 }))],
    ['an object for a field', JSON.stringify(enquiry({ name: { first: 'Priya' } }))],
    ['an array for the honeypot', JSON.stringify(enquiry({ website: ['x'] }))],
    ['a number for the form token', JSON.stringify(enquiry({ formToken: 12 }))],
    ['a NUL character', JSON.stringify(enquiry({ message: 'a\u0000b' }))],
    ['half a surrogate pair', JSON.stringify(enquiry({ message: 'a\ud800b' }))],
  ])('malformed (%s): 400 malformed with a reason; nothing stored', async (_, body) => {
    const before = await api.leadCount();
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'malformed', reason: expect.any(String) });
    expect(await api.leadCount()).toBe(before);
  });

  test.each([
    ['missing', null],
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['not ASCII', 'clé-🔑'],
  ])('an Idempotency-Key %s: 400 malformed', async (_, key) => {
    const answer =
      key !== null && /[^\x20-\x7e]/.test(key)
        ? await rawPost(api.origin, JSON.stringify(enquiry()), {
            'Idempotency-Key': Buffer.from(key).toString('latin1'),
          })
        : await post(enquiry(), key);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'malformed' });
  });

  test.each([
    ['a 200-character Idempotency-Key', 'k'.repeat(199) + '!', 'application/json'],
    ['application/json with a charset', randomUUID(), 'application/json; charset=utf-8'],
  ])('%s: a lead, 201', async (_, key, type) => {
    expect((await post(enquiry(), key, type)).status).toBe(201);
  });

  test('a body over 32 KiB: 413, whether announced or streamed; a megabyte too', async () => {
    const before = await api.leadCount();
    const padded = JSON.stringify(enquiry({ padding: 'x'.repeat(33 * 1024) }));
    expect(await post(padded)).toMatchObject({ status: 413, body: { error: 'too-large' } });
    const megabyte = JSON.stringify(enquiry({ message: 'x'.repeat(1024 * 1024) }));
    expect(await post(megabyte)).toMatchObject({ status: 413, body: { error: 'too-large' } });
    // Streamed without a length (chunked): counted as it arrives.
    const chunked = await rawPost(api.origin, megabyte, { 'Idempotency-Key': randomUUID() }, 'application/json', true);
    expect(chunked).toMatchObject({ status: 413, body: { error: 'too-large' } });
    expect(await api.leadCount()).toBe(before);
  });

  test('the honeypot filled in: answered like a lead, stored flagged, nobody notified', async () => {
    const answer = await post(enquiry({ website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.stringMatching(UUID) });
    expect((await api.lead(answer.body.id as string))?.flag).toBe('honeypot');
    expect(await api.outboxRows(answer.body.id as string)).toBe(0);
  });

  const altered = (token: string) => token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  test.each([
    ['no token', 'no-token', async () => undefined],
    ['a forged token', 'bad-token', async () => 'v1.mx0000.AAAAAAAAAAAA.forged'],
    ['a token of another shape', 'bad-token', async () => 'hello'],
    ['a token whose signature was altered', 'bad-token', async () => altered(await api.formToken())],
    // Asked for at the clock's now: the lead comes within 3 s of it.
    ['sent within 3 s of the token', 'too-fast', () => api.formToken()],
  ])('%s: stored flagged %s, and e-mailed all the same', async (_, flag, token) => {
    const answer = await atClock(0, async () => post(enquiry({ formToken: await token() })));
    expect(answer.status).toBe(201);
    expect((await api.lead(answer.body.id as string))?.flag).toBe(flag);
    expect(await api.outboxRows(answer.body.id as string)).toBe(1);
  });

  test('the token the form asks for: JSON, not to be cached, a fresh one each time', async () => {
    const first = await send('/api/leads/token');
    const second = await send('/api/leads/token');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.stringMatching(/^v1\.[0-9a-z]+\.[\w-]+\.[\w-]+$/) });
    expect(second.body.token).not.toBe(first.body.token);
  });

  test('bytes that are not UTF-8: 400 naming the field; nothing stored', async () => {
    const before = await api.leadCount();
    // Two bytes no UTF-8 text holds, written over the name's `##`.
    const body = Buffer.from(JSON.stringify(enquiry({ name: 'Priya ## Sharma' })));
    body.set([0xff, 0xfe], body.indexOf('##'));
    const answer = await rawPost(api.origin, body, { 'Idempotency-Key': randomUUID() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'malformed', reason: '"name" is not valid UTF-8', field: 'name' });
    expect(await api.leadCount()).toBe(before);
  });

  // A body in Latin-1, as a page of another charset sends it: refused for its type, never read.
  test.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    null,
    'application/json; charset=iso-8859-1',
    'application/json; charset="windows-1252"',
    'application/json;charset=utf-16',
  ])('Content-Type %s (another type, none, another charset): 415; nothing stored', async (type) => {
    const before = await api.leadCount();
    const latin1 = Buffer.from(JSON.stringify(enquiry({ name: 'Zoë Françoise' })), 'latin1');
    const answer = await rawPost(api.origin, latin1, { 'Idempotency-Key': randomUUID() }, type);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ error: 'unsupported-media-type' });
    expect(await api.leadCount()).toBe(before);
  });

  test('SQL and HTML in every field: stored verbatim where a field takes text, refused where not', async () => {
    const hostile = `'); drop table leads; -- <script>alert("x")</script> \\" %s`;
    const before = await api.leadCount();
    const accepted = await post(enquiry({ name: hostile.slice(0, 80), message: hostile }));
    expect(accepted.status).toBe(201);
    expect((await api.lead(accepted.body.id as string))?.fields).toMatchObject({
      name: hostile.slice(0, 80),
      message: hostile,
    });
    for (const field of ['email', 'phone', 'service', 'budget', 'form']) {
      const refused = await post(enquiry({ [field]: hostile }));
      expect(refused.status, field).toBe(400);
    }
    const key = await post(enquiry(), hostile);
    expect(key.status).toBe(201);
    expect(await api.leadCount()).toBe(before + 2);
  });

  test('GET /api/health (the process answers) and /api/ready (the database takes a write): 200', async () => {
    expect(await send('/api/health')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await send('/api/ready')).toMatchObject({ status: 200, body: { ok: true } });
  });

  test.each([
    ['GET', '/api/leads', 'POST'],
    ['PUT', '/api/leads', 'POST'],
    ['DELETE', '/api/leads', 'POST'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['POST', '/api/ready', 'GET, HEAD'],
    ['POST', '/api/leads/token', 'GET, HEAD'],
  ])('%s %s: 405 with Allow', async (method, path, allow) => {
    const answer = await send(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
  });

  test('an unknown route under /api/: 404 JSON', async () => {
    expect(await send('/api/leads/1')).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await send('/api')).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await send('/api/')).toMatchObject({ status: 404 });
  });

  test('after all of that the server still answers, and logs nothing a visitor typed', async () => {
    expect((await post(enquiry())).status).toBe(201);
    expect(api.logs.join('\n')).not.toMatch(/Priya|example\.in|drop table/);
  });
});

// Each test a visitor of its own to one server: the whole of 127.0.0.0/8 is this machine, so a
// request sent from another of its addresses comes from another client.
describe('too many submissions from one address', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer('pglite', { rateLimit: { limit: 3, refusals: 40 } });
    formToken = await agedToken(api);
  }, 60_000);
  afterAll(async () => api?.close());

  const from =
    (address: string) =>
    (body: string = JSON.stringify(enquiry()), type = 'application/json') =>
      rawPost(api.origin, body, { 'Idempotency-Key': randomUUID() }, type, false, address);
  const statuses = async (answers: Array<Promise<Answer>>) => (await Promise.all(answers)).map((each) => each.status);

  test('past the limit: 429 rate-limited with Retry-After, nothing stored', async () => {
    const post = from('127.0.0.2');
    const answers = [];
    for (let index = 0; index < 3; index++) answers.push((await post()).status);
    expect(answers).toEqual([201, 201, 201]);
    const before = await api.leadCount();
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'rate-limited' });
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await api.leadCount()).toBe(before);
    // Other routes are not limited.
    expect((await fetch(`${api.origin}/api/health`)).status).toBe(200);
  });

  test('30 malformed requests leave a visitor every submission of their allowance', async () => {
    const post = from('127.0.0.3');
    const garbage = [
      ...Array.from({ length: 10 }, () => post('{"form": "enquiry",')),
      ...Array.from({ length: 10 }, () => post(JSON.stringify(enquiry()), 'text/plain')),
      ...Array.from({ length: 10 }, () => post(JSON.stringify(enquiry({ email: 'nope' })))),
    ];
    expect((await statuses(garbage)).sort()).toEqual([...Array(20).fill(400), ...Array(10).fill(415)]);
    expect(await statuses([post(), post(), post()])).toEqual([201, 201, 201]);
  });

  test('past their own bound, refusals are limited too', async () => {
    const post = from('127.0.0.4');
    const answers = [];
    for (let index = 0; index < 42; index++) answers.push((await post('not json')).status);
    expect(answers).toEqual([...Array(40).fill(400), 429, 429]);
  });
});

describe('behind a trusted proxy', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer('pglite', {
      rateLimit: { limit: 1, refusals: 100 },
      trustProxy: { kind: 'hops', hops: 1 },
    });
    formToken = await agedToken(api);
  }, 60_000);
  afterAll(async () => api?.close());

  const postFrom = (forwardedFor: string) =>
    postLead(api.origin, enquiry(), { headers: { 'X-Forwarded-For': forwardedFor } });

  test('30 visitors from 30 forwarded addresses: none limited', async () => {
    const statuses = [];
    for (let index = 1; index <= 30; index++) statuses.push((await postFrom(`203.0.113.${index}`)).status);
    expect(statuses).toEqual(Array(30).fill(201));
  });

  test('one forwarded address past its allowance: limited, and the address a client puts first is not believed', async () => {
    expect((await postFrom('198.51.100.7')).status).toBe(201);
    expect((await postFrom('198.51.100.7')).status).toBe(429);
    // A client that writes its own X-Forwarded-For: the proxy appends the address it saw.
    expect((await postFrom('192.0.2.1, 198.51.100.7')).status).toBe(429);
  });
});

/** A POST through Node's own client, for what fetch will not send: a request without a
 * Content-Type, a header that is not ASCII, a body streamed in chunks without a length, a
 * request from another local address. */
function rawPost(
  origin: string,
  body: string | Buffer,
  headers: Record<string, string>,
  contentType: string | null = 'application/json',
  chunked = false,
  localAddress?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const all: Record<string, string> = { ...headers };
    if (contentType) all['Content-Type'] = contentType;
    const req = request(`${origin}/api/leads`, { method: 'POST', headers: all, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: new Headers(res.headers as Record<string, string>),
          body: text ? JSON.parse(text) : {},
        }),
      );
    });
    // The server may answer and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (chunked) {
      const bytes = Buffer.from(body);
      for (let index = 0; index < bytes.length; index += 16 * 1024) req.write(bytes.subarray(index, index + 16 * 1024));
      req.end();
    } else req.end(body);
  });
}
