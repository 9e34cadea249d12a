import { Alert, Button, Group, Text } from '@mantine/core';
import { inboxContent } from '../../../content/inbox';
import type { LeadChangeView } from '../../changes/connectLeadChange';
import { Icon } from '../Icon/Icon';

const words = inboxContent.changes;

/** Why the last change was not saved: a colleague changed the lead first (now shown as they left
 * it), or another reason, with a retry where one can help. Nothing otherwise. */
export function ChangeProblem({ change }: { change: LeadChangeView }) {
  if (change.conflict) {
    return (
      <Alert color="marigold" variant="light" role="alert" icon={<Icon name="alertTriangle" />} title={words.conflict}>
        <Text size="sm">{words.conflictAgain}</Text>
        <Button mt="xs" size="compact-sm" variant="subtle" onClick={change.dismiss}>
          {words.dismiss}
        </Button>
      </Alert>
    );
  }
  if (change.failure) {
    const { problem } = change.failure;
    const text = problem === 'conflict' ? words.conflict : words[problem];
    return (
      <Alert color="vermilion" variant="light" role="alert" icon={<Icon name="alertTriangle" />} title={text}>
        <Group gap="xs" mt="xs">
          {change.canRetry && (
            <Button size="compact-sm" color="vermilion" variant="light" onClick={change.retry}>
              {words.retry}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" onClick={change.dismiss}>
            {words.dismiss}
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}

/** A quiet live line: saving, then saved for a few seconds. Always there, so that screen readers
 * announce what comes into it. */
export function ChangeStatus({ change }: { change: LeadChangeView }) {
  return (
    <Text size="sm" c="dimmed" role="status" mt={change.saving || change.saved ? 'sm' : 0}>
      {change.saving ? (
        inboxContent.lead.saving
      ) : change.saved ? (
        <Group gap={6} component="span">
          <Icon name="check" size={16} />
          {inboxContent.lead.saved}
        </Group>
      ) : null}
    </Text>
  );
}
