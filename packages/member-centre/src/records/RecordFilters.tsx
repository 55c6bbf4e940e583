import { Button } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import type { ReactNode } from 'react';
import { Actions } from '../common/page.styles';
import type { RangeChoice, RangeProblem } from '../common/recordRange';
import { RecordRange } from './RecordRange';
import { recordRangeMessages as m } from './RecordRange.messages';
import { Filters } from './records.styles';

interface RecordFiltersProps {
  /** The record's own filters (a product, a vendor, a type), before the period. */
  children: ReactNode;
  range: RangeChoice;
  onRangeChange: (range: RangeChoice) => void;
  problem: RangeProblem | undefined;
  /** A search is on its way: the button says so. */
  searching: boolean;
  onSearch: () => void;
}

/** A record's filter form: its own filters, the period, and the search that applies them. */
export function RecordFilters({ children, range, onRangeChange, problem, searching, onSearch }: RecordFiltersProps) {
  const intl = useIntl();
  return (
    <Filters
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <RecordRange value={range} onChange={onRangeChange} problem={problem} />
      <Actions>
        <Button type="submit" loading={searching}>
          {intl.formatMessage(m.search)}
        </Button>
      </Actions>
    </Filters>
  );
}
