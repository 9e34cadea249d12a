import { Notifications } from '@mantine/notifications';

/** The toast stack: a module of its own, so that only the stack and its transitions wait for
 * the first toast, while the store that queues toasts stays small enough to come with the forms. */
export default function ToastStack() {
  return <Notifications position="bottom-center" zIndex={1000} />;
}
