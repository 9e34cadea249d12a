import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../components/Section/Section';
import { sectionHeadings } from '../../content/home';
import { services, servicesContent, type Service } from '../../content/services';
import { useServiceDialog } from '../../hooks/useServiceDialog';
import { homeAnchors, paths } from '../../routes';
import { ServiceDialog } from './ServiceDialog';
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
  return (
    <Card
      component="article"
      className={classes.card}
      padding={0}
      radius="lg"
      withBorder
      style={{ '--service-color': `var(--mantine-color-${service.color}-5)` } as CSSProperties}
    >
      <button
        type="button"
        className={classes.imageButton}
        onClick={onViewImage}
        aria-label={servicesContent.viewImageLabel(service.title)}
      >
        <ResponsiveImage
          picture={service.image}
          alt={service.imageAlt}
          sizes="(min-width: 75em) 580px, (min-width: 48em) 46vw, 92vw"
          className={classes.image}
        />
      </button>
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
          variant="default"
          onClick={onLearnMore}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          aria-label={servicesContent.learnMoreLabel(service.title)}
          className={classes.learnMore}
        >
          {servicesContent.learnMore}
        </Button>
      </div>
    </Card>
  );
}

/** The four services, each with its Learn More dialog, and the way to a free consultation. */
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
      <ServiceDialog opened={dialog.opened} service={dialog.service} onClose={dialog.close} />
    </Section>
  );
}
