import { Button } from '@mantine/core';
import { Icon } from '../components/Icon/Icon';
import { useId } from 'react';
import { loadFailedContent } from '../../content/pages';
import { DirectContacts } from '../components/DirectContacts/DirectContacts';
import { MODAL_Z_INDEX } from '../overlay/zIndex';
import classes from './Lazy.module.css';

/**
 * Shown when a part of the site's code could not be downloaded even on the second try: the
 * connection dropped, or a new version of the site replaced the files. Reloading fetches the
 * current version. A view's notice floats over the page, and Close leaves the visitor on the page
 * as it was; a page's notice takes the page's place, and a home section's the section's. The
 * agency's direct links are there too, for a visitor who came to send a form.
 *
 * Reload takes focus as the notice shows, unless a section failed while the visitor was
 * elsewhere on the page; focus goes back to the opener with the view's (`OverlayView`).
 */
export function LoadFailed({ onClose, inSection = false }: { onClose?: () => void; inSection?: boolean }) {
  const titleId = useId();

  return (
    <div className={onClose ? classes.notice : classes.inPage} style={onClose ? { zIndex: MODAL_Z_INDEX } : undefined}>
      <div role="alert" aria-labelledby={titleId} className={classes.card}>
        <Icon name="alert-triangle" size={22} className={classes.alertIcon} />
        <div className={classes.alertBody}>
          <p id={titleId} className={classes.alertTitle}>
            {loadFailedContent.title}
          </p>
          <p className={classes.alertText}>{loadFailedContent.body}</p>
          <div className={classes.actions}>
            <Button
              autoFocus={!inSection}
              onClick={() => window.location.reload()}
              leftSection={<Icon name="refresh" size={18} />}
            >
              {loadFailedContent.reload}
            </Button>
            {onClose && (
              <Button variant="default" onClick={onClose}>
                {loadFailedContent.close}
              </Button>
            )}
          </div>
          <p className={classes.reachUs}>{loadFailedContent.reachUs}</p>
          <DirectContacts />
        </div>
      </div>
    </div>
  );
}
