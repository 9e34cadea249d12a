import { Button } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { ResponsiveImage } from '../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../common/components/Section/Section';
import { sectionHeadings } from '../../content/home';
import { portfolioContent, projectCategories, projects, type Project } from '../../content/portfolio';
import { usePortfolioFilter } from './usePortfolioFilter';
import { inPlaceLink } from '../../common/navigation/plainClick';
import type { OpenerOf } from '../../common/overlay/useOverlay';
import { toViewerImage } from '../../common/overlay/viewerImage';
import type { galleryMachine } from '../../../machines/galleryMachine';
import type { imageViewerMachine } from '../../../machines/imageViewerMachine';
import type { KeyboardEvent } from 'react';
import { homeAnchors, paths, portfolioFilterHref } from '../../content/routes';
import { Link } from 'wouter';
import classes from './Portfolio.module.css';

/**
 * A filter button. Before the app's code has run it is a link to this page with the category in
 * its query, which the app applies once it runs (`usePortfolioFilter`); once the app runs, a press
 * filters in place. A link, not a form's submit button: Chromium draws a skipped section
 * (`content-visibility: auto`) at load when it holds a form's controls.
 */
function FilterButton(props: { active: boolean; href: string; onChoose: () => void; children: string }) {
  return (
    <Button
      component="a"
      href={props.href}
      role="button"
      aria-pressed={props.active}
      variant={props.active ? 'filled' : 'default'}
      className={props.active ? classes.filterActive : undefined}
      radius="xl"
      {...inPlaceLink(props.onChoose)}
      // Enter presses a link as it does a button; Space, a button's other key, does not.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        props.onChoose();
      }}
    >
      {props.children}
    </Button>
  );
}

interface PortfolioProps {
  /** View Project opens a project's image in it. */
  viewer: OpenerOf<typeof imageViewerMachine>;
  /** View All Projects opens it at the first project. */
  gallery: OpenerOf<typeof galleryMachine>;
  /** On /portfolio: the id of the page's own heading, which the section then does not repeat. */
  labelledBy?: string;
  /** On /portfolio the first card's image is in the first screen, the page's largest paint: it
   * loads at once instead of waiting for layout, as lazy images do. */
  firstImageAboveFold?: boolean;
}

/** A card's title is one level below the section's heading: h3 under the home section's h2, h2
 * under the /portfolio page's h1 (headings never skip a level). */
type CardTitleOrder = 2 | 3;

/** A project: its image and View Project link to the image file, which the app opens in the viewer. */
function ProjectCard({
  project,
  view,
  titleOrder,
  priority,
}: {
  project: Project;
  view: ReturnType<typeof inPlaceLink>;
  titleOrder: CardTitleOrder;
  priority: boolean;
}) {
  const Title = `h${titleOrder}` as const;
  return (
    <article className={classes.card}>
      <a href={project.image.img.src} className={classes.imageLink} {...view} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          picture={project.image}
          alt=""
          sizes="(min-width: 75em) 380px, (min-width: 48em) 45vw, 92vw"
          priority={priority}
          className={classes.image}
        />
      </a>
      <div className={classes.body}>
        <span className={classes.category}>{project.category}</span>
        <Title className={classes.title}>{project.title}</Title>
        <p className={classes.description}>{project.description}</p>
        <Button
          component="a"
          href={project.image.img.src}
          variant="subtle"
          {...view}
          aria-haspopup="dialog"
          rightSection={<Icon name="photo-search" size={18} />}
          className={classes.view}
          aria-label={portfolioContent.viewProjectLabel(project.title)}
        >
          {portfolioContent.viewProject}
        </Button>
      </div>
    </article>
  );
}

/** The category filter, the project grid and the way into the gallery (View All Projects, a link
 * to /portfolio), on the home page and as the /portfolio page. Without JavaScript the filter is
 * hidden, since a static host cannot filter, and every project is listed. */
export function Portfolio({ viewer, gallery, labelledBy, firstImageAboveFold = false }: PortfolioProps) {
  const filter = usePortfolioFilter();
  const shown = filter.category === null ? projects : projects.filter((p) => p.category === filter.category);
  const viewAll = (
    <Button
      component="a"
      href={paths.portfolio}
      size="md"
      variant="default"
      {...inPlaceLink(() => gallery.open({ index: 0 }), gallery.prepare)}
      aria-haspopup="dialog"
      leftSection={<Icon name="layout-grid" size={18} />}
      className={classes.viewAll}
    >
      {portfolioContent.viewAll}
    </Button>
  );
  // On the home page the section has its own heading; on /portfolio the page's heading is its.
  const heading = labelledBy ? { labelledBy } : { ...sectionHeadings.portfolio, headerAside: viewAll };
  const titleOrder: CardTitleOrder = labelledBy ? 2 : 3;
  const filterHref = (category: string | null) =>
    portfolioFilterHref(labelledBy ? paths.portfolio : paths.home, category);
  const EmptyTitle = `h${titleOrder}` as const;

  return (
    <Section id={homeAnchors.portfolio} tone="sunken" {...heading}>
      {labelledBy && <div className={classes.pageActions}>{viewAll}</div>}
      <div role="group" aria-label={portfolioContent.filterLabel} className={classes.filters} data-needs-script>
        <FilterButton active={filter.category === null} href={filterHref(null)} onChoose={filter.showAll}>
          {portfolioContent.allLabel}
        </FilterButton>
        {projectCategories.map((category) => (
          <FilterButton
            key={category}
            active={category === filter.category}
            href={filterHref(category)}
            onChoose={() => filter.select(category)}
          >
            {category}
          </FilterButton>
        ))}
      </div>
      <p className={classes.count} aria-live="polite">
        {portfolioContent.showing(shown.length, filter.category)}
      </p>

      {shown.length > 0 || filter.category === null ? (
        <ul className={classes.grid}>
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                view={inPlaceLink(
                  () => viewer.open({ image: toViewerImage(project.image, project.imageAlt) }),
                  viewer.prepare,
                )}
                titleOrder={titleOrder}
                priority={firstImageAboveFold && index === 0}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={classes.empty}>
          <EmptyTitle className={classes.emptyTitle}>{portfolioContent.empty.title(filter.category)}</EmptyTitle>
          <p className={classes.emptyBody}>{portfolioContent.empty.body}</p>
          <Button
            component={Link}
            href={portfolioContent.empty.href}
            size="md"
            rightSection={<Icon name="arrow-up-right" size={18} />}
          >
            {portfolioContent.empty.cta}
          </Button>
        </div>
      )}
    </Section>
  );
}
