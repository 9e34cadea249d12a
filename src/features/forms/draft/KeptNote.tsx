import { Button, Text } from '@mantine/core';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../../../common/components/Icon/Icon';
import { formCommon } from '../../../content/forms';
import classes from './KeptNote.module.css';
import '../../../common/styles/componentStyles';

/** Over a form whose fields came back from the draft this tab kept: said quietly, with the one
 * control that empties the form. The control goes with the note, so focus moves to the first
 * field, where the visitor starts again; clearing draws the fields anew, so focus goes there once
 * they are drawn. */
export function KeptNote({ onClear }: { onClear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const clear = () => {
    const form = ref.current?.closest('form');
    flushSync(onClear);
    form?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  };
  return (
    <div ref={ref} className={classes.note}>
      <Text className={classes.text}>
        <Icon name="clock" size={18} />
        {formCommon.draft.kept}
      </Text>
      <Button type="button" variant="subtle" color="gray" size="compact-sm" className={classes.clear} onClick={clear}>
        {formCommon.draft.clear}
      </Button>
    </div>
  );
}
