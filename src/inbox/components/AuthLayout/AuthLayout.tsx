import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { agency } from '../../../content/agency';
import { inboxContent } from '../../../content/inbox';
import classes from './AuthLayout.module.css';

/** The pages before signing in: the brand above one card, centred, on the site's paper or ink. */
export function AuthLayout({
  heading,
  children,
  footnote,
}: {
  heading?: string;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <div className={classes.brand}>
          <span className={classes.wordmark}>{agency.name}</span>
          <Badge variant="light" color="marigold" radius="sm">
            {inboxContent.badge}
          </Badge>
        </div>
        <section className={classes.card} aria-labelledby={heading ? 'auth-heading' : undefined}>
          {heading && (
            <h1 id="auth-heading" className={classes.heading} tabIndex={-1}>
              {heading}
            </h1>
          )}
          {children}
        </section>
        {footnote && <p className={classes.footnote}>{footnote}</p>}
      </div>
    </main>
  );
}
