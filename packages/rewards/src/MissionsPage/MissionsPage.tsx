import { intentKeys, outcomeUnknown, refusalCode } from '@lobby/api-client';
import { errorCodes, idempotencyKeyHeader, type ValueOf } from '@lobby/contract';
import { Button, Card, FormAlert, Spinner, VisuallyHidden } from '@lobby/design-system';
import { formatMoney } from '@lobby/i18n';
import { useIntl } from '@lobby/i18n/react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { rewardsKey, type RewardsPageProps } from '../common/pageProps';
import {
  missionLeaderboardQuery,
  missionSummaryQuery,
  nextMilestone,
  percentOf,
  rankProgressQuery,
  rankRuleQuery,
  type Milestone,
  type Mission,
} from './missions';
import { missionsPageMessages as m } from './MissionsPage.messages';
import {
  Actions,
  Bar,
  Board,
  CardList,
  Ends,
  Ladder,
  Muted,
  Notice,
  Page,
  Progress,
  Section,
  SectionTitle,
  Step,
  StepTitle,
  Steps,
  Text,
} from './MissionsPage.styles';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

type Money = (amount: number) => string;

/** A claim of one milestone. */
interface Claim {
  missionId: string | number;
  milestoneId: string | number;
}

/**
 * Mission activity (the member centre's `missionLeaderboard`): the member's VIP level and the way to the next one, the
 * missions running with their progress and milestones, each reached milestone claimed into the main wallet, and the
 * week's leaderboard by mission points. A claim is a money movement: it carries an idempotency key (a double click
 * sends the same one, and the page sends only one), says what it paid, refreshes the balances and the menu's badge
 * and reads the missions again.
 */
export function MissionsPage({ client, memberId, currency, onMoneyMoved, onCountsChanged }: RewardsPageProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const summary = useQuery(missionSummaryQuery(client, memberId));
  const board = useQuery(missionLeaderboardQuery(client, memberId));
  const progress = useQuery(rankProgressQuery(client, memberId));
  const rules = useQuery(rankRuleQuery(client, memberId));
  const [keys] = useState(() => intentKeys());
  const [notice, setNotice] = useState<string | null>(null);
  const pressed = useRef(false);
  const money: Money = (amount) => formatMoney(intl, amount, currency);

  const refresh = () => queryClient.invalidateQueries({ queryKey: rewardsKey(memberId, 'missions') });
  const claim = useMutation({
    mutationFn: (target: Claim) =>
      client.call('claimMissionMilestone', target, {
        headers: { [idempotencyKeyHeader]: keys.keyFor(target) },
      }),
    onMutate: () => setNotice(null),
    onSuccess: async (value) => {
      keys.settle();
      setNotice(intl.formatMessage(m.claimedNotice, { amount: money(Number(value.rewardAmount)) }));
      onMoneyMoved();
      onCountsChanged?.();
      await refresh();
    },
    onError: async (error) => {
      // A refusal moved nothing: the next press is a new claim. After no answer, a retry sends the same key.
      if (!outcomeUnknown(error)) keys.settle();
      onCountsChanged?.();
      await refresh();
    },
    onSettled: () => {
      pressed.current = false;
    },
  });
  const press = (target: Claim) => {
    // Two clicks in one frame both see the mutation idle: the ref lets the first one through only.
    if (pressed.current || claim.isPending) return;
    pressed.current = true;
    claim.mutate(target);
  };

  function refusalText(error: unknown): string {
    if (outcomeUnknown(error)) return intl.formatMessage(m.unknownOutcome);
    switch (refusalCode(error)) {
      case errorCodes.missionMilestoneClaimed:
        return intl.formatMessage(m.alreadyClaimed);
      case errorCodes.missionMilestoneNotReached:
        return intl.formatMessage(m.notReached);
      case errorCodes.missionNotFound:
        return intl.formatMessage(m.missionGone);
      default:
        return error instanceof Error && error.message ? error.message : intl.formatMessage(m.failed);
    }
  }

  let missions: ReactNode;
  if (summary.isError) {
    missions = <Failure text={intl.formatMessage(m.failed)} onRetry={() => void summary.refetch()} />;
  } else if (summary.isPending) {
    missions = <Spinner label={intl.formatMessage(m.loading)} />;
  } else {
    const claimable = summary.data.claimableCount;
    missions = (
      <>
        <Muted>
          {intl.formatMessage(m.claimable, { count: claimable })}{' '}
          {intl.formatMessage(m.weekPoints, { points: intl.formatNumber(Number(summary.data.totalPoints)) })}
        </Muted>
        {summary.data.missions.length === 0 ? (
          <Text>{intl.formatMessage(m.noMissions)}</Text>
        ) : (
          <CardList>
            {summary.data.missions.map((mission) => (
              <li key={String(mission.missionId)}>
                <MissionCard
                  mission={mission}
                  money={money}
                  claiming={claim.isPending ? claim.variables : undefined}
                  onClaim={(milestone) => press({ missionId: mission.missionId, milestoneId: milestone.milestoneId })}
                />
              </li>
            ))}
          </CardList>
        )}
      </>
    );
  }

  return (
    <Page>
      <RankSection progress={progress} rules={rules} money={money} />
      <TitledSection title={intl.formatMessage(m.missionsTitle)}>
        {notice && <Notice>{notice}</Notice>}
        {claim.isError && <FormAlert>{refusalText(claim.error)}</FormAlert>}
        {missions}
      </TitledSection>
      <Leaderboard board={board} />
    </Page>
  );
}

