import { Alert, Button, Group, Text } from '@mantine/core';
import { inboxContent } from '../../../content/inbox';
import type { LeadChangeView } from '../../changes/connectLeadChange';
import { Icon } from '../Icon/Icon';

const words = inboxContent.changes;

/** What became of the last change: saved, not saved because a colleague changed the lead first
 * (now shown as they left it), or not saved for another reason, with a retry where one can help. */
export function ChangeNotice({ change }: { change: LeadChangeView }) {
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
          {problem !== 'gone' && problem !== 'refused' && (
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
  return (
    <Text size="sm" c="dimmed" role="status" mih="1.5em">
      {change.saving ? inboxContent.lead.saving : change.saved ? inboxContent.lead.saved : ''}
    </Text>
  );
}
