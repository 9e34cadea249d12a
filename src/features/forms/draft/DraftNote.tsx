import { Button, Text } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { formCommon } from '../../../content/forms';
import classes from './DraftNote.module.css';

/** Over a form whose fields came back from the draft this tab kept: said quietly, with the one
 * control that empties the form. The control goes with the note, so `onClear` also moves focus
 * (useFieldForm's startAgain). */
export function DraftNote({ onClear }: { onClear: () => void }) {
  return (
    <div className={classes.note}>
      <Text className={classes.text}>
        <Icon name="clock" size={18} />
        {formCommon.draft.kept}
      </Text>
      <Button type="button" variant="subtle" color="gray" size="compact-sm" className={classes.clear} onClick={onClear}>
        {formCommon.draft.clear}
      </Button>
    </div>
  );
}
