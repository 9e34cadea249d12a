import { Anchor, Container, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { backToHome } from '../../../content/pages';
import { paths } from '../../../content/routes';
import classes from './PageIntro.module.css';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Show the back-to-home link above the heading. */
  backLink?: boolean;
  /** The heading's id, for a section of the page that it names. */
  titleId?: string;
}

/** The opening of an inner page: optional back link, eyebrow, the page's h1 and a line of intro. */
export function PageIntro({ eyebrow, title, intro, backLink = true, titleId }: PageIntroProps) {
  return (
    <Container className={classes.intro}>
      {backLink && (
        <Anchor component={Link} href={paths.home} className={classes.back}>
          <IconArrowLeft size={18} aria-hidden="true" />
          {backToHome}
        </Anchor>
      )}
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={1} id={titleId} className={classes.title}>
        {title}
      </Title>
      {intro && <Text className={classes.lead}>{intro}</Text>}
    </Container>
  );
}
