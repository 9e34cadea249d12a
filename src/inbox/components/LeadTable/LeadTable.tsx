import { Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useDeferredValue } from 'react';
import { Link, useLocation } from 'wouter';
import type { LeadSummary } from '../../../contract/inbox';
import { inboxContent } from '../../../content/inbox';
import { formLabel } from '../../format/labels';
import { indianDateTime, shortIndianDateTime } from '../../format/time';
import { leadPath } from '../../paths';
import { DeliveryState, FlagBadge, StatusBadge } from '../LeadBadges/LeadBadges';
import classes from './LeadTable.module.css';

const words = inboxContent.list;

/** Where the list shows its columns; narrower, one stacked column a row. */
export const WIDE_LIST = '(min-width: 62em)';

/** Rows drawn first, before the rest of the page's: more than the tallest screen shows at once. */
const FIRST_ROWS = 15;

function Received({ at }: { at: string }) {
  return (
    <time className={classes.time} dateTime={at} title={`${indianDateTime(at)} IST`}>
      {shortIndianDateTime(at)}
    </time>
  );
}

function Name({ lead }: { lead: LeadSummary }) {
  return (
    <Link href={leadPath(lead.id)} className={classes.name}>
      {lead.unread && (
        <>
          <span className={classes.unreadDot} aria-hidden />
          <VisuallyHidden>{`${words.unread}:`}</VisuallyHidden>{' '}
        </>
      )}
      <bdi>{lead.name}</bdi>
    </Link>
  );
}

function FirstLine({ lead }: { lead: LeadSummary }) {
  return (
    <span className={classes.firstLine} dir="auto" title={lead.firstLine}>
      {lead.firstLine}
    </span>
  );
}

/** The form, and the service and budget where the form asks for them. */
const metaOf = (lead: LeadSummary) => [formLabel[lead.form], lead.service, lead.budget].filter(Boolean).join(' · ');

const wideColumns: Array<DataTableColumn<LeadSummary>> = [
  {
    accessor: 'name',
    title: words.columns.lead,
    width: 250,
    render: (lead) => (
      <div>
        <Name lead={lead} />
        <div className={classes.contact}>
          <bdi className={classes.keep}>{lead.email}</bdi>
        </div>
        <div className={classes.contact}>
          <bdi className={classes.keep}>{lead.phone}</bdi>
        </div>
      </div>
    ),
  },
  {
    accessor: 'firstLine',
    title: words.columns.message,
    cellsClassName: classes.messageCell,
    render: (lead) => (
      <div>
        <FirstLine lead={lead} />
        <div className={classes.meta}>{metaOf(lead)}</div>
      </div>
    ),
  },
  {
    accessor: 'receivedAt',
    title: words.columns.received,
    width: 150,
    noWrap: true,
    render: (lead) => <Received at={lead.receivedAt} />,
  },
  {
    accessor: 'status',
    title: words.columns.status,
    width: 180,
    render: (lead) => (
      <div className={classes.statusCell}>
        <div className={classes.badges}>
          <StatusBadge status={lead.status} />
          {lead.flag && <FlagBadge flag={lead.flag} />}
        </div>
        <DeliveryState delivery={lead.delivery} />
      </div>
    ),
  },
  {
    accessor: 'assignee',
    title: words.columns.assignee,
    width: 150,
    render: (lead) =>
      lead.assignee ? (
        <Text size="sm">{lead.assignee.name}</Text>
      ) : (
        <Text c="dimmed" size="sm">
          <span aria-hidden>{words.nobody}</span>
          <VisuallyHidden>{inboxContent.lead.nobody}</VisuallyHidden>
        </Text>
      ),
  },
];

const narrowColumns: Array<DataTableColumn<LeadSummary>> = [
  {
    accessor: 'name',
    title: words.columns.lead,
    render: (lead) => (
      <div className={classes.phoneCell}>
        <div className={classes.phoneTop}>
          <Name lead={lead} />
          <Received at={lead.receivedAt} />
        </div>
        <div className={classes.contact}>
          <bdi className={classes.keep}>{lead.email}</bdi> · <bdi className={classes.keep}>{lead.phone}</bdi>
        </div>
        <FirstLine lead={lead} />
        <div className={classes.badges}>
          <StatusBadge status={lead.status} />
          {lead.flag && <FlagBadge flag={lead.flag} />}
          <DeliveryState delivery={lead.delivery} />
          <span className={classes.meta}>{metaOf(lead)}</span>
          {lead.assignee && <span className={classes.meta}>{`→ ${lead.assignee.name}`}</span>}
        </div>
      </div>
    ),
  },
];

/** The leads as a table: each row its lead's essentials, unread ones bold with a marigold edge.
 * A row's name is the link to the lead (a click anywhere on the row goes there too). */
export function LeadTable({ leads, fetching }: { leads: LeadSummary[]; fetching: boolean }) {
  const wide = useMediaQuery(WIDE_LIST, false, { getInitialValueInEffect: false });
  // The first screen of rows is drawn at once, the rest (and any later change) in the background:
  // a slow phone shows the list without first laying out rows below its screen.
  const shown = useDeferredValue(leads, leads.slice(0, FIRST_ROWS));
  const [, navigate] = useLocation();
  return (
    <DataTable<LeadSummary>
      className={classes.table}
      records={shown}
      idAccessor="id"
      columns={wide ? wideColumns : narrowColumns}
      noHeader={!wide}
      fetching={fetching}
      highlightOnHover
      withTableBorder
      borderRadius="md"
      verticalSpacing="sm"
      horizontalSpacing="md"
      rowClassName={(lead) => `${classes.row} ${lead.unread ? classes.unread : ''}`}
      customRowAttributes={(lead) => ({ 'data-unread': lead.unread || undefined })}
      onRowClick={({ record, event }) => {
        // The name's own link has gone there already.
        if ((event.target as Element).closest('a')) return;
        navigate(leadPath(record.id));
      }}
    />
  );
}
