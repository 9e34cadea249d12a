import { Button, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { agency } from '../../content/agency';
import { contactContent } from '../../content/contact';
import { mapsEmbedUrl, mapsSearchUrl } from '../../lib/links';
import classes from './Contact.module.css';

/**
 * The embedded office map. The browser's own lazy loading keeps Google Maps from being contacted
 * until the map nears the viewport; the address and the View on Map link underneath work when the
 * frame is blocked or never loads.
 */
export function OfficeMap() {
  const { latitude, longitude } = agency.geo;
  const address = agency.address;
  return (
    <figure className={classes.map}>
      <div className={classes.mapFrame}>
        <Text className={classes.mapPlaceholder} aria-hidden="true">
          {contactContent.map.placeholder}
        </Text>
        <iframe
          title={contactContent.map.iframeTitle}
          src={mapsEmbedUrl(latitude, longitude)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={classes.iframe}
        />
      </div>
      <figcaption className={classes.mapCaption}>
        <span className={classes.mapAddress}>
          <IconMapPin size={18} aria-hidden="true" />
          {address.street}, {address.locality}, {address.city} {address.postalCode}
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
