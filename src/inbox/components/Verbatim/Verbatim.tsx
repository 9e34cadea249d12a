import classes from './Verbatim.module.css';

/**
 * What a visitor typed, exactly as typed: as text (React escapes it; it is never markup), every
 * line kept, each line's direction its own (`dir="auto"`), so right-to-left words are isolated
 * from the page and from the lines around them.
 */
export function Verbatim({ text }: { text: string }) {
  return (
    <span className={classes.text}>
      {text.split('\n').map((line, index) => (
        <span key={index} className={classes.line} dir="auto">
          {line}
        </span>
      ))}
    </span>
  );
}
