import { Icon } from '../../../common/components/Icon/Icon';
import { ResponsiveImage } from '../../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../../common/components/Section/Section';
import { about } from '../../../content/about';
import { sectionHeadings } from '../../../content/home';
import { homeAnchors } from '../../../content/routes';
import classes from './About.module.css';

const statements = [
  { ...about.vision, tone: 'ink' },
  { ...about.mission, tone: 'marigold' },
] as const;

/** Vision and mission, the founders, the values and the impact figures: text only, nothing that
 * behaves. */
export function About() {
  return (
    <Section id={homeAnchors.about} {...sectionHeadings.about}>
      <div className={classes.pair}>
        {statements.map(({ title, text, icon, tone }) => (
          <div key={title} className={classes.statement} data-tone={tone}>
            <Icon name={icon} size={32} className={classes.statementIcon} />
            <h3 className={classes.statementTitle}>{title}</h3>
            <p className={classes.statementText}>{text}</p>
          </div>
        ))}
      </div>

      <div className={classes.block}>
        <h3 className={classes.blockTitle}>{about.foundersTitle}</h3>
        <div className={classes.pair}>
          {about.founders.map((founder) => (
            <div key={founder.name} className={classes.founder}>
              <ResponsiveImage
                picture={founder.portrait}
                alt={founder.portraitAlt}
                sizes="112px"
                className={classes.portrait}
              />
              <div>
                <h4 className={classes.founderName}>{founder.name}</h4>
                <p className={classes.founderRole}>{founder.role}</p>
                <p className={classes.founderLine}>{founder.line}</p>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className={classes.block}>
        <h3 className={classes.blockTitle}>{about.valuesTitle}</h3>
        <div className={classes.values}>
          {about.values.map((value) => (
            <div key={value.title} className={classes.value}>
              <span className={classes.valueIcon}>
                <Icon name={value.icon} size={24} />
              </span>
              <h4 className={classes.valueTitle}>{value.title}</h4>
              <p className={classes.valueText}>{value.text}</p>
            </div>
          ))}
        </div>
      </div>

      <div className={classes.impact}>
        <h3 className={classes.impactTitle}>{about.impactTitle}</h3>
        <dl className={classes.impactList}>
          {about.impact.map((item) => (
            <div key={item.label} className={classes.impactItem}>
              <dt className={classes.impactLabel}>{item.label}</dt>
              <dd className={classes.impactNumber}>{item.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
