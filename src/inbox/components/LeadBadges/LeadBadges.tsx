import { Badge } from '@mantine/core';
import type { EmailState } from '../../../contract/inbox';
import type { PipelineStatus, SpamFlag } from '../../../contract/lead';
import { deliveryLabel, deliveryTone, flagLabel, statusColor, statusLabel } from '../../format/labels';
import classes from './LeadBadges.module.css';

/** Where a lead stands in the pipeline. */
export function StatusBadge({ status }: { status: PipelineStatus }) {
  return (
    <Badge
      color={statusColor[status]}
      variant={status === 'new' ? 'filled' : 'dot'}
      radius="sm"
      size="md"
      className={classes.badge}
      data-status={status}
    >
      {statusLabel[status]}
    </Badge>
  );
}

/** Why a lead is flagged as possible spam. */
export function FlagBadge({ flag }: { flag: SpamFlag }) {
  return (
    <Badge
      color="var(--inbox-flag)"
      variant="outline"
      radius="sm"
      size="md"
      className={`${classes.badge} ${classes.flag}`}
    >
      {flagLabel[flag]}
    </Badge>
  );
}

/** Where its e-mail to the agency stands: a dot in the state's tone and its words. */
export function DeliveryState({ delivery }: { delivery: EmailState }) {
  return (
    <span className={`${classes.delivery} ${classes[deliveryTone[delivery]]}`}>
      <span className={classes.dot} aria-hidden />
      {deliveryLabel[delivery]}
    </span>
  );
}