function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <>
      <FormAlert>{text}</FormAlert>
      <Actions>
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Actions>
    </>
  );
}

/** A bar (`role="progressbar"`, 0-100) named by `label`, its value said as `valueText`, and the figures under it. */
function Meter({ label, percent, start, end }: { label: string; percent: number; start: string; end: string }) {
  return (
    <Progress>
      <Bar
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={start}
      >
        <div style={{ inlineSize: `${String(percent)}%` }} />
      </Bar>
      <Ends aria-hidden="true">
        <span>{start}</span>
        <span>{end}</span>
      </Ends>
    </Progress>
  );
}

/** The member's VIP level, the way to the next one (the month's turnover), and the ladder's levels. */
function RankSection({
  progress,
  rules,
  money,
}: {
  progress: UseQueryResult<ValueOf<'playerRankProgress'>>;
  rules: UseQueryResult<ValueOf<'playerRankRule'>>;
  money: Money;
}) {
  const intl = useIntl();
  const ladderId = useId();
  let body: ReactNode;
  if (progress.isError) {
    body = <Failure text={intl.formatMessage(m.rankFailed)} onRetry={() => void progress.refetch()} />;
  } else if (progress.isPending) {
    body = <Spinner size="sm" label={intl.formatMessage(m.loading)} />;
  } else {
    const { playerRankName: held, nextRankName: next, monthlyTurnover: turnover } = progress.data;
    const actual = Number(turnover?.actual ?? 0);
    const expected =
      turnover?.expected === undefined || turnover.expected === null ? undefined : Number(turnover.expected);
    body = (
      <>
        <Text>{held ? intl.formatMessage(m.rankHeld, { rank: held }) : intl.formatMessage(m.rankNone)}</Text>
        {next && expected !== undefined ? (
          <Meter
            label={intl.formatMessage(m.rankProgress, { rank: next })}
            percent={percentOf(actual, expected)}
            start={intl.formatMessage(m.rankValue, { actual: money(actual), expected: money(expected) })}
            end={next}
          />
        ) : (
          held && <Muted>{intl.formatMessage(m.rankTop)}</Muted>
        )}
      </>
    );
  }
  const ladder = rules.data?.list ?? [];
  const heldId = progress.data?.playerRankProgress.labelId;
  return (
    <TitledSection title={intl.formatMessage(m.rankTitle)}>
      {body}
      {ladder.length > 0 && (
        <>
          <VisuallyHidden id={ladderId}>{intl.formatMessage(m.ladderTitle)}</VisuallyHidden>
          <Ladder aria-labelledby={ladderId}>
            {ladder.map((rank) => {
              const yours = heldId !== undefined && heldId !== null && String(heldId) === String(rank.labelId);
              return (
                <li key={String(rank.labelId)} aria-current={yours ? 'true' : undefined}>
                  <span>
                    {rank.rankName}
                    {yours && <VisuallyHidden>{` (${intl.formatMessage(m.ladderYours)})`}</VisuallyHidden>}
                  </span>
                  <bdi>{money(Number(rank.monthlyTurnover))}</bdi>
                </li>
              );
            })}
          </Ladder>
        </>
      )}
    </TitledSection>
  );
}

/** A mission's measure in words: rounds, deposits, or an amount of valid bets. */
function useMeasure(money: Money) {
  const intl = useIntl();
  return (mission: Mission, value: number) => {
    if (mission.type === 'VALID_BET') return money(value);
    if (mission.type === 'DEPOSITS') return intl.formatMessage(m.countDeposits, { count: value });
    if (mission.type === 'ROUNDS') return intl.formatMessage(m.countRounds, { count: value });
    return intl.formatNumber(value);
  };
}

interface MissionCardProps {
  mission: Mission;
  money: Money;
  /** The claim on its way, if any (every claim button waits for it). */
  claiming: Claim | undefined;
  onClaim: (milestone: Milestone) => void;
}

