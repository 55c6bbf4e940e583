import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const recordRangeMessages = defineMessages<{
  period: NoValues;
  today: NoValues;
  yesterday: NoValues;
  last7: NoValues;
  last30: NoValues;
  custom: NoValues;
  startDay: NoValues;
  endDay: NoValues;
  startMissing: NoValues;
  endMissing: NoValues;
  endBeforeStart: NoValues;
  tooLong: { days: number };
  search: NoValues;
  pages: NoValues;
  retry: NoValues;
}>({
  period: { id: 'member-centre.RecordRange.period', defaultMessage: 'Period' },
  today: { id: 'member-centre.RecordRange.today', defaultMessage: 'Today' },
  yesterday: { id: 'member-centre.RecordRange.yesterday', defaultMessage: 'Yesterday' },
  last7: { id: 'member-centre.RecordRange.last7', defaultMessage: 'Last 7 days' },
  last30: { id: 'member-centre.RecordRange.last30', defaultMessage: 'Last 30 days' },
  custom: { id: 'member-centre.RecordRange.custom', defaultMessage: 'Choose the days' },
  startDay: { id: 'member-centre.RecordRange.startDay', defaultMessage: 'From' },
  endDay: { id: 'member-centre.RecordRange.endDay', defaultMessage: 'To' },
  startMissing: { id: 'member-centre.RecordRange.startMissing', defaultMessage: 'Choose the first day.' },
  endMissing: { id: 'member-centre.RecordRange.endMissing', defaultMessage: 'Choose the last day.' },
  endBeforeStart: {
    id: 'member-centre.RecordRange.endBeforeStart',
    defaultMessage: 'The last day is before the first. Choose a later one.',
  },
  tooLong: {
    id: 'member-centre.RecordRange.tooLong',
    defaultMessage: 'Records are searched {days} days at a time. Choose a shorter range.',
  },
  search: { id: 'member-centre.RecordRange.search', defaultMessage: 'Search' },
  pages: { id: 'member-centre.RecordRange.pages', defaultMessage: 'Pages of records' },
  retry: { id: 'member-centre.RecordRange.retry', defaultMessage: 'Try again' },
});
