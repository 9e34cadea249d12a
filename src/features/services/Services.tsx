import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../common/components/Section/Section';
import { sectionHeadings } from '../../content/home';
import { services, servicesContent, type Service } from '../../content/services';
import { useServiceDialog } from './useServiceDialog';
import { openInPlace } from '../../common/navigation/plainClick';
import { homeAnchors, paths } from '../../content/routes';
import { LazyServiceDialog } from './LazyServiceDialog';
import { serviceIcons } from './serviceIcons';
import classes from './Services.module.css';

function ServiceCard({
  service,
  onLearnMore,
  onViewImage,
}: {
  service: Service;
  onLearnMore: () => void;
  onViewImage: () => void;
}) {
  const Icon = serviceIcons[service.icon];
  const detailsId = `${service.id}-details`;
  return (
    <Card
      component="article"
      className={classes.card}
      padding={0}
      radius="lg"
      withBorder
      style={{ '--service-color': `var(--mantine-color-${service.color}-5)` } as CSSProperties}
    >
      <a
        href={service.image.img.src}
        className={classes.imageLink}
        onClick={openInPlace(onViewImage)}
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
        <ThemeIcon size={52} radius="xl" color={service.color} className={classes.icon} aria-hidden="true">
          <Icon size={26} />
        </ThemeIcon>
        <Title order={3} className={classes.title}>
          {service.title}
        </Title>
        <Text className={classes.description}>{service.description}</Text>
        <List
          spacing={6}
          className={classes.features}
          aria-label={servicesContent.featuresLabel(service.title)}
          icon={<IconCheck size={18} className={classes.check} aria-hidden="true" />}
        >
          {service.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component="a"
          href={`#${detailsId}`}
          variant="default"
          onClick={openInPlace(onLearnMore)}
          aria-haspopup="dialog"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          aria-label={servicesContent.learnMoreLabel(service.title)}
          className={classes.learnMore}
        >
          {servicesContent.learnMore}
        </Button>
        {/* Without JavaScript, Learn More leads here and the longer description shows in the card. */}
        <div id={detailsId} className={classes.details}>
          {service.detailedContent.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** The four services, each with its Learn More dialog (a link to the longer description, which
 * the app opens in a dialog), and the way to a free consultation. */
export function Services({ onViewImage }: { onViewImage: (service: Service) => void }) {
  const dialog = useServiceDialog();
  return (
    <Section id={homeAnchors.services} {...sectionHeadings.services}>
      <div className={classes.grid}>
        {services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            onLearnMore={() => dialog.open(service.id)}
            onViewImage={() => onViewImage(service)}
          />
        ))}
      </div>
      <div className={classes.cta}>
        <Text className={classes.ctaLead}>{servicesContent.consultationLead}</Text>
        <Button
          component={Link}
          href={paths.consultation}
          size="lg"
          classNames={{ root: classes.ctaButton, label: classes.ctaLabel }}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {servicesContent.consultationCta}
        </Button>
      </div>
      <LazyServiceDialog dialog={dialog} />
    </Section>
  );
}
