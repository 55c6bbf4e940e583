import { useIntl } from '@lobby/i18n/react';
import { isFlagOn, type FlagName, type WhitelabelFlags } from '@lobby/whitelabel';
import type { ReactNode } from 'react';
import { CentreFrame, type CentreEntry } from '../centres/CentreFrame';
import { centreMessages } from '../centres/centres.messages';
import {
  defaultMemberCentrePage,
  memberCentrePages,
  type MemberCentreCounts,
  type MemberCentrePage,
} from '../centres/pages';
import { memberCentreMessages as m } from './MemberCentre.messages';

export interface MemberCentreProps {
  /** The page shown, or null when the centre is closed. */
  page: MemberCentrePage | null;
  onPageChange: (page: MemberCentrePage | null) => void;
  /** Red counts on the mission, message and reward entries. */
  counts?: MemberCentreCounts;
  /** The open page's content (apps/web composes the member-centre feature's pages); none says "coming soon". */
  content?: ReactNode;
  /** The merchant's flags: the manual rebate entry shows only when MANPLAYREB3 is on. */
  flags: WhitelabelFlags;
}

/**
 * Member-centre entries shown only when their white-label switch is on. Here rather than beside the page keys, which
 * the header's first paint carries: only the centre reads it.
 */
export const memberPageFlags: Partial<Record<MemberCentrePage, FlagName>> = {
  manualRebate: 'MANPLAYREB3',
};

/** The pages a member sees: every entry whose flag (if it has one) is on. */
export const memberPagesFor = (flags: WhitelabelFlags): MemberCentrePage[] =>
  memberCentrePages.filter((key) => {
    const flag = memberPageFlags[key];
    return flag === undefined || isFlagOn(flags, flag);
  });

/** The page to show for the one asked for: itself where the merchant offers it, else the default page. */
export const memberPageShown = (page: MemberCentrePage, flags: WhitelabelFlags): MemberCentrePage =>
  memberPagesFor(flags).includes(page) ? page : defaultMemberCentrePage;

/** The member centre popup (spec 1 §2): every page of its menu, the open one's content beside it. */
export function MemberCentre({ page, onPageChange, counts = {}, content, flags }: MemberCentreProps) {
  const intl = useIntl();
  const badge = (count: number | undefined, label: typeof m.missionCount) =>
    count ? { count, label: intl.formatMessage(label, { count }) } : undefined;
  const entries: CentreEntry<MemberCentrePage>[] = memberPagesFor(flags).map((key) => ({
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
      page={page ?? defaultMemberCentrePage}
      onPageChange={onPageChange}
      comingSoonTitle={intl.formatMessage(centreMessages.comingSoon)}
      comingSoonDescription={(label) => intl.formatMessage(centreMessages.memberDescription, { page: label })}
      content={content}
    />
  );
}
