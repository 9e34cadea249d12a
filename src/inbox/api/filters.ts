import { leadFormNames, pipelineStatuses, type LeadFormName, type PipelineStatus } from '../../contract/lead';
import { leadsQuery, type LeadFilters } from '../../contract/inbox';

/** A day as the filters take it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The list's filters from its address's query (the same parameters the API takes, so a filtered
 * list is a link to share or to come back to): what is not a valid filter is left out.
 */
export function filtersFromSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : undefined);
  const filters: LeadFilters = {
    status: oneOf<PipelineStatus>(pipelineStatuses, params.get('status')),
    form: oneOf<LeadFormName>(leadFormNames, params.get('form')),
    from: day('from'),
    to: day('to'),
    spam: oneOf(['only', 'none'] as const, params.get('spam')),
    assignee: text('assignee'),
    q: text('q'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as LeadFilters;
}

/** The list's address for these filters. */
export const listSearch = (filters: LeadFilters) => `/${leadsQuery(filters)}`;

export const hasFilters = (filters: LeadFilters) => Object.keys(filters).length > 0;
