import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** `sunken` and `ink` give alternate sections their own ground. */
  tone?: 'plain' | 'sunken' | 'ink';
  /** Heading level of the section title: 2 on the home page, 1 when it is the page itself. */
  titleOrder?: 1 | 2;
  headerAside?: ReactNode;
  children: ReactNode;
}

/** A home page section: the anchor target, its eyebrow and heading, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  titleOrder = 2,
  headerAside,
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container>
        <div className={classes.header}>
          <div>
            <Text className={classes.eyebrow}>{eyebrow}</Text>
            <Title order={titleOrder} id={headingId} className={classes.title}>
              {title}
            </Title>
            {intro && <Text className={classes.intro}>{intro}</Text>}
          </div>
          {headerAside}
        </div>
        {children}
      </Container>
    </section>
  );
}
