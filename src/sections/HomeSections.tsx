import { Section } from '../components/Section/Section';
import { sectionHeadings } from '../content/home';
import { homeAnchors } from '../routes';
import { Hero } from './Hero/Hero';

/** The home page's sections in SPEC.md's order. */
export function HomeSections() {
  return (
    <>
      <Hero />
      <Section id={homeAnchors.about} {...sectionHeadings.about}>
        {null}
      </Section>
      <Section id={homeAnchors.portfolio} tone="sunken" {...sectionHeadings.portfolio}>
        {null}
      </Section>
      <Section id={homeAnchors.services} {...sectionHeadings.services}>
        {null}
      </Section>
      <Section id={homeAnchors.testimonials} tone="sunken" {...sectionHeadings.testimonials}>
        {null}
      </Section>
      <Section id={homeAnchors.contact} {...sectionHeadings.contact}>
        {null}
      </Section>
    </>
  );
}
