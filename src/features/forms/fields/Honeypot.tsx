import { signalFields } from '../../../contract/lead';
import { formCommon } from '../../../content/forms';
import classes from './Honeypot.module.css';

/**
 * A field people never see or hear, named as a bot takes for a field to fill: off screen, hidden
 * from assistive technology, out of the Tab order and of autofill. A bot that fills every field fills it too, and the lead service stores
 * that submission flagged and sends no e-mail about it. Uncontrolled: the form reads it at submit.
 */
export function Honeypot() {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label>
        {formCommon.honeypotLabel}
        <input type="text" name={signalFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
