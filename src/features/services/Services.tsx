import { Button } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../common/components/Section/Section';
import { sectionHeadings } from '../../content/home';
import { services, servicesContent, type Service } from '../../content/services';
import { OverlayView } from '../../common/overlay/OverlayView';
import { useOverlay, type OpenerOf } from '../../common/overlay/useOverlay';
import { toViewerImage } from '../../common/overlay/viewerImage';
import type { imageViewerMachine } from '../../../machines/imageViewerMachine';
import { inPlaceLink } from '../../common/navigation/plainClick';
import { homeAnchors, paths } from '../../content/routes';
import { serviceDialogOverlay } from './serviceDialogOverlay';
import classes from './Services.module.css';

function ServiceCard({
  service,
  learnMore,
  viewImage,
}: {
  service: Service;
  learnMore: ReturnType<typeof inPlaceLink>;
  viewImage: ReturnType<typeof inPlaceLink>;
}) {
  const detailsId = `${service.id}-details`;
  return (
    <article className={classes.card} data-color={service.color}>
      <a
        href={service.image.img.src}
        className={classes.imageLink}
        {...viewImage}
        aria-label={servicesContent.viewImageLabel(service.title)}
        aria-haspopup="dialog"
      >
        <ResponsiveImage
          picture={service.image}
          alt={service.imageAlt}
          sizes="(min-width: 75em) 580px, (min-width: 48em) 46vw, 92vw"
          className={classes.image}
        />
      </a>
      <div className={classes.body}>
        <span className={classes.icon}>
          <Icon name={service.icon} size={26} />
        </span>
        <h3 className={classes.title}>{service.title}</h3>
        <p className={classes.description}>{service.description}</p>
        <ul className={classes.features} aria-label={servicesContent.featuresLabel(service.title)}>
          {service.features.map((feature) => (
            <li key={feature} className={classes.feature}>
              <span className={classes.featureLine}>
                <span className={classes.checkMark}>
                  <Icon name="check" size={18} className={classes.check} />
                </span>
                <span>{feature}</span>
              </span>
            </li>
          ))}
        </ul>
        <Button
          component="a"
          href={`#${detailsId}`}
          variant="default"
          {...learnMore}
          aria-haspopup="dialog"
          rightSection={<Icon name="arrow-right" size={18} />}
          aria-label={servicesContent.learnMoreLabel(service.title)}
          className={classes.learnMore}
        >
          {servicesContent.learnMore}
        </Button>
        {/* Without JavaScript, Learn More leads here and the longer description shows in the card. */}
        <div id={detailsId} className={classes.details}>
          {service.detailedContent.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}

/** The four services, each with its Learn More dialog (a link to the longer description, which
 * the app opens in a dialog), and the way to a free consultation. */
export function Services({ viewer }: { viewer: OpenerOf<typeof imageViewerMachine> }) {
  const dialog = useOverlay(serviceDialogOverlay);
  return (
    <Section id={homeAnchors.services} {...sectionHeadings.services}>
      <div className={classes.grid}>
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            learnMore={inPlaceLink(() => dialog.open({ serviceId: service.id }), dialog.prepare)}
            viewImage={inPlaceLink(
              () => viewer.open({ image: toViewerImage(service.image, service.imageAlt) }),
              viewer.prepare,
            )}
          />
        ))}
      </div>
      <div className={classes.cta}>
        <p className={classes.ctaLead}>{servicesContent.consultationLead}</p>
        <Button
          component={Link}
          href={paths.consultation}
          size="lg"
          classNames={{ root: classes.ctaButton, label: classes.ctaLabel }}
          rightSection={<Icon name="arrow-right" size={18} />}
        >
          {servicesContent.consultationCta}
        </Button>
      </div>
      <OverlayView overlay={dialog} />
    </Section>
  );
}
