import { Button, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { inboxContent } from '../../content/inbox';
import { inboxPaths } from '../paths';

const words = inboxContent.notFound;

/** Any other address under /inbox. */
export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start">
      <title>{inboxContent.title(words.pageTitle)}</title>
      <h1>{words.heading}</h1>
      <Button component={Link} href={inboxPaths.list}>
        {words.back}
      </Button>
    </Stack>
  );
}
