import fc from 'fast-check';
import { checkLead, leadFormFields } from '../../server/leads/checkLead';
import { leadFormNames } from '../../src/contract/lead';
import { FIELD_MAX_LENGTH } from '../../src/content/forms';
import { contactServiceOptions } from '../../src/content/contactForm';
import { freeText } from './textArbitraries';

const valid = {
  form: 'contact',
  name: 'Priya',
  email: 'priya@example.in',
  phone: '',
  service: 'Branding',
  message: 'Hello',
  website: '',
  formToken: 'v1.token',
};

/** Text PostgreSQL can hold: no NUL, no half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- the NUL character is what it leaves out
const storable = freeText.filter((text) => !/\u0000|\p{Surrogate}/u.test(text));

describe('checkLead: a body the lead service is sent', () => {
  test('a valid contact lead comes back as it was, unknown fields dropped', () => {
    expect(checkLead({ ...valid, admin: true, id: 'x' })).toEqual({
      ok: true,
      lead: {
        form: 'contact',
        values: { name: 'Priya', email: 'priya@example.in', phone: '', service: 'Branding', message: 'Hello' },
        signals: { honeypot: '', formToken: 'v1.token' },
      },
    });
  });

  test('a missing optional field is "", a missing required one is refused in its words', () => {
    const { phone: _phone, service: _service, ...rest } = valid;
    expect(checkLead(rest)).toMatchObject({ ok: true, lead: { values: { phone: '', service: '' } } });
    const { name: _name, ...noName } = valid;
    expect(checkLead(noName)).toEqual({ ok: false, error: 'invalid', fields: { name: 'Please enter your name.' } });
  });

  test('a choice must be one of the options; a required one cannot be empty', () => {
    expect(checkLead({ ...valid, service: 'Astrology' })).toEqual({
      ok: false,
      error: 'invalid',
      fields: { service: 'Please choose one of the options.' },
    });
    const consultation = { form: 'consultation', name: 'A', email: 'a@b.in', phone: '9876543210' };
    expect(checkLead({ ...consultation, businessType: 'startup', challenge: '' })).toMatchObject({
      error: 'invalid',
      fields: { challenge: 'Please choose one of the options.' },
    });
    expect(checkLead({ ...consultation, businessType: 'startup', challenge: 'not-sure' }).ok).toBe(true);
  });

  test.each([
    ['a string', 'lead'],
    ['an array', [valid]],
    ['null', null],
    ['a number', 5],
  ])('%s is not a lead', (_, body) => {
    expect(checkLead(body)).toMatchObject({ ok: false, error: 'malformed' });
  });

  test('the form must be one the site has; each field must be a string', () => {
    expect(checkLead({ ...valid, form: 'Contact' })).toMatchObject({ error: 'malformed' });
    expect(checkLead({ ...valid, form: 'toString' })).toMatchObject({ error: 'malformed' });
    expect(checkLead({ ...valid, name: ['Priya'] })).toMatchObject({
      error: 'malformed',
      reason: '"name" is not a string',
    });
    expect(checkLead({ ...valid, website: 1 })).toMatchObject({
      error: 'malformed',
      reason: '"website" is not a string',
    });
  });

  test('the signals come back as sent for the spam checks: the honeypot, the token or none', () => {
    expect(checkLead({ ...valid, website: 'x' })).toMatchObject({ lead: { signals: { honeypot: 'x' } } });
    expect(checkLead({ ...valid, website: undefined, formToken: undefined })).toMatchObject({
      lead: { signals: { honeypot: '', formToken: null } },
    });
    expect(checkLead({ ...valid, formToken: null })).toMatchObject({ lead: { signals: { formToken: null } } });
    expect(checkLead({ ...valid, formToken: 12 })).toMatchObject({
      error: 'malformed',
      reason: '"formToken" is not a string',
    });
  });

  test('property: any storable text within bounds in a free-text field comes back unchanged', () => {
    fc.assert(
      fc.property(storable, storable, (name, message) => {
        fc.pre(name.trim() !== '' && message.trim() !== '');
        fc.pre(name.length <= FIELD_MAX_LENGTH.name && message.length <= FIELD_MAX_LENGTH.message);
        const checked = checkLead({ ...valid, name, message });
        expect(checked).toMatchObject({ ok: true, lead: { values: { name, message } } });
      }),
      { numRuns: 500 },
    );
  });

  test('property: whatever else is sent, only the form’s own fields come back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...leadFormNames),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (form, extra) => {
          const checked = checkLead({ ...extra, form });
          if (checked.ok)
            expect(Object.keys(checked.lead.values).sort()).toEqual(Object.keys(leadFormFields[form]).sort());
          else if (checked.error === 'invalid')
            for (const field of Object.keys(checked.fields)) expect(Object.keys(leadFormFields[form])).toContain(field);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('property: a choice is accepted exactly when it is one of the options or left empty', () => {
    const values = contactServiceOptions.map((option) => option.value) as string[];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('', ...values), storable), (service) => {
        const checked = checkLead({ ...valid, service });
        const allowed = service === '' || values.includes(service);
        expect(checked.ok).toBe(allowed);
        if (!checked.ok)
          expect(checked).toEqual({
            ok: false,
            error: 'invalid',
            fields: { service: 'Please choose one of the options.' },
          });
      }),
      { numRuns: 300 },
    );
  });

  test('text PostgreSQL cannot store is refused whole, not altered', () => {
    expect(checkLead({ ...valid, message: 'a\u0000b' })).toMatchObject({ error: 'malformed' });
    expect(checkLead({ ...valid, message: 'a\udc00b' })).toMatchObject({ error: 'malformed' });
    expect(checkLead({ ...valid, message: '👩🏽‍💻' })).toMatchObject({ ok: true });
  });
});
