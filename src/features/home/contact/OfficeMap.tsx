import { Button } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { addressLine, agency } from '../../../content/agency';
import { contactContent } from '../../../content/contact';
import { mapsEmbedUrl, mapsSearchUrl } from '../../../common/links';
import classes from './Contact.module.css';

/**
 * What the map frame may do: run Google's script, as Google's own origin (its storage and its
 * requests for tiles), and open "View larger map" in a new tab that is not sandboxed itself. No
 * forms, no navigating this page, no dialogs, no downloads. (allow-same-origin with allow-scripts
 * lets a frame undo its sandbox only when it shares this page's origin, which Google's does not;
 * frame-src in the CSP keeps any other page out of this frame.)
 */
const MAP_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * The embedded office map. The browser's own lazy loading keeps Google Maps from being contacted
 * until the map nears the viewport; the address and the View on Map link underneath work when the
 * frame is blocked or never loads. It sends Google this site's origin as the referrer, never a
 * page's path.
 */
export function OfficeMap() {
  const { latitude, longitude } = agency.geo;
  return (
    <figure className={classes.map}>
      <div className={classes.mapFrame}>
        <p className={classes.mapPlaceholder} aria-hidden="true">
          {contactContent.map.placeholder}
        </p>
        <iframe
          title={contactContent.map.iframeTitle}
          src={mapsEmbedUrl(latitude, longitude)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={MAP_SANDBOX}
          className={classes.iframe}
        />
      </div>
      <figcaption className={classes.mapCaption}>
        <span className={classes.mapAddress}>
          <Icon name="map-pin" size={18} />
          {addressLine}
        </span>
        <Button
          component="a"
          href={mapsSearchUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
        >
          {contactContent.map.viewOnMap}
        </Button>
      </figcaption>
    </figure>
  );
}
