import { Button } from '@mantine/core';
import { WhatsAppButton } from '../../../common/components/WhatsAppButton/WhatsAppButton';
import { Icon } from '../../../common/components/Icon/Icon';
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
        <Icon name="star-filled" key={index} size={18} />
      ))}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={classes.card}>
      <div className={classes.top}>
        <p className={classes.company}>{testimonial.company}</p>
        <Stars rating={testimonial.rating} />
      </div>
      <Icon name="quote" size={32} className={classes.quoteMark} />
      <blockquote className={classes.quote}>{testimonial.text}</blockquote>
      <figcaption className={classes.person}>
        <span className={classes.avatar} aria-hidden="true">
          {testimonial.avatar}
        </span>
        <span>
          <span className={classes.name}>{testimonial.person}</span>
          <span className={classes.role}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
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
      <div className={classes.actions}>
        <Button component={AnchorLink} anchor={homeAnchors.contact} size="lg">
          {testimonialsContent.startProject}
        </Button>
        <WhatsAppButton
          href={whatsAppUrl(agency.whatsapp[0].digits, testimonialsContent.whatsappText)}
          size="lg"
          variant="default"
        >
          {testimonialsContent.whatsapp}
        </WhatsAppButton>
      </div>
    </Section>
  );
}
