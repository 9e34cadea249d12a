import { Button } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { ResponsiveImage } from '../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../common/components/Section/Section';
import { sectionHeadings } from '../../content/home';
import { portfolioContent, projectCategories, projects, type Project } from '../../content/portfolio';
import { usePortfolioFilter } from './usePortfolioFilter';
import { inPlaceLink } from '../../common/navigation/plainClick';
import { filterQueryKey, homeAnchors, paths } from '../../content/routes';
import { Link } from 'wouter';
import classes from './Portfolio.module.css';

/** A filter button: the app filters in place; before its code has run, the button submits the
 * filter's form, and the page that loads applies the category (`usePortfolioFilter`). */
function FilterButton(props: { active: boolean; category: string | null; onChoose: () => void; children: string }) {
  return (
    <Button
      type="submit"
      name={props.category === null ? undefined : filterQueryKey}
      value={props.category ?? undefined}
      variant={props.active ? 'filled' : 'default'}
      className={props.active ? classes.filterActive : undefined}
      radius="xl"
      aria-pressed={props.active}
      onClick={(event) => {
        event.preventDefault();
        props.onChoose();
      }}
    >
      {props.children}
    </Button>
  );
}

interface PortfolioProps {
  onViewProject: (project: Project) => void;
  onViewAll: () => void;
  /** Fetch the code of the image viewer and of the gallery, when a visitor is about to open one. */
  onPrepareViewer?: () => void;
  onPrepareGallery?: () => void;
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

/**
 * The category filter, the project grid and the way into the gallery. Also the /portfolio page.
 * View All Projects is a link to /portfolio that the app turns into the gallery. The filter is a
 * form that reloads this page with the category before the app has started; a static host cannot
 * filter, so without JavaScript the filter is hidden and every project is listed.
 */
export function Portfolio({
  onViewProject,
  onViewAll,
  onPrepareViewer,
  onPrepareGallery,
  labelledBy,
  firstImageAboveFold = false,
}: PortfolioProps) {
  const filter = usePortfolioFilter();
  const shown = filter.category === null ? projects : projects.filter((p) => p.category === filter.category);
  const viewAll = (
    <Button
      component="a"
      href={paths.portfolio}
      size="md"
      variant="default"
      {...inPlaceLink(onViewAll, onPrepareGallery)}
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
  // The page the filter's form reloads: this one, scrolled to the filter.
  const filterAction = `${labelledBy ? paths.portfolio : paths.home}#${homeAnchors.portfolio}`;
  const EmptyTitle = `h${titleOrder}` as const;

  return (
    <Section id={homeAnchors.portfolio} tone="sunken" {...heading}>
      {labelledBy && <div className={classes.pageActions}>{viewAll}</div>}
      <form
        method="get"
        action={filterAction}
        role="group"
        aria-label={portfolioContent.filterLabel}
        className={classes.filters}
        data-needs-script
      >
        <FilterButton active={filter.category === null} category={null} onChoose={filter.showAll}>
          {portfolioContent.allLabel}
        </FilterButton>
        {projectCategories.map((category) => (
          <FilterButton
            key={category}
            active={category === filter.category}
            category={category}
            onChoose={() => filter.select(category)}
          >
            {category}
          </FilterButton>
        ))}
      </form>
      <p className={classes.count} aria-live="polite">
        {portfolioContent.showing(shown.length, filter.category)}
      </p>

      {shown.length > 0 || filter.category === null ? (
        <ul className={classes.grid}>
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                view={inPlaceLink(() => onViewProject(project), onPrepareViewer)}
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
