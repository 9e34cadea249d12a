import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { inboxApi, leadsQuery, type LeadFilters as Filters } from '../../contract/inbox';
import { inboxContent } from '../../content/inbox';
import { filtersFromSearch, hasFilters, listSearch } from '../api/filters';
import { useLeadPages } from '../api/queries';
import { Icon } from '../components/Icon/Icon';
import { LeadFilters } from '../components/LeadFilters/LeadFilters';
import { LeadTable } from '../components/LeadTable/LeadTable';
import classes from './LeadList.module.css';

const words = inboxContent.list;

/** The leads, newest first, as the filters in the address choose them, a page at a time; the tab
 * counts the unread. */
export function LeadListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  const pages = useLeadPages(filters);
  const leads = pages.data?.pages.flatMap((page) => page.leads) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const setFilters = (next: Filters) => navigate(listSearch(next), { replace: true });

  return (
    <>
      <title>{inboxContent.title(words.pageTitle, unread)}</title>
      <div className={classes.head}>
        <h1 className={classes.title}>
          {words.heading}
          {pages.data && <span className={classes.count}>{words.unreadCount(unread)}</span>}
        </h1>
        <Button
          component="a"
          href={`${inboxApi.exportCsv}${leadsQuery(filters)}`}
          download
          variant="default"
          leftSection={<Icon name="download" />}
          title={words.exportHint}
        >
          {words.export}
        </Button>
      </div>
      <div className={classes.stack}>
        <LeadFilters filters={filters} onChange={setFilters} />
        {pages.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={inboxContent.loading}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={64} radius="md" />
            ))}
          </Stack>
        ) : pages.isError ? (
          <Alert color="vermilion" variant="light" role="alert" title={words.failed}>
            <Button mt="xs" size="compact-sm" variant="light" color="vermilion" onClick={() => void pages.refetch()}>
              {words.retry}
            </Button>
          </Alert>
        ) : leads.length === 0 ? (
          <div className={classes.empty}>
            <Icon name="inbox" size={32} />
            <Text>{hasFilters(filters) ? words.emptyFiltered : words.empty}</Text>
            {hasFilters(filters) && (
              <Button variant="light" onClick={() => setFilters({})}>
                {words.clear}
              </Button>
            )}
          </div>
        ) : (
          <>
            <LeadTable leads={leads} fetching={pages.isPlaceholderData} />
            <div className={classes.more}>
              {pages.hasNextPage ? (
                <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  {words.more}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {words.end}
                </Text>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
