import { Button } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../../common/components/ResponsiveImage/ResponsiveImage';
import { hero } from '../../../content/home';
import { images } from '../../../content/images';
import { onIntent } from '../../../common/navigation/plainClick';
import type { OpenerOf } from '../../../common/overlay/useOverlay';
import type { lightboxMachine } from '../../../../machines/lightboxMachine';
import { homeAnchors } from '../../../content/routes';
import classes from './Hero.module.css';

const buttonVariants = {
  primary: { variant: 'filled', color: undefined },
  secondary: { variant: 'white', color: 'ink.9' },
  tertiary: { variant: 'outline', color: 'gray.0' },
} as const;

/** The corner icon that says the image opens full screen. */
function ExpandIcon() {
  return (
    <span className={classes.expand} aria-hidden="true">
      <Icon name="arrows-maximize" size={18} />
    </span>
  );
}

/**
 * The full-screen opening: the studio image, which opens the lightbox, the headline, the three
 * calls to action and the statistics.
 *
 * The image's opener is a button in a form whose action opens the lightbox: a press before the
 * app has started (its code comes after the first paint) is held by React's form replaying, an
 * inline script React writes into the page, and acted on once React has hydrated the form; it
 * never follows a link meanwhile. Without JavaScript there is no lightbox: the form is hidden and
 * a link to the image file takes its place.
 */
export function Hero({ lightbox }: { lightbox: OpenerOf<typeof lightboxMachine> }) {
  return (
    <section id={homeAnchors.home} aria-labelledby="home-title" className={classes.hero}>
      <ResponsiveImage picture={images.hero} alt={hero.imageAlt} sizes="100vw" priority className={classes.image} />
      <form action={() => lightbox.open()} className={classes.openerForm} data-needs-script>
        <button
          type="submit"
          className={classes.opener}
          aria-label={hero.openImageLabel}
          aria-haspopup="dialog"
          {...onIntent(lightbox.prepare)}
        >
          <ExpandIcon />
        </button>
      </form>
      <noscript>
        <a href={images.hero.img.src} className={classes.opener} aria-label={hero.openImageLabel}>
          <ExpandIcon />
        </a>
      </noscript>
      <div className={classes.scrim} aria-hidden="true" />
      <div className={classes.content}>
        <p className={classes.badge}>{hero.badge}</p>
        <h1 id="home-title" className={classes.title}>
          {hero.headline}
        </h1>
        <p className={classes.supporting}>{hero.supporting}</p>
        <div className={classes.actions}>
          {hero.actions.map((action) => (
            <Button key={action.href} component={Link} href={action.href} size="lg" {...buttonVariants[action.variant]}>
              {action.label}
            </Button>
          ))}
        </div>
        <dl className={classes.stats} aria-label={hero.statsLabel}>
          {hero.stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statNumber}>{stat.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
