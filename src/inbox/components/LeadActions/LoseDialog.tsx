import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inboxContent } from '../../../content/inbox';
import classes from './Dialog.module.css';
import { acceptsLostReason } from '../../format/pipelineMoves';

const words = inboxContent.lose;

/** Lost, and why: the reason the pipeline needs before a lead can be lost. */
export function LoseDialog({
  opened,
  saving,
  pipeline,
  onLose,
  onCancel,
}: {
  opened: boolean;
  saving: boolean;
  pipeline: unknown;
  onLose: (reason: string) => void;
  onCancel: () => void;
}) {
  return (
    <Modal classNames={{ title: classes.title }} opened={opened} onClose={onCancel} title={words.title} centered>
      {/* Mounted only while open: each opening starts empty. */}
      <LoseForm saving={saving} pipeline={pipeline} onLose={onLose} onCancel={onCancel} />
    </Modal>
  );
}

function LoseForm({ saving, pipeline, onLose, onCancel }: Omit<Parameters<typeof LoseDialog>[0], 'opened'>) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: { reason: (value) => (acceptsLostReason(pipeline, value) ? null : words.missing) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ reason }) => onLose(reason))}>
      <Stack gap="md">
        <Textarea
          label={words.reason}
          placeholder={words.placeholder}
          rows={3}
          maxLength={500}
          required
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <div className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {words.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {words.confirm}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
