import type { ReactNode } from 'react';
import { headerContent } from '../../content/navigation';
import { Footer } from '../../features/footer/Footer';
import { Header } from '../../features/header/Header';
import classes from './PageShell.module.css';

/** Skip link, fixed header, the page's main landmark, footer. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={classes.skip}>
        {headerContent.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
