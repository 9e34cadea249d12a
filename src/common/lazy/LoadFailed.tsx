import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { loadFailedContent } from '../../content/pages';
import { DirectContacts } from '../components/DirectContacts/DirectContacts';
import { MODAL_Z_INDEX } from '../layers';
import classes from './Lazy.module.css';

/**
 * Shown when a part of the site's code could not be downloaded even on the second try: the
 * connection dropped, or a new version of the site replaced the files. Reloading fetches the
 * current version. A view's notice floats over the page, and Close leaves the visitor on the page
 * as it was; a page's notice takes the page's place. The agency's direct links are
 * there too, for a visitor who came to send a form.
 */
export function LoadFailed({ onClose }: { onClose?: () => void }) {
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The opener still has focus: take it to Reload, and give it back when this goes away.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    reload.current?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={onClose ? classes.notice : classes.inPage} style={onClose ? { zIndex: MODAL_Z_INDEX } : undefined}>
      <Alert
        role="alert"
        color="vermilion"
        variant="light"
        radius="lg"
        title={loadFailedContent.title}
        icon={<IconAlertTriangle size={22} aria-hidden="true" />}
        className={classes.card}
      >
        {loadFailedContent.body}
        <Group mt="md" gap="sm">
          <Button
            ref={reload}
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
          >
            {loadFailedContent.reload}
          </Button>
          {onClose && (
            <Button variant="default" onClick={onClose}>
              {loadFailedContent.close}
            </Button>
          )}
        </Group>
        <p className={classes.reachUs}>{loadFailedContent.reachUs}</p>
        <DirectContacts />
      </Alert>
    </div>
  );
}
