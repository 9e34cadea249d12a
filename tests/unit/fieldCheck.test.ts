import fc from 'fast-check';
import { FIELD_MAX_LENGTH } from '../../src/content/forms';
import { fieldProblem, isEmailAddress, isPhoneNumber } from '../../src/features/forms/fields/fieldCheck';

const name = { required: true, type: 'text', maxLength: FIELD_MAX_LENGTH.name } as const;
const phone = { required: true, type: 'tel', maxLength: FIELD_MAX_LENGTH.phone } as const;
const optionalPhone = { ...phone, required: false } as const;
const email = { required: true, type: 'email', maxLength: FIELD_MAX_LENGTH.email } as const;
const message = { required: true, maxLength: FIELD_MAX_LENGTH.message } as const;

describe('what the forms refuse', () => {
  // What the forms used to accept: each of these went through, as "Name: Not provided", a phone
  // number "abcd", and a pasted message cut to its first 2,000 characters.
  test('a required field of spaces only is empty', () => {
    expect(fieldProblem(name, '   ')).toBe('missing');
    expect(fieldProblem(message, ' \n\t ')).toBe('missing');
    expect(fieldProblem(name, '')).toBe('missing');
    expect(fieldProblem(name, '  Priya  ')).toBeNull();
  });

  test('"abcd" is not a phone number; an optional phone left empty is fine', () => {
    expect(fieldProblem(phone, 'abcd')).toBe('phone');
    expect(fieldProblem(optionalPhone, 'abcd')).toBe('phone');
    expect(fieldProblem(optionalPhone, '')).toBeNull();
    expect(fieldProblem(optionalPhone, '   ')).toBeNull();
  });

  test('a text past its bound is refused, whatever it holds', () => {
    const pasted = 'A'.repeat(5000);
    expect(fieldProblem(message, pasted)).toBe('tooLong');
    expect(fieldProblem(message, 'A'.repeat(FIELD_MAX_LENGTH.message))).toBeNull();
    expect(fieldProblem(message, 'A'.repeat(FIELD_MAX_LENGTH.message + 1))).toBe('tooLong');
    expect(fieldProblem(phone, '+91 98220 45123 ext. 20455')).toBe('tooLong');
  });

  test('an e-mail address follows the rule of the browser’s own check', () => {
    expect(fieldProblem(email, 'priya@example.in')).toBeNull();
    expect(fieldProblem(email, 'not-an-address')).toBe('email');
    expect(isEmailAddress('a@b')).toBe(true);
    expect(isEmailAddress('a b@c.in')).toBe(false);
    expect(isEmailAddress('a@-b.in')).toBe(false);
  });
});

describe('a phone number', () => {
  test.each([
    '+91 98220 45123',
    '+919822045123',
    '098220-45123',
    '(020) 2729 1234',
    '+1 (555) 123-4567',
    '2729123',
    '123456789012345',
  ])('%s is one', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  test.each(['abcd', '123456', '1234567890123456', '98220 45123 ext. 4', '98220.45123', '+91 98220 45123 #2'])(
    '%s is not',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );

  test('any 7 to 15 digits with spaces, +, - and brackets between them are one; a letter makes it not', () => {
    const separator = fc.constantFrom('', ' ', '-', '(', ')', '+');
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(fc.array(fc.tuple(digit, separator), { minLength: 7, maxLength: 15 }), (pairs) => {
        const value = pairs.map(([d, s]) => d + s).join('');
        expect(isPhoneNumber(value)).toBe(true);
        expect(isPhoneNumber(`${value}x`)).toBe(false);
      }),
    );
  });
});
