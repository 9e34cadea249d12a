import type { ReactNode } from 'react';
import { useArrival } from '../../navigation/pagePlacement';
import classes from './Section.module.css';

/** The section's own heading: its eyebrow, title and intro, with something beside them. */
interface OwnHeading {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Heading level of the section title: 2 on the home page, 1 when it is the page itself. */
  titleOrder?: 1 | 2;
  headerAside?: ReactNode;
  labelledBy?: never;
}

/** A section that is a page's whole content, under the page's own heading (its id), which it
 * does not repeat. */
interface PageHeading {
  labelledBy: string;
  eyebrow?: never;
  title?: never;
  intro?: never;
  titleOrder?: never;
  headerAside?: never;
}

type SectionProps = (OwnHeading | PageHeading) & {
  id: string;
  /** `sunken` and `ink` give alternate sections their own ground. */
  tone?: 'plain' | 'sunken' | 'ink';
  children: ReactNode;
};

/** A home page section: the anchor target, its eyebrow and heading, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  titleOrder = 2,
  headerAside,
  labelledBy,
  children,
}: SectionProps) {
  useArrival(id);
  const headingId = labelledBy ?? `${id}-title`;
  const Heading = titleOrder === 1 ? 'h1' : 'h2';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={classes.section}
      data-tone={tone}
      data-under-page-heading={labelledBy ? true : undefined}
    >
      <div className={classes.container}>
        {title !== undefined && (
          <div className={classes.header}>
            <div>
              <p className={classes.eyebrow}>{eyebrow}</p>
              <Heading id={headingId} className={classes.title}>
                {title}
              </Heading>
              {intro && <p className={classes.intro}>{intro}</p>}
            </div>
            {headerAside}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
