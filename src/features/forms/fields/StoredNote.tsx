import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { formCommon } from '../../../content/forms';
import { paths } from '../../../content/routes';
import classes from './StoredNote.module.css';

/** Under a form's submit button: what is kept of what is sent, why and for how long. */
export function StoredNote() {
  return (
    <Text className={classes.note}>
      {formCommon.storedNote.text}{' '}
      <Anchor component={Link} href={paths.privacy} className={classes.link}>
        {formCommon.storedNote.link}
      </Anchor>
    </Text>
  );
}
