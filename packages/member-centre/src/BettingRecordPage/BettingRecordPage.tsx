import { betProductTypes, type BetProductType, type ValueOf } from '@lobby/contract';
import { Button, Select, Spinner } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useErrorText } from '../common/errorText';
import { Actions, Facts, Muted, Page, Section, SectionTitle } from '../common/page.styles';
import type { GameVendor, MemberCentrePageProps } from '../common/pageProps';
import type { RangeChoice, RangeProblem } from '../common/recordRange';
import { RecordFailure } from '../records/RecordFailure';
import { RecordPages } from '../records/RecordRange';
import { Figure, RecordButton, RecordList, RowMeta, RowTitle, Totals } from '../records/records.styles';
import { RecordFilters } from '../records/RecordFilters';
import { useRecordSearch } from '../records/useRecordSearch';
import { bettingRecordMessages as m } from './BettingRecordPage.messages';
import { betHistoryQuery } from './bettingRecord';

type Bet = ValueOf<'personalRngHistory'>['list'][number];

const allVendors = 'all';
const noVendors: readonly GameVendor[] = [];
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const knownStatuses = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
const statusKey = (status: string) => knownStatuses.find((known) => known === status.toUpperCase());
const toneOf = (amount: number) => (amount > 0 ? 'win' : amount < 0 ? 'loss' : undefined);

/**
 * Betting record (`personalHistoryCopy`): the member's bets of a product over a period (a preset or days of their
 * own, at most the platform's range), of one vendor or all, a page at a time with the totals of the whole filter
 * (count, stakes, valid bets, win or loss); a bet opened shows its details. A refused range is said at its field and
 * asks nothing; a failed load says so with a retry and keeps the filters.
 */
export function BettingRecordPage({ client, memberId, currency, gameVendors }: MemberCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const rowIds = useId();
  const rowId = (bet: Bet) => `${rowIds}-bet-${bet.betId}`;
  const { draft, setDraft, applied, searches, problem, page, setPage, search } = useRecordSearch<{
    product: BetProductType;
    vendor: string;
  }>({ product: 'RNG', vendor: allVendors });
  const [open, setOpen] = useState<Bet | null>(null);
  /** The row of the bet whose details were open, which takes the focus back. */
  const returnTo = useRef<string | null>(null);
  const bets = useQuery(
    betHistoryQuery(
      client,
      memberId,
      { ...applied, searches, vendor: applied.vendor === allVendors ? undefined : applied.vendor },
      page,
    ),
  );
  const money = (amount: number | string, signed = false) => formatMoney(intl, Number(amount), currency, { signed });

  // Back from a bet's details: focus returns to its row.
  useEffect(() => {
    if (open || !returnTo.current) return;
    document.getElementById(returnTo.current)?.focus();
    returnTo.current = null;
  }, [open]);

  if (open) {
    return (
      <BetDetails
        bet={open}
        money={money}
        productName={intl.formatMessage(m[applied.product])}
        onBack={() => {
          returnTo.current = rowId(open);
          setOpen(null);
        }}
      />
    );
  }

  return (
    <Page>
      <BetFilters
        draft={draft}
        onDraftChange={setDraft}
        problem={problem}
        vendors={gameVendors?.[draft.product] ?? noVendors}
        searching={bets.isFetching && !bets.isPlaceholderData}
        onSearch={search}
      />

      {bets.isPending ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : bets.isError ? (
        <RecordFailure
          message={intl.formatMessage(m.failed)}
          detail={errorText(bets.error)}
          onRetry={() => void bets.refetch()}
        />
      ) : (
        <>
          <Totals>
            <div>
              <dt>{intl.formatMessage(m.count)}</dt>
              <dd>{intl.formatNumber(Number(bets.data.totalCount))}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.betAmount)}</dt>
              <dd>{money(bets.data.summary.betAmount)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.validBet)}</dt>
              <dd>{money(bets.data.summary.validBetAmount)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.winLoss)}</dt>
              <dd>
                <Figure $tone={toneOf(Number(bets.data.summary.winLoss))}>
                  {money(bets.data.summary.winLoss, true)}
                </Figure>
              </dd>
            </div>
          </Totals>
          {bets.data.list.length === 0 ? (
            <Muted as="p">{intl.formatMessage(m.empty)}</Muted>
          ) : (
            <RecordList aria-label={intl.formatMessage(m.list)} aria-busy={bets.isPlaceholderData}>
              {bets.data.list.map((bet) => {
                const status = statusKey(bet.status);
                return (
                  <li key={String(bet.betId)}>
                    <RecordButton type="button" id={rowId(bet)} onClick={() => setOpen(bet)}>
                      <RowTitle>{bet.gameName ?? intl.formatMessage(m.unknownGame)}</RowTitle>
                      <Figure $tone={toneOf(Number(bet.winLoss))}>{money(bet.winLoss, true)}</Figure>
                      <RowMeta>
                        <span>{bet.vendorName ?? bet.vendor}</span>
                        <span>{intl.formatDate(Number(bet.betTime), dateTime)}</span>
                        {status !== 'SETTLED' && <span>{status ? intl.formatMessage(m[status]) : bet.status}</span>}
                      </RowMeta>
                      <Figure>{intl.formatMessage(m.stake, { amount: money(bet.betAmount) })}</Figure>
                    </RecordButton>
                  </li>
                );
              })}
            </RecordList>
          )}
          <RecordPages page={page} totalPages={Number(bets.data.totalPages)} onPageChange={setPage} />
        </>
      )}
    </Page>
  );
}

