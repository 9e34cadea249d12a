import { Button } from '@mantine/core';
import { errorContent } from '../../content/pages';
import { paths } from '../../content/routes';
import classes from './ErrorScreen.module.css';

/** An error's HTTP-like status, or its message: what the router error screen shows. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === 'number')
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status);
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return errorContent.fallbackMessage;
}

/** The default error screen (product rule S2): 'Unexpected Application Error!' and the status or message. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className={classes.screen} role="alert">
      <h1>{errorContent.heading}</h1>
      <pre className={classes.detail}>{describeError(error)}</pre>
      <div className={classes.actions}>
        {onRetry && <Button onClick={onRetry}>{errorContent.retry}</Button>}
        <Button variant={onRetry ? 'default' : 'filled'} onClick={() => window.location.reload()}>
          {errorContent.reload}
        </Button>
        <Button component="a" href={paths.home} variant="default">
          {errorContent.returnHome}
        </Button>
      </div>
      <p className={classes.note}>{errorContent.fallbackMessage}</p>
    </div>
  );
}
