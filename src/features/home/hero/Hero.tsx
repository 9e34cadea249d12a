import { Button } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../../common/components/ResponsiveImage/ResponsiveImage';
import { hero } from '../../../content/home';
import { images } from '../../../content/images';
import { inPlaceLink } from '../../../common/navigation/plainClick';
import type { OpenerOf } from '../../../common/overlay/overlay';
import type { lightboxMachine } from '../../../../machines/lightboxMachine';
import { homeAnchors } from '../../../content/routes';
import classes from './Hero.module.css';

const buttonVariants = {
  primary: { variant: 'filled', color: undefined },
  secondary: { variant: 'white', color: 'ink.9' },
  tertiary: { variant: 'outline', color: 'gray.0' },
} as const;

/** The full-screen opening: the studio image (a link to the image file, which the app turns
 * into the lightbox), the headline, the three calls to action and the statistics. */
export function Hero({ lightbox }: { lightbox: OpenerOf<typeof lightboxMachine> }) {
  return (
    <section id={homeAnchors.home} aria-labelledby="home-title" className={classes.hero}>
      <a
        href={images.hero.img.src}
        className={classes.imageLink}
        {...inPlaceLink(() => lightbox.open(), lightbox.prepare)}
        aria-label={hero.openImageLabel}
        aria-haspopup="dialog"
      >
        <ResponsiveImage picture={images.hero} alt={hero.imageAlt} sizes="100vw" priority className={classes.image} />
        <span className={classes.expand} aria-hidden="true">
          <Icon name="arrows-maximize" size={18} />
        </span>
      </a>
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
