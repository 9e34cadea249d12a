import { Suspense } from 'react';
import { ErrorBoundary } from '../../../common/ErrorBoundary';
import { lazyWithRetry } from '../../../common/lazy/lazyWithRetry';
import type { ToastNotice } from './SuccessToast';

// The toast library downloads with the first toast, not with the page.
const SuccessToast = lazyWithRetry(() => import('./SuccessToast'));

/**
 * A form's success toast, shown while this is rendered: a form renders it in the state its
 * machine reached (sent, submitted). If its code cannot download, nothing shows and nothing
 * breaks: the form's own confirmation is on the page.
 */
export function FormToast({ notice }: { notice: ToastNotice }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <SuccessToast notice={notice} />
      </Suspense>
    </ErrorBoundary>
  );
}
