import { Notification } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { formCommon } from '../../../content/forms';
import { dismissFormNotice, useFormNotice } from './showFormToast';
import classes from './FormNotice.module.css';

/**
 * The form's success notice, in the page's flow where the form's result shows: it pushes nothing
 * out of view and covers nothing. A status, so screen readers announce it without moving focus;
 * `inStatus` when it sits in a status region of the form's own, which announces it.
 */
export function FormNotice({ inStatus = false }: { inStatus?: boolean }) {
  const notice = useFormNotice();
  if (!notice) return null;
  return (
    <Notification
      role={inStatus ? 'none' : 'status'}
      color="teal"
      radius="md"
      withBorder
      title={notice.title}
      icon={<Icon name="check" size={20} />}
      onClose={dismissFormNotice}
      closeButtonProps={{ 'aria-label': formCommon.dismissNotice }}
      classNames={{ root: classes.root, title: classes.title, description: classes.message }}
    >
      {notice.message}
    </Notification>
  );
}
