import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Icon } from '../../../common/components/Icon/Icon';
import { formCommon } from '../../../content/forms';
import classes from './SuccessToast.module.css';

/** A form's success toast (product rule S8): its title and message. */
export interface ToastNotice {
  title: string;
  message: string;
}

/** How long a toast stays: long enough to read twice. It waits while the pointer is over it or
 * focus is in it (WCAG 2.2.1), and its close button ends it at once. */
export const TOAST_MS = 8000;

/**
 * The toast and the stack that shows it (Mantine's notifications). Under the fixed header: across
 * the top on a phone, at the right from a laptop's width. Mantine gives it `role="alert"`, so a
 * screen reader reads it as it appears, wherever focus is. It goes when this unmounts.
 */
export default function SuccessToast({ notice }: { notice: ToastNotice }) {
  useEffect(() => {
    const id = notifications.show({
      title: notice.title,
      message: notice.message,
      color: 'teal',
      radius: 'md',
      withBorder: true,
      icon: <Icon name="check" size={20} />,
      closeButtonProps: { 'aria-label': formCommon.dismissNotice },
      classNames: { root: classes.toast, title: classes.title, description: classes.message },
    });
    return () => {
      notifications.hide(id);
    };
  }, [notice]);

  return (
    <Notifications
      position="top-center"
      // The stacked layout is the one whose toasts also wait while focus is in them.
      layout="stacked"
      autoClose={TOAST_MS}
      containerWidth={400}
      allowScrollDismiss={false}
      classNames={{ root: classes.stack }}
    />
  );
}
