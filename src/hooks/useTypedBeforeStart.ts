import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element | RadioNodeList | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * A served form takes typing before the app has started. Hydration leaves those words in the
 * fields but not in the form library's values, so a submit would send empty fields that look
 * filled. Once hydrated, this reads each named field and adopts what differs. Returns the ref for
 * the `<form>`.
 */
export function useTypedBeforeStart<TValues extends object>(form: UseFormReturnType<TValues>) {
  const ref = useRef<HTMLFormElement>(null);
  const adopt = useEffectEvent(() => {
    const element = ref.current;
    if (!element) return;
    const values = form.getValues() as Record<string, unknown>;
    const typed: Record<string, string> = {};
    for (const key of Object.keys(values)) {
      const field = element.elements.namedItem(key);
      if (isField(field) && field.value !== values[key]) typed[key] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<TValues>);
  });
  useEffect(() => adopt(), []);
  return ref;
}
