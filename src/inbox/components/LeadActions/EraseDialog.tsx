import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inboxContent } from '../../../content/inbox';
import classes from './Dialog.module.css';

const words = inboxContent.erase;

/** Erasure, confirmed by typing the person's name: it cannot be undone. */
export function EraseDialog({
  opened,
  saving,
  name,
  onErase,
  onCancel,
}: {
  opened: boolean;
  saving: boolean;
  name: string;
  onErase: (confirmName: string) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      classNames={{ title: classes.title }}
      opened={opened}
      onClose={onCancel}
      title={<bdi>{words.title(name)}</bdi>}
      centered
    >
      {/* Mounted only while open: each opening starts empty. */}
      <EraseForm saving={saving} name={name} onErase={onErase} onCancel={onCancel} />
    </Modal>
  );
}

function EraseForm({ saving, name, onErase, onCancel }: Omit<Parameters<typeof EraseDialog>[0], 'opened'>) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { confirmName: '' },
    validate: { confirmName: (value) => (value.trim() === name.trim() ? null : words.mismatch) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(() => onErase(name))}>
      <Stack gap="md">
        <Text size="sm">{words.body}</Text>
        <TextInput
          label={words.confirmLabel(name)}
          autoComplete="off"
          required
          data-autofocus
          key={form.key('confirmName')}
          {...form.getInputProps('confirmName')}
        />
        <div className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {words.cancel}
          </Button>
          <Button type="submit" color="vermilion" loading={saving}>
            {words.confirm(name)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
