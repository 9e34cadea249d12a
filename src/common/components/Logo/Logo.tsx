import { agency, wordmarkSuffix } from '../../../content/agency';
import classes from './Logo.module.css';

/** The agency's mark and wordmark. Decorative mark; the wordmark is the accessible text. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={classes.logo} data-inverted={inverted || undefined}>
      <svg className={classes.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="20" fill="var(--mantine-color-marigold-5)" />
        <path
          d="M13 29V11h8.2c4.1 0 6.6 2.2 6.6 5.6 0 2.6-1.5 4.4-3.9 5.1L28.5 29h-4.6l-4.1-6.9h-2.6V29H13Zm4.2-10.4h3.7c1.7 0 2.7-.8 2.7-2.1s-1-2.1-2.7-2.1h-3.7v4.2Z"
          fill="#15122e"
        />
      </svg>
      <span className={classes.word}>
        {/* The space stays outside the lighter span: axe (Lighthouse's Label-in-Name check) joins
            an element's own text to its child's without it and reads "RangrezCreative". */}
        {agency.shortName} <span className={classes.suffix}>{wordmarkSuffix}</span>
      </span>
    </span>
  );
}
