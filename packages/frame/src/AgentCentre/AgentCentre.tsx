import type { ReactNode } from 'react';
import { useIntl } from '@lobby/i18n/react';
import { isFlagOn, type WhitelabelFlags } from '@lobby/whitelabel';
import { CentreFrame } from '../centres/CentreFrame';
import { centreMessages } from '../centres/centres.messages';
import { agentCentrePages, agentPageFlags, defaultAgentCentrePage, type AgentCentrePage } from '../centres/pages';
import { agentCentreMessages as m } from './AgentCentre.messages';

export interface AgentCentreProps {
  /** The page shown, or null when the centre is closed. */
  page: AgentCentrePage | null;
  onPageChange: (page: AgentCentrePage | null) => void;
  /** The merchant's flags: dividend and the three salary entries show only when theirs is on. */
  flags: WhitelabelFlags;
  /** The open page's content (apps/web composes the agent-centre feature's pages); none says "coming soon". */
  content?: ReactNode;
}

/** The pages an agent sees: every entry whose flag (if it has one) is on. */
export const agentPagesFor = (flags: WhitelabelFlags): AgentCentrePage[] =>
  agentCentrePages.filter((key) => {
    const flag = agentPageFlags[key];
    return flag === undefined || isFlagOn(flags, flag);
  });

/** The agent centre popup (spec 1 §2), opening on the team overview, the open page's content beside its menu. */
export function AgentCentre({ page, onPageChange, flags, content }: AgentCentreProps) {
  const intl = useIntl();
  const entries = agentPagesFor(flags).map((key) => ({ key, label: intl.formatMessage(m[key]) }));
  return (
    <CentreFrame
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) onPageChange(null);
      }}
      title={intl.formatMessage(m.title)}
      menuLabel={intl.formatMessage(m.menu)}
      closeLabel={intl.formatMessage(centreMessages.close)}
      entries={entries}
      page={page ?? defaultAgentCentrePage}
      onPageChange={onPageChange}
      comingSoonTitle={intl.formatMessage(centreMessages.comingSoon)}
      comingSoonDescription={(label) => intl.formatMessage(centreMessages.agentDescription, { page: label })}
      content={content}
    />
  );
}
