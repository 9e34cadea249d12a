import type { LegalPage } from '../../content/legal';
import { PageIntro } from '../../common/components/PageIntro/PageIntro';
import classes from './LegalDocument.module.css';

/** A short legal page (privacy, terms) from its content. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <PageIntro title={page.heading} intro={page.intro} />
      <div className={classes.document}>
        <p className={classes.updated}>{page.updated}</p>
        <div className={classes.sections}>
          {page.sections.map((section) => (
            <section key={section.heading}>
              <h2 className={classes.heading}>{section.heading}</h2>
              <div className={classes.paragraphs}>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
