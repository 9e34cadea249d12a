import { useSyncExternalStore } from 'react';

/** A form's success notice (product rule S8): its title and message. */
export interface FormNotice {
  title: string;
  message: string;
}

let current: FormNotice | null = null;
const listeners = new Set<() => void>();

function publish(notice: FormNotice | null) {
  current = notice;
  for (const listener of listeners) listener();
}

/**
 * Shows a form's success notice. It is not a floating toast: the form shows it in the page, where
 * the visitor is reading (the success view, or under the contact form's button), so that it
 * never covers anything. It stays until the visitor closes it or starts again.
 */
export function showFormToast(notice: FormNotice) {
  publish(notice);
}

/** Closes the success notice. */
export function dismissFormNotice() {
  if (current) publish(null);
}

/** The success notice to show, if any. None in prerendered HTML. */
export function useFormNotice(): FormNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
