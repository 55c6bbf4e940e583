import { recordLimits } from '@lobby/contract';
import { Select, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { Pager } from '../common/Pager';
import { rangePresets, type RangeChoice, type RangePreset, type RangeProblem } from '../common/recordRange';
import { recordRangeMessages as m } from './RecordRange.messages';
import { DayFields } from './records.styles';

interface RecordRangeProps {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
  /** What is wrong with the chosen days, shown at the field to change. */
  problem?: RangeProblem | undefined;
}

/**
 * The period of a record: a preset (today, yesterday, the last 7 or 30 days) or days of the player's choosing, whose
 * fields show only then. A problem with the days shows at the field it is about.
 */
export function RecordRange({ value, onChange, problem }: RecordRangeProps) {
  const intl = useIntl();
  const problemText = problem && intl.formatMessage(m[problem], { days: recordLimits.maxRangeDays });
  const startProblem = problem === 'startMissing' ? problemText : undefined;
  const endProblem = problem && problem !== 'startMissing' ? problemText : undefined;
  return (
    <>
      <Select
        label={intl.formatMessage(m.period)}
        value={value.preset}
        onValueChange={(preset) => onChange({ ...value, preset: preset as RangePreset })}
        options={rangePresets.map((preset) => ({ value: preset, label: intl.formatMessage(m[preset]) }))}
      />
      {value.preset === 'custom' && (
        <DayFields>
          <TextField
            type="date"
            label={intl.formatMessage(m.startDay)}
            value={value.startDay}
            onChange={(event) => onChange({ ...value, startDay: event.currentTarget.value })}
            error={startProblem}
          />
          <TextField
            type="date"
            label={intl.formatMessage(m.endDay)}
            value={value.endDay}
            onChange={(event) => onChange({ ...value, endDay: event.currentTarget.value })}
            error={endProblem}
          />
        </DayFields>
      )}
    </>
  );
}

interface RecordPagesProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** The pages of a record, named for assistive technology, in the language's digits; nothing for a single page. */
export function RecordPages({ page, totalPages, onPageChange }: RecordPagesProps) {
  const intl = useIntl();
  return <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} label={intl.formatMessage(m.pages)} />;
}
