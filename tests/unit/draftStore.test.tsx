import { forgetDraft, readDraft, saveDraft } from '../../src/features/forms/draft/draftStore';

/*
 * A form's draft in the tab's session storage (product rule D20): kept while something differs
 * from the fresh form, read back whole or not at all, never a reason for the form to fail.
 */

const fields = ['name', 'email', 'service', 'message'];
const fresh = { name: '', email: '', service: 'branding', message: '' };
const typed = { name: 'प्रिया 🌸', email: 'priya@example.in', service: 'branding', message: 'Two\nlines & "quotes"' };

describe('a form draft', () => {
  test('is read back exactly as typed, in this tab only (session storage, not local storage)', () => {
    saveDraft('enquiry', typed, fresh);
    expect(readDraft('enquiry', fields)).toEqual(typed);
    expect(readDraft('consultation', fields)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  test('a form back as it first showed keeps no draft', () => {
    saveDraft('contact', typed, fresh);
    saveDraft('contact', fresh, fresh);
    expect(readDraft('contact', fields)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  test('is forgotten on request', () => {
    saveDraft('enquiry', typed, fresh);
    forgetDraft('enquiry');
    expect(readDraft('enquiry', fields)).toBeNull();
  });

  test('comes back whole or not at all: another version of the form, or a broken one, is none', () => {
    saveDraft('enquiry', typed, fresh);
    expect(readDraft('enquiry', [...fields, 'budget'])).toBeNull();
    expect(readDraft('enquiry', fields.slice(1))).toBeNull();
    const key = sessionStorage.key(0)!;
    for (const broken of ['{', 'null', '[]', '"text"', JSON.stringify({ ...typed, name: 7 })]) {
      sessionStorage.setItem(key, broken);
      expect(readDraft('enquiry', fields)).toBeNull();
    }
  });

  test('storage that refuses (a full quota, a private window) never fails the form', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => saveDraft('enquiry', typed, fresh)).not.toThrow();
    expect(() => forgetDraft('enquiry')).not.toThrow();
    expect(readDraft('enquiry', fields)).toBeNull();
    vi.restoreAllMocks();
  });
});
