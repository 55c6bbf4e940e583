import { registerPopupAtom, useSession } from '@lobby/auth';
import { Button } from '@lobby/design-system';
import { type AgentCentrePage, agentPageFlags } from '@lobby/frame';
import { useIntl, type MessageDescriptor } from '@lobby/i18n/react';
import { isFlagOn, type WhitelabelFlags } from '@lobby/whitelabel';
import { useFlag } from '@lobby/whitelabel/react';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { useShell } from '../../context/ShellContext';
import { DeferredMessages } from '../../language/DeferredMessages';
import { useCustomerService } from '../../customerService/useCustomerService';
import { HomeLink, PageHeading, PageSection } from '../Page.styles';
import { pageMessages } from '../pages.messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { joinPageMessages as m } from './JoinPage.messages';
import {
  ActionRow,
  Actions,
  Intro,
  Item,
  ItemHeading,
  Items,
  ItemText,
  Part,
  PartHeading,
  Parts,
  Steps,
  View,
} from './JoinPage.styles';

/** What an agent earns: commission always; the dividend and each salary only where the merchant offers it. */
export const agentEarnings = ['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type AgentEarning = (typeof agentEarnings)[number];

/** The agent-centre page of each gated earning: its white-label switch is that page's (`agentPageFlags`). */
const earningPages: Partial<Record<AgentEarning, AgentCentrePage>> = {
  dividend: 'agentDividend',
  dailySalary: 'agentDailySalary',
  hourlySalary: 'agentHourlySalary',
  realTimeSalary: 'agentRealTimeSalary',
};

/** The earnings a merchant's flags offer, in the order the page lists them. */
export function earningsFor(flags: WhitelabelFlags): AgentEarning[] {
  return agentEarnings.filter((earning) => {
    const page = earningPages[earning];
    const flag = page && agentPageFlags[page];
    return !flag || isFlagOn(flags, flag);
  });
}

const earningText: Record<AgentEarning, [MessageDescriptor, MessageDescriptor]> = {
  commission: [m.commission, m.commissionText],
  dividend: [m.dividend, m.dividendText],
  dailySalary: [m.dailySalary, m.dailySalaryText],
  hourlySalary: [m.hourlySalary, m.hourlySalaryText],
  realTimeSalary: [m.realTimeSalary, m.realTimeSalaryText],
};

const roleText: Array<[MessageDescriptor, MessageDescriptor]> = [
  [m.team, m.teamText],
  [m.contracts, m.contractsText],
  [m.transfers, m.transfersText],
  [m.reports, m.reportsText],
];

export interface JoinViewProps {
  brandName: string;
  /** The earnings listed (`earningsFor` the merchant's flags). */
  earnings: readonly AgentEarning[];
  /** Opens customer service; the button shows only with it. */
  onContact?: (() => void) | undefined;
  /** Opens the register popup; the button shows only with it (visitors). */
  onRegister?: (() => void) | undefined;
  /** A signed-in agent is offered the agent home rather than the agent login. */
  isAgent?: boolean;
}

/** The agent programme (spec 2 §1, §6): what an agent does and earns, how to join, and the ways in. */
export function JoinView({ brandName, earnings, onContact, onRegister, isAgent = false }: JoinViewProps) {
  const intl = useIntl();
  const ids = { role: useId(), earn: useId(), steps: useId(), actions: useId() };
  const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const list = (entries: ReadonlyArray<[MessageDescriptor, MessageDescriptor]>) => (
    <Items>
      {entries.map(([title, description]) => (
        <Item key={title.id}>
          <ItemHeading>{text(title)}</ItemHeading>
          <ItemText>{text(description)}</ItemText>
        </Item>
      ))}
    </Items>
  );
  return (
    <View>
      <Intro>{intl.formatMessage(m.intro, { brand: brandName })}</Intro>
      <Parts>
        <Part aria-labelledby={ids.role}>
          <PartHeading id={ids.role}>{text(m.roleTitle)}</PartHeading>
          {list(roleText)}
        </Part>
        <Part aria-labelledby={ids.earn}>
          <PartHeading id={ids.earn}>{text(m.earnTitle)}</PartHeading>
          {list(earnings.map((earning) => earningText[earning]))}
        </Part>
        <Part aria-labelledby={ids.steps}>
          <PartHeading id={ids.steps}>{text(m.stepsTitle)}</PartHeading>
          <Steps>
            {[m.stepRegister, m.stepContact, m.stepLogin, m.stepInvite].map((step) => (
              <li key={step.id}>{text(step)}</li>
            ))}
          </Steps>
        </Part>
      </Parts>
      <Actions aria-labelledby={ids.actions}>
        <PartHeading id={ids.actions}>{text(m.actionsTitle)}</PartHeading>
        <ActionRow>
          {onContact && <Button onClick={onContact}>{text(m.contact)}</Button>}
          {onRegister && (
            <Button variant="secondary" onClick={onRegister} aria-haspopup="dialog">
              {text(m.register)}
            </Button>
          )}
          <HomeLink to="/agentHome" $variant="secondary">
            {text(isAgent ? m.agentHome : m.agentLogin)}
          </HomeLink>
        </ActionRow>
      </Actions>
    </View>
  );
}

/**
 * `/join`: the agent programme page. The dividend and salary entries follow the merchant's white-label flags, as the
 * agent centre's do; customer service opens the merchant's first link in its window; a visitor can register here.
 */
export function JoinPage() {
  const intl = useIntl();
  const { brand } = useShell();
  const session = useSession();
  const customerService = useCustomerService();
  const openRegister = useSetAtom(registerPopupAtom);
  const flags = {
    SIGNCONDIV3: useFlag('SIGNCONDIV3'),
    DAILYSALCONT3: useFlag('DAILYSALCONT3'),
    HOURSAL3: useFlag('HOURSAL3'),
    RTSALARY3: useFlag('RTSALARY3'),
  };
  const title = intl.formatMessage(pageMessages.join);
  useDocumentTitle(title);
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      <DeferredMessages>
        <JoinView
          brandName={brand.displayName}
          earnings={earningsFor(flags)}
          onContact={customerService.available ? customerService.open : undefined}
          onRegister={session.status === 'visitor' ? () => openRegister(true) : undefined}
          isAgent={session.isLogin && session.isAgent}
        />
      </DeferredMessages>
    </PageSection>
  );
}
