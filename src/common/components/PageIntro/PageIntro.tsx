import { Icon } from '../Icon/Icon';
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
    <div className={classes.intro}>
      {backLink && (
        <Link href={paths.home} className={classes.back}>
          <Icon name="arrow-left" size={18} />
          {backToHome}
        </Link>
      )}
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <h1 id={titleId} className={classes.title}>
        {title}
      </h1>
      {intro && <p className={classes.lead}>{intro}</p>}
    </div>
  );
}
