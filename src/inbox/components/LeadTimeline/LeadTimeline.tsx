import { Timeline } from '@mantine/core';
import type { TimelineEntry } from '../../../contract/inbox';
import { inboxContent } from '../../../content/inbox';
import { formLabel, statusLabel } from '../../format/labels';
import { indianDateTime } from '../../format/time';
import type { LeadFormName } from '../../../contract/lead';
import { Icon, type IconName } from '../Icon/Icon';
import { Verbatim } from '../Verbatim/Verbatim';
import classes from './LeadTimeline.module.css';

const words = inboxContent.timeline;

interface Row {
  icon: IconName;
  color: string;
  what: string;
  by?: string;
  /** What a person wrote (a note) or chose (a reason): shown as they wrote it. */
  text?: string;
}

function rowOf(entry: TimelineEntry, form: LeadFormName): Row {
  switch (entry.kind) {
    case 'received':
      return { icon: 'inbox', color: 'marigold', what: words.received(formLabel[form]) };
    case 'emailed':
      return { icon: 'mail', color: 'teal', what: words.emailed };
    case 'emailFailing':
      return { icon: 'alertTriangle', color: 'vermilion', what: words.emailFailing(entry.attempts, entry.error) };
    case 'emailGaveUp':
      return { icon: 'alertTriangle', color: 'vermilion', what: words.emailGaveUp(entry.attempts, entry.error) };
    case 'notEmailed':
      return { icon: 'flag', color: 'gray', what: words.notEmailed[entry.why] };
    case 'moved':
      return {
        icon: 'arrowRight',
        color: 'indigo',
        what: words.moved(statusLabel[entry.from], statusLabel[entry.to]),
        by: words.by(entry.by?.name ?? null),
        ...(entry.reason ? { text: words.reason(entry.reason) } : {}),
      };
    case 'assigned':
      return {
        icon: 'userCheck',
        color: 'indigo',
        what: words.assigned(entry.to?.name ?? null),
        by: words.by(entry.by?.name ?? null),
      };
    case 'note':
      return {
        icon: 'note',
        color: 'marigold',
        what: words.note,
        by: words.by(entry.by?.name ?? null),
        text: entry.text,
      };
  }
}

/** A lead's history, newest first: one row per event, saying what, by whom and when. */
export function LeadTimeline({ entries, form }: { entries: TimelineEntry[]; form: LeadFormName }) {
  // Newest first; of two at the same moment, the one recorded later first.
  const newestFirst = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
  return (
    <Timeline bulletSize={28} lineWidth={2} active={-1}>
      {newestFirst.map((entry, index) => {
        const row = rowOf(entry, form);
        return (
          <Timeline.Item
            key={`${entry.at}-${index}`}
            bullet={
              <span
                className={classes.bullet}
                style={{ ['--bullet-color' as string]: `var(--mantine-color-${row.color}-filled)` }}
              >
                <Icon name={row.icon} size={15} />
              </span>
            }
          >
            <div className={classes.entry}>
              <span className={classes.what}>{row.what}</span>
              <span className={classes.when}>
                {row.by ? `${row.by} · ` : ''}
                <time dateTime={entry.at}>{indianDateTime(entry.at)}</time>
              </span>
              {row.text && (
                <div className={classes.text}>
                  <Verbatim text={row.text} />
                </div>
              )}
            </div>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
