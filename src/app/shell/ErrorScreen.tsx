import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { errorContent } from '../../content/pages';
import { paths } from '../../content/routes';

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
    <Container size="sm" py={120}>
      <Stack gap="lg" role="alert">
        <Title order={1}>{errorContent.heading}</Title>
        <Code block fz="md">
          {describeError(error)}
        </Code>
        <Group>
          {onRetry && <Button onClick={onRetry}>{errorContent.retry}</Button>}
          <Button variant={onRetry ? 'default' : 'filled'} onClick={() => window.location.reload()}>
            {errorContent.reload}
          </Button>
          <Button component="a" href={paths.home} variant="default">
            {errorContent.returnHome}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {errorContent.fallbackMessage}
        </Text>
      </Stack>
    </Container>
  );
}
