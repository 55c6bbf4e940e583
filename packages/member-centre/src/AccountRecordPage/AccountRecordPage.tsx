import { accountRecordTypes, type AccountRecordType, type ValueOf } from '@lobby/contract';
import { Select, Spinner } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useErrorText } from '../common/errorText';
import { Muted, Page } from '../common/page.styles';
import type { MemberCentrePageProps } from '../common/pageProps';
import type { RangeChoice, RangeProblem } from '../common/recordRange';
import { RecordFailure } from '../records/RecordFailure';
import { RecordPages } from '../records/RecordRange';
import { Figure, RecordList, RecordRow, RowMeta, RowTitle } from '../records/records.styles';
import { RecordFilters } from '../records/RecordFilters';
import { useRecordSearch } from '../records/useRecordSearch';
import { accountRecordMessages as m } from './AccountRecordPage.messages';
import { accountHistoryQuery } from './accountRecord';

type Movement = ValueOf<'transactionHistory'>['list'][number];

const allTypes = 'all';
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** The words for a movement's detail or status the platform names (`TRANSFER_OUT`, `PENDING` ...), when known. */
type Worded = Exclude<keyof typeof m, 'type' | 'allTypes' | 'balance' | 'notCredited' | 'count'>;
const worded = (text: string | null | undefined): Worded | undefined => {
  const key = text?.toUpperCase();
  return key && key in m ? (key as Worded) : undefined;
};
const toneOf = (amount: number) => (amount > 0 ? 'win' : amount < 0 ? 'loss' : undefined);

/**
 * Account record (`transactionHistory`): every movement of the member's main wallet over a period, of one type or
 * all (deposits, withdrawals, transfers, bonuses, rebates, adjustments, game rounds), newest first, a page at a time:
 * what moved, signed, the balance after it, and the status of what is not through yet (a pending deposit, a
 * withdrawal awaiting approval).
 */
export function AccountRecordPage({ client, memberId, currency }: MemberCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { draft, setDraft, applied, searches, problem, page, setPage, search } = useRecordSearch<{ type: string }>({
    type: allTypes,
  });
  const movements = useQuery(
    accountHistoryQuery(
      client,
      memberId,
      { ...applied, searches, type: applied.type === allTypes ? undefined : (applied.type as AccountRecordType) },
      page,
    ),
  );
  const money = (amount: number | string, signed = false) => formatMoney(intl, Number(amount), currency, { signed });
  const words = (text: string | null | undefined) => {
    const key = worded(text);
    return key ? intl.formatMessage(m[key]) : (text ?? '');
  };

  return (
    <Page>
      <MovementFilters
        draft={draft}
        onDraftChange={setDraft}
        problem={problem}
        searching={movements.isFetching && !movements.isPlaceholderData}
        onSearch={search}
      />

      {movements.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : movements.isError ? (
        <RecordFailure
          message={intl.formatMessage(m.failed)}
          detail={errorText(movements.error)}
          onRetry={() => void movements.refetch()}
        />
      ) : (
        <>
          <p>{intl.formatMessage(m.count, { count: Number(movements.data.totalCount) })}</p>
          {movements.data.list.length === 0 ? (
            <Muted as="p">{intl.formatMessage(m.empty)}</Muted>
          ) : (
            <RecordList aria-label={intl.formatMessage(m.list)} aria-busy={movements.isPlaceholderData}>
              {movements.data.list.map((movement) => (
                <li key={String(movement.id)}>
                  <MovementRow movement={movement} money={money} words={words} />
                </li>
              ))}
            </RecordList>
          )}
          <RecordPages page={page} totalPages={Number(movements.data.totalPages)} onPageChange={setPage} />
        </>
      )}
    </Page>
  );
}

interface MovementDraft {
  type: string;
  range: RangeChoice;
}

interface MovementFiltersProps {
  draft: MovementDraft;
  onDraftChange: (draft: MovementDraft) => void;
  problem: RangeProblem | undefined;
  searching: boolean;
  onSearch: () => void;
}

/** The record's filters: drawn again only when they change, not with each page of the list. */
const MovementFilters = memo(function MovementFilters({
  draft,
  onDraftChange,
  problem,
  searching,
  onSearch,
}: MovementFiltersProps) {
  const intl = useIntl();
  return (
    <RecordFilters
      range={draft.range}
      onRangeChange={(range) => onDraftChange({ ...draft, range })}
      problem={problem}
      searching={searching}
      onSearch={onSearch}
    >
      <Select
        label={intl.formatMessage(m.type)}
        value={draft.type}
        onValueChange={(type) => onDraftChange({ ...draft, type })}
        options={[
          { value: allTypes, label: intl.formatMessage(m.allTypes) },
          ...accountRecordTypes.map((type) => ({ value: type, label: intl.formatMessage(m[type]) })),
        ]}
      />
    </RecordFilters>
  );
});

interface MovementRowProps {
  movement: Movement;
  money: (amount: number | string, signed?: boolean) => string;
  words: (text: string | null | undefined) => string;
}

/** One movement: what it was (and of what: the game, the bank, the wallet), when, its status, the amount and after. */
function MovementRow({ movement, money, words }: MovementRowProps) {
  const intl = useIntl();
  const amount = Number(movement.amount);
  const through = movement.status.toUpperCase() === 'SUCCESS';
  return (
    <RecordRow>
      <RowTitle>{[words(movement.detail ?? movement.type), movement.remark].filter(Boolean).join(' · ')}</RowTitle>
      <Figure $tone={through ? toneOf(amount) : undefined}>{money(amount, true)}</Figure>
      <RowMeta>
        <span>{intl.formatDate(Number(movement.txTime), dateTime)}</span>
        {!through && <span>{words(movement.status)}</span>}
      </RowMeta>
      <Figure>
        {movement.balance === null || movement.balance === undefined
          ? intl.formatMessage(m.notCredited)
          : intl.formatMessage(m.balance, { amount: money(movement.balance) })}
      </Figure>
    </RecordRow>
  );
}
