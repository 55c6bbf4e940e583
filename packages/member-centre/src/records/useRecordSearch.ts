import { useCallback, useState } from 'react';
import {
  initialRangeChoice,
  presetRange,
  rangeOfChoice,
  type DayRange,
  type RangeChoice,
  type RangeProblem,
} from '../common/recordRange';

/**
 * The filters of a record page: what the form shows (`draft`, changed freely) and what the list was asked for
 * (`applied`, changed only by a search whose range is valid), with the page of the applied filters and the count of
 * searches, which a page's query key holds so that each search asks the platform again. A failed load or a
 * refused range keeps both as they were.
 */
export function useRecordSearch<Extra extends object>(initial: Extra) {
  const [draft, setDraft] = useState<Extra & { range: RangeChoice }>(() => ({
    ...initial,
    range: initialRangeChoice(new Date()),
  }));
  const [applied, setApplied] = useState<Extra & { range: DayRange }>(() => ({
    ...initial,
    range: presetRange('last7', new Date()),
  }));
  const [problem, setProblem] = useState<RangeProblem | undefined>();
  const [page, setPage] = useState(1);
  /** Searches made: each asks afresh, even for the filters already shown (the player wants what is new). */
  const [searches, setSearches] = useState(0);

  /**
   * Applies the form's filters from the first page, presets reckoned from now; false when the range is refused. The
   * same function until the form changes, so a form kept apart (memo) is not drawn again while the list pages.
   */
  const search = useCallback((): boolean => {
    const checked = rangeOfChoice(draft.range, new Date());
    if ('problem' in checked) {
      setProblem(checked.problem);
      return false;
    }
    setProblem(undefined);
    setApplied({ ...draft, range: checked.range });
    setPage(1);
    setSearches((count) => count + 1);
    return true;
  }, [draft]);

  return { draft, setDraft, applied, searches, problem, page, setPage, search };
}
