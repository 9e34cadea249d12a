import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FormPageLayout.module.css';

/** An inner form page's body: the form (or its success view), and a side card beside it on
 * desktop, under it on phones. */
export function FormPageLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Container className={classes.layout}>
      <div className={classes.main}>{children}</div>
      <div className={classes.aside}>{aside}</div>
    </Container>
  );
}
