import { iconId, type IconName } from './iconNames';
import classes from './Icon.module.css';

interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon, drawn from the page's sprite: two elements and no path data in the
 * JavaScript, however often it appears. Hidden from assistive technology: the control or text
 * beside it carries the meaning.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className ? `${classes.icon} ${className}` : classes.icon}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
