import { useSession } from '@lobby/auth';
import { Promotions } from '@lobby/content';
import type { Announcement, Game } from '@lobby/contract';
import { useIntl } from '@lobby/i18n/react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useFlag } from '@lobby/whitelabel/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useShell } from '../context/ShellContext';
import { balanceQuery, balanceQueryKey } from '../HeaderBalance/balanceQuery';
import { rewardCountKey } from '../rewards/useRewardCount';
import { useGameLaunch, type LaunchProblem } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { useChosenLanguage } from '../language/LanguageGate';
import { LaunchProblemText } from './LaunchProblemText';
import { PageBanners } from './PageBanners';
import { PageHeading, PageSection } from './Page.styles';
import { pageMessages } from './pages.messages';
import { useDocumentTitle } from './useDocumentTitle';

/** The promotion an address names: `/promotions#12`, also `/promotions?t=<ts>#12` as banners and notices link. */
function promotionIdOf(hash: string): string | undefined {
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // A malformed escape: the hash as it is, which names no promotion.
  }
  return id.trim() || undefined;
}

// The member's side of each promotion (its status, apply, claim) is the rewards feature's, loaded once signed in.
const PromotionMember = lazy(() => import('@lobby/rewards/promotion-member'));

/**
 * `/promotions` (spec 2 §2, contract §4.3): the `w_promotion` banners, then the promotions by category, and the
 * detail of the one the address names (`#<id>`), on a fresh load as after a link in the app. A card opens its
 * detail as a new history entry, so Back closes it; closing it goes back, or clears the address when the detail
 * came with the page (a link from elsewhere). A signed-in member (REWCEN3 on) sees each promotion's status on its card
 * and, in its detail, what they can do: apply with a comment, join, claim.
 */
export function PromotionsPage() {
  const intl = useIntl();
  const { client } = useShell();
  const name = intl.formatMessage(pageMessages.promotions);
  useDocumentTitle(name);
  const session = useSession();
  const language = useChosenLanguage();
  const navigate = useNavigate();
  const router = useRouter();
  const openId = promotionIdOf(useLocation({ select: (location) => location.hash }));
  const launch = useGameLaunch();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const play = (game: Game) => {
    setProblem(null);
    void launch(game).then(setProblem);
  };
  const queryClient = useQueryClient();
  const rewardsOn = useFlag('REWCEN3');
  const member = rewardsOn && session.isLogin && !session.isTrial ? session.member : undefined;
  const account = member?.account ?? '';
  const balance = useQuery({ ...balanceQuery(client, account), enabled: account !== '' });
  const memberSide = member
    ? (promotion: Announcement, place: 'card' | 'detail') => (
        <Suspense fallback={null}>
          <PromotionMember
            client={client}
            memberId={String(member.id)}
            currency={balance.data?.currency ?? undefined}
            onMoneyMoved={() => void queryClient.invalidateQueries({ queryKey: balanceQueryKey })}
            onCountsChanged={() => void queryClient.invalidateQueries({ queryKey: rewardCountKey })}
            announcementId={promotion.id}
            place={place}
          />
        </Suspense>
      )
    : undefined;
  // Whether the detail shown is the history entry a card click added (Back then closes it).
  const openedHere = useRef(false);
  useEffect(() => {
    if (!openId) openedHere.current = false;
  }, [openId]);

  return (
    <PageSection>
      <PageHeading>{name}</PageHeading>
      <DeferredMessages>
        <LaunchProblemText problem={problem} />
        <PageBanners group="w_promotion" label={name} onGame={play} />
        <Promotions
          client={client}
          language={language}
          signedIn={session.isLogin}
          enabled={session.status !== 'checking'}
          openId={openId}
          memberSide={memberSide}
          hrefOf={(promotion: Announcement) => `/promotions#${encodeURIComponent(String(promotion.id))}`}
          onOpen={(promotion) => {
            openedHere.current = true;
            void navigate({ to: '/promotions', hash: String(promotion.id) });
          }}
          onClose={() => {
            if (openedHere.current) {
              openedHere.current = false;
              router.history.back();
            } else {
              void navigate({ to: '/promotions', hash: '', replace: true });
            }
          }}
        />
      </DeferredMessages>
    </PageSection>
  );
}
