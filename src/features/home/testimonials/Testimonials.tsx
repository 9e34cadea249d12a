import { Avatar, Button, Card, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconQuote, IconStarFilled } from '@tabler/icons-react';
import { AnchorLink } from '../../../common/navigation/AnchorLink';
import { Section } from '../../../common/components/Section/Section';
import { agency } from '../../../content/agency';
import { sectionHeadings } from '../../../content/home';
import { testimonials, testimonialsContent, type Testimonial } from '../../../content/testimonials';
import { whatsAppUrl } from '../../../common/links';
import { homeAnchors } from '../../../content/routes';
import classes from './Testimonials.module.css';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={testimonialsContent.ratingLabel(rating)} className={classes.stars}>
      {Array.from({ length: rating }, (_, index) => (
        <IconStarFilled key={index} size={18} aria-hidden="true" />
      ))}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" className={classes.card} padding="xl" radius="lg" withBorder>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text className={classes.company}>{testimonial.company}</Text>
        <Stars rating={testimonial.rating} />
      </Group>
      <IconQuote size={32} className={classes.quoteMark} aria-hidden="true" />
      <blockquote className={classes.quote}>{testimonial.text}</blockquote>
      <figcaption className={classes.person}>
        <Avatar radius="xl" size={48} color="marigold" variant="filled" aria-hidden="true">
          {testimonial.avatar}
        </Avatar>
        <span>
          <span className={classes.name}>{testimonial.person}</span>
          <span className={classes.role}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </Card>
  );
}

export function Testimonials() {
  return (
    <Section id={homeAnchors.testimonials} tone="sunken" {...sectionHeadings.testimonials}>
      <ul className={classes.grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <Group gap="sm" mt="xl">
        <Button component={AnchorLink} anchor={homeAnchors.contact} size="lg">
          {testimonialsContent.startProject}
        </Button>
        <Button
          component="a"
          href={whatsAppUrl(agency.whatsapp[0].digits, testimonialsContent.whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          variant="default"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
        >
          {testimonialsContent.whatsapp}
        </Button>
      </Group>
    </Section>
  );
}
