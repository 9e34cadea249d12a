import { createContext, use, type ReactNode } from 'react';
import type { SubmissionFormName } from '../../../../machines/submissionMachine';
import { useSubmissionForm } from './useSubmissionForm';

type SubmissionFormState = ReturnType<typeof useSubmissionForm>;

const SubmissionFormContext = createContext<SubmissionFormState | null>(null);

/**
 * Holds the enquiry or consultation form for what it wraps: the form, and a side card that reads
 * what is typed. It sits under the page, so the page never renders again for the form; the form
 * library keeps what is typed, so a key renders only the field it lands in and what reads it.
 */
export function SubmissionFormProvider({ which, children }: { which: SubmissionFormName; children: ReactNode }) {
  const state = useSubmissionForm(which);
  return <SubmissionFormContext value={state}>{children}</SubmissionFormContext>;
}

/** The form of the SubmissionFormProvider around the caller. */
export function useSubmissionFormState(): SubmissionFormState {
  const state = use(SubmissionFormContext);
  if (!state) throw new Error('useSubmissionFormState: render this inside a SubmissionFormProvider');
  return state;
}
