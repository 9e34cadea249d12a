import { formEndpoint } from '../../src/config/formEndpoint';

describe('formEndpoint', () => {
  test.each([undefined, '', '   '])('an unset endpoint (%j) means no request', (setting) => {
    expect(formEndpoint(setting)).toBeNull();
  });

  test('an https: URL is the endpoint, normalised', () => {
    expect(formEndpoint(' https://forms.example.com/f/rangrez ')).toBe('https://forms.example.com/f/rangrez');
    expect(formEndpoint('HTTPS://Forms.Example.com')).toBe('https://forms.example.com/');
  });

  test.each(['http://localhost:8787/forms', 'http://127.0.0.1:8787/forms', 'http://[::1]:8787/forms'])(
    'plain http is accepted on this machine (%s), for local testing',
    (setting) => {
      expect(formEndpoint(setting)).toBe(setting);
    },
  );

  test.each([
    ['forms.example.com/f', 'must be an absolute URL'],
    ['/api/forms', 'must be an absolute URL'],
    ['http://example.com', 'must be an https: URL (http: only for localhost or 127.0.0.1), not "http://example.com"'],
    ['http://192.168.1.20:8787/forms', 'must be an https: URL'],
    ['http://localhost.example.com/forms', 'must be an https: URL'],
    ['ftp://example.com/f', 'must be an https: URL'],
    ['javascript:alert(1)', 'must be an https: URL'],
    ['mailto:a@b.in', 'must be an https: URL'],
    ['https://u:p@example.com', 'must not hold a user name or password (https://***@example.com/)'],
    ['https://user@example.com/f', 'must not hold a user name or password'],
    ['http://u:p@localhost:8787', 'must not hold a user name or password'],
  ])('a misconfigured endpoint (%j) fails with what is wrong', (setting, message) => {
    expect(() => formEndpoint(setting)).toThrow(TypeError);
    expect(() => formEndpoint(setting)).toThrow(`VITE_FORM_ENDPOINT ${message}`);
  });

  test('the message never repeats a password', () => {
    expect(() => formEndpoint('https://agency:s3cret-Pa55@forms.example.com/f')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });
});
