import fc from 'fast-check';
import { FIELD_MAX_LENGTH } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { isEmailAddress, isPhoneNumber, problemOf } from '../../src/contract/answers';
import { formRules, initialValues } from '../../src/features/forms/fields/formRules';

const { name, email, phone, message } = enquiryFormContent.fields;
const optionalPhone = contactFormContent.fields.phone;

// The texts docs/product-rules.md's D18 asks for, as a visitor reads them.
const NAME_MISSING = 'Please enter your name.';
const MESSAGE_MISSING = 'Please tell us about your project.';
const PHONE_INVALID = 'Please enter a phone number of 7 to 15 digits, such as +91 98765 43210.';
const EMAIL_INVALID = 'Please enter an e-mail address such as you@company.com.';
const tooLong = (count: string, max: string) =>
  `This is ${count} characters long. Please shorten it to ${max} or fewer: nothing has been cut.`;

describe('what the forms refuse, in the field’s words', () => {
  // What the forms used to accept: each of these went through, as "Name: Not provided", a phone
  // number "abcd", and a pasted message cut to its first 2,000 characters.
  test('a required field of spaces only is empty', () => {
    expect(problemOf(name, '   ')).toBe(NAME_MISSING);
    expect(problemOf(message, ' \n\t ')).toBe(MESSAGE_MISSING);
    expect(problemOf(name, '')).toBe(NAME_MISSING);
    expect(problemOf(name, '  Priya  ')).toBeNull();
  });

  test('"abcd" is not a phone number; an optional phone left empty is fine', () => {
    expect(problemOf(phone, 'abcd')).toBe(PHONE_INVALID);
    expect(problemOf(optionalPhone, 'abcd')).toBe(PHONE_INVALID);
    expect(problemOf(optionalPhone, '')).toBeNull();
    expect(problemOf(optionalPhone, '   ')).toBeNull();
  });

  test('a text past its bound is refused, whatever it holds', () => {
    expect(problemOf(message, 'A'.repeat(5000))).toBe(tooLong('5,000', '2,000'));
    expect(problemOf(message, 'A'.repeat(FIELD_MAX_LENGTH.message))).toBeNull();
    expect(problemOf(message, 'A'.repeat(2001))).toBe(tooLong('2,001', '2,000'));
    expect(problemOf(phone, '+91 98220 45123 ext. 20455')).toBe(tooLong('26', '25'));
  });

  test('an e-mail address follows the rule of the browser’s own check', () => {
    expect(problemOf(email, 'priya@example.in')).toBeNull();
    expect(problemOf(email, 'not-an-address')).toBe(EMAIL_INVALID);
    expect(isEmailAddress('a@b')).toBe(true);
    expect(isEmailAddress('a b@c.in')).toBe(false);
    expect(isEmailAddress('a@-b.in')).toBe(false);
  });

  test('an optional long text may be left empty', () => {
    expect(problemOf(consultationFormContent.fields.message, '  ')).toBeNull();
  });
});

describe('the form library’s rules and first values, from a field list', () => {
  test('every typed field has a rule; a select has none', () => {
    const rules = formRules(enquiryFormContent.fields) as Record<string, (value: string) => unknown>;
    expect(Object.keys(rules)).toEqual(['name', 'email', 'phone', 'message']);
    expect(rules.name!(' ')).toBe(NAME_MISSING);
    expect(rules.phone!('abcd')).toBe(PHONE_INVALID);
    expect(rules.email!('priya@example.in')).toBeNull();
  });

  test('a required select starts on its first choice; the rest start empty', () => {
    expect(initialValues(consultationFormContent.fields)).toEqual({
      name: '',
      email: '',
      phone: '',
      businessType: 'startup',
      challenge: 'brand-identity',
      preferredTime: '',
      message: '',
    });
    expect(initialValues(contactFormContent.fields)).toEqual({
      name: '',
      email: '',
      phone: '',
      service: '',
      message: '',
    });
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
