import { Alert, Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorContent } from '../../content/pages';
import { ErrorBoundary } from './ErrorBoundary';

/** One section's failure (a render error, or its code failing to download) stays in that section:
 * a short message and a retry, while the rest of the page works. */
export function SectionBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <Container py="xl">
          <Alert color="vermilion" variant="light" title={errorContent.sectionFailed} role="alert">
            <Button
              size="sm"
              variant="default"
              mt="xs"
              onClick={() => {
                onRetry?.();
                reset();
              }}
            >
              {errorContent.retry}
            </Button>
          </Alert>
        </Container>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
