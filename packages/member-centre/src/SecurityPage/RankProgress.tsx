import { Button, FormAlert, Spinner, vars } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ValueOf } from '@lobby/contract';
import styled from 'styled-components';
import { Actions, Muted } from '../common/page.styles';
import { centsOf } from '@lobby/i18n/amount';
import { securityPageMessages as m } from './SecurityPage.messages';

const Progress = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
`;

/** The rank held at the start, the next one at the end: mirrored under right-to-left like the bar. */
const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Bar = styled.div`
  block-size: 0.5rem;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  & > div {
    block-size: 100%;
    background: ${vars.color.accent};
  }
`;

/**
 * The way to the next VIP level (`playerRankProgress`): the level held and the next one, a progress bar of the
 * month's turnover against what the next level asks for (or of the conditions met, where the platform sends no
 * turnover) and the amounts; at the top level, a sentence that says so. Its own loading and failure: the rest of
 * the page stands without it.
 */
export function RankProgress({
  progress,
  currency,
}: {
  progress: UseQueryResult<ValueOf<'playerRankProgress'>>;
  currency: string | undefined;
}) {
  const intl = useIntl();
  if (progress.isPending) return <Spinner size="sm" label={intl.formatMessage(m.rankLoading)} />;
  if (progress.isError) {
    return (
      <Actions>
        <FormAlert>{intl.formatMessage(m.rankFailed)}</FormAlert>
        <Button variant="secondary" size="sm" onClick={() => void progress.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    );
  }

  const { playerRankName: rank, nextRankName: next, monthlyTurnover, currentProgress } = progress.data;
  if (rank && !next) return <Muted>{intl.formatMessage(m.topRank, { rank })}</Muted>;
  const money = (amount: number) => formatMoney(intl, amount, currency);
  const expected = monthlyTurnover?.expected;
  const turnover = monthlyTurnover && expected != null ? { actual: monthlyTurnover.actual, expected } : undefined;
  // In hundredths, so the share never meets a binary fraction.
  const [done, goal] = turnover
    ? [centsOf(turnover.actual), centsOf(turnover.expected)]
    : [currentProgress.completedConditions, currentProgress.totalExpectedConditions];
  const percent = goal > 0 ? Math.min(100, Math.floor((done * 100) / goal)) : 100;
  const said = turnover
    ? intl.formatMessage(m.monthlyTurnover, { actual: money(turnover.actual), expected: money(turnover.expected) })
    : intl.formatMessage(m.conditionsMet, { done: currentProgress.completedConditions, goal });

  return (
    <Progress>
      <Ends>
        <bdi>{rank}</bdi>
        {next && <span>{intl.formatMessage(m.nextRank, { rank: next })}</span>}
      </Ends>
      <Bar
        role="progressbar"
        aria-label={intl.formatMessage(m.rankProgress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={said}
      >
        <div style={{ inlineSize: `${String(percent)}%` }} />
      </Bar>
      <Muted aria-hidden="true">{said}</Muted>
    </Progress>
  );
}
