import type { ValueOf } from '@lobby/contract';
import { Button, FormAlert, Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useErrorText } from '../common/errorText';
import { useMoney } from '../common/money';
import { Figures, Section, SectionTitle } from '../common/page.styles';
import type { AgentCentrePageProps } from '../common/pageProps';
import { teamOverviewQuery } from '../TeamOverviewPage/teamOverview';
import { agentHomeMessages as m } from './AgentHomePage.messages';
import { Shortcuts } from './AgentHomePage.styles';

type TeamOverview = ValueOf<'agentTeamOverview'>;

/** The agent-centre pages the landing page leads to, in the centre's menu order. */
const shortcuts = ['agentTeamOverview', 'agentRegisterCentre', 'agentTeamManagement', 'agentTeamBetting'] as const;

/**
 * `/agentHome`, the agents' landing page after login: the team as it stands, today's and this month's bets,
 * deposits and the members' win or loss (the team overview's day and month, which the centre shares), and the way
 * into the agent centre's main pages. A failed load says why with a retry.
 */
export function AgentHomePage({ client, memberId, currency, onOpenPage }: AgentCentrePageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const teamId = useId();
  const today = useQuery(teamOverviewQuery(client, memberId, 'D'));
  const month = useQuery(teamOverviewQuery(client, memberId, 'M'));
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
          <PeriodFigures title={intl.formatMessage(m.thisMonth)} answer={month.data} currency={currency} />
        </>
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
}: {
  title: string;
  answer: TeamOverview;
  currency: string | undefined;
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
      </Figures>
    </Section>
  );
}
