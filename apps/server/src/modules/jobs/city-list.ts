// A search over several cities (an expectation names up to JOB_CITY_LIST_MAX): each city is one search the
// indexes serve as they are, and their pages are merged in the board's order. A comma list in `city` asks it.
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import { type HotJobsInput, JOB_SEARCH_DEPTH, type JobResponse } from '@app/shared/jobs';
import type { SearchPage } from './search.ts';
import { INTERN_MONTHLY_PAY } from './tables.ts';

type Window = { limit: number; offset: number };
type SearchOne = (input: HotJobsInput, page: Window) => Promise<SearchPage>;
type Listed = Pick<JobResponse, 'id' | 'publish_time' | 'salary_end' | 'recruitment_type'>;

/** The most a job pays a month, as the salary sort compares it (tables.ts monthlyPayOf). */
function monthlyPay(job: Listed): number {
  return job.recruitment_type === RECRUITMENT_TYPE.intern
    ? job.salary_end * INTERN_MONTHLY_PAY
    : job.salary_end;
}

/** The board's orders: newest first, or best paid first; the higher id breaks ties in both. */
function compareFor(input: HotJobsInput): (a: Listed, b: Listed) => number {
  if (input.sort_by === 'salary') return (a, b) => monthlyPay(b) - monthlyPay(a) || b.id - a.id;
  return (a, b) => Date.parse(b.publish_time) - Date.parse(a.publish_time) || b.id - a.id;
}

/**
 * The page `page` of the jobs in any of `cities`: each city's first offset+limit jobs (no job of a page
 * can lie deeper in its own city), merged, then the page cut out. The count is the cities' counts added.
 */
export async function searchCities(
  search: SearchOne,
  input: HotJobsInput,
  cities: string[],
  page: Window,
): Promise<SearchPage> {
  const depth = Math.min(page.offset + page.limit, JOB_SEARCH_DEPTH);
  const decoder = new TextDecoder();
  const jobs: Listed[] = [];
  let total = 0;
  // One after the other: a search is a database statement, and several at once would only queue there.
  for (const city of cities) {
    const one = await search({ ...input, city }, { limit: depth, offset: 0 });
    jobs.push(...(JSON.parse(decoder.decode(one.lists)) as Listed[]));
    total += one.total;
  }
  const shown = jobs.sort(compareFor(input)).slice(page.offset, page.offset + page.limit);
  return { lists: new TextEncoder().encode(JSON.stringify(shown)), total: Math.min(total, JOB_SEARCH_DEPTH) };
}