interface BetDraft {
  product: BetProductType;
  vendor: string;
  range: RangeChoice;
}

interface BetFiltersProps {
  draft: BetDraft;
  onDraftChange: (draft: BetDraft) => void;
  problem: RangeProblem | undefined;
  vendors: readonly GameVendor[];
  searching: boolean;
  onSearch: () => void;
}

/** The record's filters: drawn again only when they change, not with each page of the list. */
const BetFilters = memo(function BetFilters({
  draft,
  onDraftChange,
  problem,
  vendors,
  searching,
  onSearch,
}: BetFiltersProps) {
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
        label={intl.formatMessage(m.product)}
        value={draft.product}
        onValueChange={(product) => onDraftChange({ ...draft, product: product as BetProductType, vendor: allVendors })}
        options={betProductTypes.map((product) => ({ value: product, label: intl.formatMessage(m[product]) }))}
      />
      <Select
        label={intl.formatMessage(m.vendor)}
        value={draft.vendor}
        onValueChange={(vendor) => onDraftChange({ ...draft, vendor })}
        options={[
          { value: allVendors, label: intl.formatMessage(m.allVendors) },
          ...vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })),
        ]}
      />
    </RecordFilters>
  );
});

interface BetDetailsProps {
  bet: Bet;
  productName: string;
  money: (amount: number | string, signed?: boolean) => string;
  onBack: () => void;
}

/** One bet in full: its number, game and vendor, when it was placed and settled, the amounts and the outcome. */
function BetDetails({ bet, productName, money, onBack }: BetDetailsProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const status = statusKey(bet.status);
  const settleTime = bet.settleTime === undefined || bet.settleTime === null ? undefined : Number(bet.settleTime);
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.detail)}
      </SectionTitle>
      <Facts>
        <dt>{intl.formatMessage(m.betId)}</dt>
        <dd>{String(bet.betId)}</dd>
        <dt>{intl.formatMessage(m.game)}</dt>
        <dd>{[bet.gameName, productName].filter(Boolean).join(' · ')}</dd>
        <dt>{intl.formatMessage(m.vendor)}</dt>
        <dd>{bet.vendorName ?? bet.vendor}</dd>
        <dt>{intl.formatMessage(m.placed)}</dt>
        <dd>{intl.formatDate(Number(bet.betTime), dateTime)}</dd>
        {settleTime !== undefined && (
          <>
            <dt>{intl.formatMessage(m.settled)}</dt>
            <dd>{intl.formatDate(settleTime, dateTime)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.betAmount)}</dt>
        <dd>{money(bet.betAmount)}</dd>
        <dt>{intl.formatMessage(m.validBet)}</dt>
        <dd>{money(bet.validBetAmount)}</dd>
        <dt>{intl.formatMessage(m.payout)}</dt>
        <dd>{money(bet.payout)}</dd>
        <dt>{intl.formatMessage(m.winLoss)}</dt>
        <dd>
          <Figure $tone={toneOf(Number(bet.winLoss))}>{money(bet.winLoss, true)}</Figure>
        </dd>
        <dt>{intl.formatMessage(m.status)}</dt>
        <dd>{status ? intl.formatMessage(m[status]) : bet.status}</dd>
      </Facts>
      <Actions>
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </Actions>
    </Section>
  );
}
