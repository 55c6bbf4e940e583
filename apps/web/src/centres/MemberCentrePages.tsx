import { changePasswordPopupAtom, useSession } from '@lobby/auth';
import { SafeHtml } from '@lobby/content';
import type { VendorLane } from '@lobby/contract';
import { Spinner } from '@lobby/design-system';
import type { MemberCentrePage } from '@lobby/frame';
import type { GameVendor, MemberCentrePageProps } from '@lobby/member-centre';
import type { RewardsPageProps } from '@lobby/rewards';
import { useFlag } from '@lobby/whitelabel/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import { balanceQueryKey } from '../HeaderBalance/balanceQuery';
import { missionCountKey } from '../layouts/useMissionCount';
import { rewardCountKey } from '../rewards/useRewardCount';
import { unreadCountKey } from '../layouts/useUnreadMessages';
import { useSignOutNow } from '../layouts/useSignOutNow';
import { useVendorLanes } from '../navigation/vendorLanes';
import { useSiteConfig } from '../startup/siteConfig';
import { useCustomerService } from '../customerService/useCustomerService';
import { useMemberCentreSection, useSetMemberCentrePage } from './memberCentreSearch';
import { renderQr } from './renderQr';
import { useWalletCurrency } from './useWalletCurrency';

/** The member-centre pages that have content, each loaded the first time it opens; the others are "coming soon". */
const pages: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType<MemberCentrePageProps>>>> = {
  securityCenter: lazy(() => import('@lobby/member-centre/security')),
  transferFund: lazy(() => import('@lobby/member-centre/wallet')),
  depositv2: lazy(() => import('@lobby/member-centre/deposit')),
  withdraw: lazy(() => import('@lobby/member-centre/withdraw')),
  transferUpline: lazy(() => import('@lobby/member-centre/upline')),
  responsibleGambling: lazy(() => import('@lobby/member-centre/responsible-gambling')),
  messageV2: lazy(() => import('@lobby/member-centre/messages')),
  personalHistoryCopy: lazy(() => import('@lobby/member-centre/betting-record')),
  transactionHistory: lazy(() => import('@lobby/member-centre/account-record')),
  manualRebate: lazy(() => import('@lobby/member-centre/rebate')),
  personalProfit: lazy(() => import('@lobby/member-centre/profit')),
  bonusDetails: lazy(() => import('@lobby/member-centre/bonuses')),
};

/** The member-centre pages the rewards feature draws, each loaded the first time it opens. */
const rewardsPages: Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType<RewardsPageProps>>>> = {
  missionLeaderboard: lazy(() => import('@lobby/rewards/missions')),
  referral: lazy(() => import('@lobby/rewards/referral')),
  rewardCenter: lazy(() => import('@lobby/rewards/reward-centre')),
};

/**
 * The avatars the reference platform draws. A brand on the real platform, whose avatars live on its image CDN
 * (`TCG_PROD_IMAGES/B2C/<MERCHANT>/PROFILE/<n>.png`, contract §2.4), would name that path here.
 */
const avatarSrc = (icon: string) => `/wps/media/avatar/${encodeURIComponent(icon)}.svg`;

/** Server HTML in a page (a merchant's message), through the content feature's sanitiser. */
const renderHtml = (html: string) => <SafeHtml html={html} />;

/**
 * The open member-centre page's content for the centre's frame, given what every page needs: the client, the member,
 * the wallet's currency (from the header's balance), the header balance to refresh when money moves, the way to another
 * page and the section of the open one (the address), customer service, the login-password change of the sign-in feature, the merchant's payment-password rule, the
 * sign-out a started break ends the session with, the brand's help organisations, whether a mobile number's dialing
 * code may be chosen, the avatars offered, the sanitising renderer of server HTML, the unread count to refresh
 * when messages are read.
 */
export function useMemberCentreContent(page: MemberCentrePage | null): ReactNode {
  const { client, loadHelpOrganisations } = useShell();
  const signOut = useSignOutNow();
  const session = useSession();
  const queryClient = useQueryClient();
  const setPage = useSetMemberCentrePage();
  const section = useMemberCentreSection();
  const support = useCustomerService();
  const openChangePassword = useSetAtom(changePasswordPopupAtom);
  const { registerRules, profileIconCount } = useSiteConfig();
  const countryCodeSelector = useFlag('UPDATEMOBILEICC3');
  const countryCodeDisabled = useFlag('DISABLEDMOBILEICC3');
  const profilePictures = useFlag('PROFPIC3');
  const chooseDialingCode = countryCodeSelector && !countryCodeDisabled;
  const avatars = profilePictures ? profileIconCount : 0;
  const currency = useWalletCurrency();
  const help = useQuery({
    queryKey: ['helpOrganisations'],
    queryFn: () => loadHelpOrganisations?.() ?? Promise.resolve([]),
    enabled: page === 'responsibleGambling' && loadHelpOrganisations !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const lanes = useVendorLanes();
  const gameVendors = useMemo(() => vendorsByProduct(lanes), [lanes]);
  if (!session.member || !page) return undefined;
  const onMoneyMoved = () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  const RewardsPage = rewardsPages[page];
  if (RewardsPage)
    return (
      <Suspense fallback={<Spinner />}>
        <RewardsPage
          client={client}
          memberId={String(session.member.id)}
          currency={currency}
          onMoneyMoved={onMoneyMoved}
          onCountsChanged={() => {
            void queryClient.invalidateQueries({ queryKey: missionCountKey });
            void queryClient.invalidateQueries({ queryKey: rewardCountKey });
          }}
          onOpenPage={(next) => setPage(next as MemberCentrePage, { replace: true })}
          onContactSupport={support.available ? support.open : undefined}
          renderHtml={renderHtml}
          renderQr={renderQr}
        />
      </Suspense>
    );
  const Page = pages[page];
  if (!Page) return undefined;
  return (
    <Suspense fallback={<Spinner />}>
      <Page
        client={client}
        memberId={String(session.member.id)}
        currency={currency}
        onMoneyMoved={onMoneyMoved}
        onOpenPage={(next, nextSection) => setPage(next as MemberCentrePage, { replace: true, section: nextSection })}
        section={section}
        onContactSupport={support.available ? support.open : undefined}
        onChangeLoginPassword={() => openChangePassword('asked')}
        paymentPasswordRule={registerRules.paymentPassword}
        onSignOut={signOut}
        helpOrganisations={help.data}
        chooseDialingCode={chooseDialingCode}
        avatarCount={avatars}
        avatarSrc={avatarSrc}
        renderHtml={renderHtml}
        onUnreadChanged={() => void queryClient.invalidateQueries({ queryKey: unreadCountKey })}
        gameVendors={gameVendors}
      />
    </Suspense>
  );
}

/** The vendors of each product as the catalogue's lanes list them (a lane's title is its product), for the records. */
function vendorsByProduct(lanes: readonly VendorLane[]): Record<string, GameVendor[]> {
  return Object.fromEntries(
    lanes.map((lane) => [
      lane.title,
      lane.cards.map((card) => ({ code: card.vassalage, name: card.displayName ?? card.vassalage })),
    ]),
  );
}
