import { Text } from '@mantine/core';
import { formCommon } from '../../../content/forms';
import classes from './RetentionNote.module.css';

/** Under a form's submit button: what is kept of what is sent, why and for how long. The privacy
 * policy, which says more, is linked from every page's footer. */
export function RetentionNote() {
  return <Text className={classes.note}>{formCommon.storedNote}</Text>;
}