/** One mission: its period and end, a bar toward its next milestone, and each milestone with its reward and claim. */
function MissionCard({ mission, money, claiming, onClaim }: MissionCardProps) {
  const intl = useIntl();
  const measure = useMeasure(money);
  const done = Number(mission.progress);
  const next = nextMilestone(mission);
  const period = mission.period === 'DAILY' || mission.period === 'WEEKLY' ? intl.formatMessage(m[mission.period]) : '';
  return (
    <Card heading={mission.name} headingLevel={5} padding="sm">
      <Muted>
        {period && `${period} · `}
        {intl.formatMessage(m.endsAt, { time: intl.formatDate(Number(mission.endTime), dateTime) })}
      </Muted>
      {mission.description && <Text>{mission.description}</Text>}
      {mission.type === 'DEPOSITS' && mission.minimumAmount !== undefined && mission.minimumAmount !== null && (
        <Muted>{intl.formatMessage(m.depositMinimum, { amount: money(Number(mission.minimumAmount)) })}</Muted>
      )}
      {next && (
        <Meter
          label={intl.formatMessage(m.progressLabel, { mission: mission.name })}
          percent={percentOf(done, Number(next.target))}
          start={intl.formatMessage(m.progressValue, {
            done: measure(mission, done),
            target: measure(mission, Number(next.target)),
          })}
          end={intl.formatMessage(m.milestone, { level: intl.formatNumber(Number(next.level)) })}
        />
      )}
      <Steps>
        {mission.milestones.map((step) => {
          const level = intl.formatNumber(Number(step.level));
          const mine = claiming !== undefined && String(claiming.milestoneId) === String(step.milestoneId);
          return (
            <Step key={String(step.milestoneId)} $reached={step.status !== 'IN_PROGRESS'}>
              <div>
                <StepTitle>
                  {intl.formatMessage(m.milestone, { level })} · {measure(mission, Number(step.target))}
                </StepTitle>
                <span>
                  <bdi>{intl.formatMessage(m.reward, { amount: money(Number(step.rewardAmount)) })}</bdi> ·{' '}
                  {intl.formatMessage(m.points, { points: intl.formatNumber(Number(step.points)) })}
                </span>
              </div>
              {step.status === 'CLAIMABLE' ? (
                <Button size="sm" loading={mine} disabled={claiming !== undefined} onClick={() => onClaim(step)}>
                  {/* Named by the whole sentence, which starts with the word shown. */}
                  <span aria-hidden="true">{intl.formatMessage(m.claim)}</span>
                  <VisuallyHidden>
                    {intl.formatMessage(m.claimMilestone, { level, mission: mission.name })}
                  </VisuallyHidden>
                </Button>
              ) : (
                <Muted as="span">
                  {step.status === 'CLAIMED' ? intl.formatMessage(m.CLAIMED) : intl.formatMessage(m.IN_PROGRESS)}
                </Muted>
              )}
            </Step>
          );
        })}
      </Steps>
    </Card>
  );
}

/** The week's leaderboard: rank, masked name and points, and the member's own place. */
function Leaderboard({ board }: { board: UseQueryResult<ValueOf<'missionLeaderboard'>> }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.boardTitle);
  let body: ReactNode;
  if (board.isError) body = <Failure text={intl.formatMessage(m.boardFailed)} onRetry={() => void board.refetch()} />;
  else if (board.isPending) body = <Spinner size="sm" label={intl.formatMessage(m.loading)} />;
  else {
    const { list, self } = board.data;
    body = (
      <>
        <Text>
          {self.rank === null || self.rank === undefined
            ? intl.formatMessage(m.boardSelfNone)
            : intl.formatMessage(m.boardSelf, {
                rank: intl.formatNumber(Number(self.rank)),
                points: intl.formatNumber(Number(self.points)),
              })}
        </Text>
        {list.length === 0 ? (
          <Muted>{intl.formatMessage(m.boardEmpty)}</Muted>
        ) : (
          <Board>
            <caption>
              {intl.formatDate(Number(board.data.startTime), { dateStyle: 'medium' })} –{' '}
              {intl.formatDate(Number(board.data.endTime) - 1, { dateStyle: 'medium' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.boardRank)}</th>
                <th scope="col">{intl.formatMessage(m.boardPlayer)}</th>
                <th scope="col">{intl.formatMessage(m.boardPoints)}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row, index) => (
                <tr key={`${String(row.rank)}-${row.customerName}-${String(index)}`}>
                  <td>{intl.formatNumber(Number(row.rank))}</td>
                  <td>
                    <bdi>{row.customerName}</bdi>
                  </td>
                  <td>{intl.formatNumber(Number(row.points))}</td>
                </tr>
              ))}
            </tbody>
          </Board>
        )}
      </>
    );
  }
  return <TitledSection title={title}>{body}</TitledSection>;
}
