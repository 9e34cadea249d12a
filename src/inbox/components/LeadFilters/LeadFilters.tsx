import { Badge, Button, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import type { LeadFilters as Filters } from '../../../contract/inbox';
import { leadFormNames, pipelineStatuses } from '../../../contract/lead';
import { inboxContent } from '../../../content/inbox';
import { useStaff } from '../../api/queries';
import { formLabel, statusLabel } from '../../format/labels';
import { useSession } from '../../session/SessionContext';
import { Icon } from '../Icon/Icon';
import { WIDE_LIST } from '../LeadTable/LeadTable';
import classes from './LeadFilters.module.css';

const words = inboxContent.list;

/** How long the search waits after the last key before it asks. */
const SEARCH_DEBOUNCE_MS = 300;

type Choice = keyof Filters;

/**
 * The list's filters, which live in the address (so a filtered list can be shared, and Back
 * undoes a filter): search, status, form, who it is assigned to, flagged leads, and the days
 * received. On a phone they fold under one "Filters" line, with a count of those in use.
 */
export function LeadFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const wide = useMediaQuery(WIDE_LIST, false, { getInitialValueInEffect: false });
  const staff = useStaff();
  const me = useSession().me;
  const search = useRef<HTMLInputElement>(null);
  const set = (key: Choice, value: string | null) => {
    const next = { ...filters, [key]: value || undefined };
    onChange(Object.fromEntries(Object.entries(next).filter(([, each]) => each !== undefined)) as Filters);
  };
  const searchFor = useDebouncedCallback((value: string) => set('q', value.trim()), SEARCH_DEBOUNCE_MS);
  const inUse = Object.keys(filters).filter((key) => key !== 'q').length;
  const clear = () => {
    if (search.current) search.current.value = '';
    onChange({});
  };

  const choices = (
    <div className={classes.grid}>
      <NativeSelect
        label={words.status}
        value={filters.status ?? ''}
        onChange={(event) => set('status', event.currentTarget.value)}
        data={[
          { value: '', label: words.anyStatus },
          ...pipelineStatuses.map((value) => ({ value, label: statusLabel[value] })),
        ]}
      />
      <NativeSelect
        label={words.form}
        value={filters.form ?? ''}
        onChange={(event) => set('form', event.currentTarget.value)}
        data={[
          { value: '', label: words.anyForm },
          ...leadFormNames.map((value) => ({ value, label: formLabel[value] })),
        ]}
      />
      <NativeSelect
        label={words.assignee}
        value={filters.assignee ?? ''}
        onChange={(event) => set('assignee', event.currentTarget.value)}
        data={[
          { value: '', label: words.anyone },
          { value: 'me', label: words.mine },
          { value: 'none', label: words.unassigned },
          ...(staff.data ?? [])
            .filter((member) => member.id !== me?.id)
            .map((member) => ({ value: member.id, label: member.name })),
        ]}
      />
      <NativeSelect
        label={words.spam}
        value={filters.spam ?? ''}
        onChange={(event) => set('spam', event.currentTarget.value)}
        data={[
          { value: '', label: words.spamOptions.all },
          { value: 'only', label: words.spamOptions.only },
          { value: 'none', label: words.spamOptions.none },
        ]}
      />
      <TextInput
        type="date"
        label={words.from}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => set('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={words.to}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => set('to', event.currentTarget.value)}
      />
    </div>
  );

  return (
    <section className={classes.bar} aria-label={words.filters}>
      <TextInput
        ref={search}
        type="search"
        label={words.search}
        placeholder={words.searchPlaceholder}
        leftSection={<Icon name="search" />}
        defaultValue={filters.q ?? ''}
        onChange={(event) => searchFor(event.currentTarget.value)}
      />
      {wide ? (
        choices
      ) : (
        <details className={classes.details} open={inUse > 0 || undefined}>
          <summary>
            <Icon name="filter" />
            {words.filters}
            {inUse > 0 && (
              <Badge size="sm" circle color="marigold">
                {inUse}
              </Badge>
            )}
          </summary>
          {choices}
        </details>
      )}
      {(inUse > 0 || filters.q) && <Footer onClear={clear} />}
    </section>
  );
}

function Footer({ onClear }: { onClear: () => void }): ReactNode {
  return (
    <div className={classes.footer}>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {words.clear}
      </Button>
    </div>
  );
}
