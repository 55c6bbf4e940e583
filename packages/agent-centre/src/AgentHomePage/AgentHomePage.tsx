import type { ValueOf } from '@lobby/contract';
import { Button, FormAlert, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { Figures, Section, SectionTitle } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { consolidatedKey, pendingContracts } from '../contracts/contractKinds';
import { incomeQuery } from '../MyIncomePage/income';
import { teamOverviewQuery } from '../TeamOverviewPage/teamOverview';
import { agentHomeMessages as m } from './AgentHomePage.messages';
import { Shortcuts } from './AgentHomePage.styles';

type TeamOverview = ValueOf<'agentTeamOverview'>;

/** The page of each contract type, where a waiting offer or termination request is answered. */
const contractPage = {
  daily: 'agentDailySalary',
  hourly: 'agentHourlySalary',
  realtime: 'agentRealTimeSalary',
  dividend: 'agentDividend',
} as const;

/** The agent-centre pages the landing page leads to, in the centre's menu order. */
const shortcuts = ['agentTeamOverview', 'agentRegisterCentre', 'agentTeamManagement', 'agentTeamBetting'] as const;

/**
 * `/agentHome`, the agents' landing page after login: the team as it stands, today's and this month's bets,
 * deposits and the members' win or loss (the team overview's day and month, which the centre shares), this month's
 * income, the contract offers and termination requests waiting for an answer (each opening its page), and the way
 * into the agent centre's main pages. A failed load says why with a retry.
 */
export function AgentHomePage({ client, memberId, currency, onOpenPage }: AgentCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const teamId = useId();
  const waitingId = useId();
  const { money } = useMoney(currency);
  const today = useQuery(teamOverviewQuery(client, memberId, 'D'));
  const month = useQuery(teamOverviewQuery(client, memberId, 'M'));
  const income = useQuery(incomeQuery(client, memberId, { period: 'M', kind: 'all', page: 1 }));
  // What waits is a part of the landing page only: a failure to read it leaves the rest shown.
  const waiting = useQuery({
    queryKey: consolidatedKey(memberId),
    queryFn: ({ signal }) => client.call('consolidatedFunds', undefined, { signal }),
    staleTime: 60_000,
    select: pendingContracts,
  });
  const failed = today.error ?? month.error;

  return (
    <>
      {today.isPending || month.isPending ? failed ? null : <Spinner label={intl.formatMessage(m.loading)} /> : null}
      {failed ? (
        <>
          <FormAlert>
            {intl.formatMessage(m.failed)} {errorText(failed)}
          </FormAlert>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                if (today.isError) void today.refetch();
                if (month.isError) void month.refetch();
              }}
            >
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        </>
      ) : null}
      {today.data && month.data && (
        <>
          <Section aria-labelledby={teamId}>
            <SectionTitle id={teamId}>{intl.formatMessage(m.team)}</SectionTitle>
            <Figures>
              <div>
                <dt>{intl.formatMessage(m.teamSize)}</dt>
                <dd>{intl.formatNumber(today.data.team.size)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.activeToday)}</dt>
                <dd>{intl.formatNumber(today.data.figures.activeMembers)}</dd>
              </div>
            </Figures>
          </Section>
          <PeriodFigures title={intl.formatMessage(m.today)} answer={today.data} currency={currency} />
          <PeriodFigures title={intl.formatMessage(m.thisMonth)} answer={month.data} currency={currency}>
            {income.data && (
              <div>
                <dt>{intl.formatMessage(m.income)}</dt>
                <dd>{money(income.data.totalAmount)}</dd>
              </div>
            )}
          </PeriodFigures>
        </>
      )}
      {waiting.data && waiting.data.length > 0 && (
        <Section aria-labelledby={waitingId}>
          <SectionTitle id={waitingId}>{intl.formatMessage(m.waiting, { count: waiting.data.length })}</SectionTitle>
          {onOpenPage && (
            <Shortcuts>
              {[...new Set(waiting.data.map((pending) => pending.type))].map((type) => (
                <li key={type}>
                  <Button variant="secondary" onClick={() => onOpenPage(contractPage[type])}>
                    {intl.formatMessage(m[contractPage[type]])}
                  </Button>
                </li>
              ))}
            </Shortcuts>
          )}
        </Section>
      )}
      {onOpenPage && (
        <nav aria-label={intl.formatMessage(m.shortcuts)}>
          <Shortcuts>
            {shortcuts.map((page) => (
              <li key={page}>
                <Button variant="secondary" onClick={() => onOpenPage(page)}>
                  {intl.formatMessage(m[page])}
                </Button>
              </li>
            ))}
          </Shortcuts>
        </nav>
      )}
    </>
  );
}

function PeriodFigures({
  title,
  answer,
  currency,
  children,
}: {
  title: string;
  answer: TeamOverview;
  currency: string | undefined;
  /** More figures of the period. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const { money, signed } = useMoney(currency);
  const { figures } = answer;
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      <Figures>
        <div>
          <dt>{intl.formatMessage(m.bets)}</dt>
          <dd>{money(figures.betAmount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.deposits)}</dt>
          <dd>{money(figures.depositAmount)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.winLoss)}</dt>
          <dd>{signed(figures.winLoss)}</dd>
        </div>
        {children}
      </Figures>
    </Section>
  );
}
