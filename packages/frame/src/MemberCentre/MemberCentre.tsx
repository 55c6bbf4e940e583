import { useIntl } from '@lobby/i18n/react';
import type { ReactNode } from 'react';
import { CentreFrame, type CentreEntry } from '../centres/CentreFrame';
import { centreMessages } from '../centres/centres.messages';
import { memberCentrePages, type MemberCentreCounts, type MemberCentrePage } from '../centres/pages';
import { memberCentreMessages as m } from './MemberCentre.messages';

export interface MemberCentreProps {
  /** The page shown, or null when the centre is closed. */
  page: MemberCentrePage | null;
  onPageChange: (page: MemberCentrePage | null) => void;
  /** Red counts on the mission, message and reward entries. */
  counts?: MemberCentreCounts;
  /** The open page's content (apps/web composes the member-centre feature's pages); none says "coming soon". */
  content?: ReactNode;
}

/** The member centre popup (spec 1 §2): every page of its menu, the open one's content beside it. */
export function MemberCentre({ page, onPageChange, counts = {}, content }: MemberCentreProps) {
  const intl = useIntl();
  const badge = (count: number | undefined, label: typeof m.missionCount) =>
    count ? { count, label: intl.formatMessage(label, { count }) } : undefined;
  const entries: CentreEntry<MemberCentrePage>[] = memberCentrePages.map((key) => ({
    key,
    label: intl.formatMessage(m[key]),
    badge:
      key === 'missionLeaderboard'
        ? badge(counts.missionLeaderboard, m.missionCount)
        : key === 'messageV2'
          ? badge(counts.messageV2, m.messageCount)
          : key === 'rewardCenter'
            ? badge(counts.rewardCenter, m.rewardCount)
            : undefined,
  }));
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
      page={page ?? 'securityCenter'}
      onPageChange={onPageChange}
      comingSoonTitle={intl.formatMessage(centreMessages.comingSoon)}
      comingSoonDescription={(label) => intl.formatMessage(centreMessages.memberDescription, { page: label })}
      content={content}
    />
  );
}
