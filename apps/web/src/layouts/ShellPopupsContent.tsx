import {
  ChangePasswordPopup,
  changePasswordPopupAtom,
  ForgotPasswordPopup,
  forgotPopupAtom,
  HandOffDialog,
  isYes,
  LoginPopup,
  loginPopupAtom,
  RegisterPopup,
  registerPopupAtom,
  useLogout,
  useSession,
  type LoginSuccess,
} from '@lobby/auth';
import { AgentCentre, MemberCentre, memberPageShown, RealAccountDialog, SignOutDialog } from '@lobby/frame';
import { VendorGamesDialog, VendorMaintenanceDialog } from '@lobby/game-catalogue';
import { useFlag } from '@lobby/whitelabel/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useMemberCentrePage, useSetMemberCentrePage } from '../centres/memberCentreSearch';
import { useAgentCentreContent } from '../centres/AgentCentrePages';
import { useMemberCentreContent } from '../centres/MemberCentrePages';
import { useCentres } from '../centres/useCentres';
import { useCatalogueScope } from '../games/catalogueScope';
import { useGameLaunch } from '../games/useGameLaunch';
import { DeferredMessages } from '../language/DeferredMessages';
import { useForgotPasswordProps, useRegisterFormProps } from '../pages/AccountPages';
import { useSiteConfig } from '../startup/siteConfig';
import {
  agentCentreAtom,
  gameMaintenanceAtom,
  infoDialogAtom,
  realAccountNoticeAtom,
  signOutConfirmAtom,
  vendorGamesAtom,
} from '../state/shellAtoms';
import { ShellFeedbackPopup, ShellHelpPopup } from './FooterPopups';
import { useMissionCount } from './useMissionCount';
import { useUnreadMessages } from './useUnreadMessages';
import { useRewardCount } from '../rewards/useRewardCount';

/** Where a login leads (spec 1 §4 steps 7-8). */
const landingOf = { changePassword: '/changePassword', agentHome: '/agentHome', home: '/' } as const;

/** The shell's shared popups (spec 1 §2); loaded the first time one of them opens. */
export default function ShellPopupsContent() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [login, setLogin] = useAtom(loginPopupAtom);
  const [changePassword, setChangePassword] = useAtom(changePasswordPopupAtom);
  const { registerRules } = useSiteConfig();
  const [registering, setRegistering] = useAtom(registerPopupAtom);
  const [forgot, setForgot] = useAtom(forgotPopupAtom);
  const registerProps = useRegisterFormProps();
  const forgotProps = useForgotPasswordProps();
  const memberFlags = { MANPLAYREB3: useFlag('MANPLAYREB3') };
  const askedPage = useMemberCentrePage();
  // A page the merchant does not offer (its switch off) opens as the default page.
  const memberPage = askedPage && memberPageShown(askedPage, memberFlags);
  const setMemberPage = useSetMemberCentrePage();
  const { openMemberCentre } = useCentres();
  const memberContent = useMemberCentreContent(memberPage);
  const [agentPage, setAgentPage] = useAtom(agentCentreAtom);
  const agentContent = useAgentCentreContent(agentPage);
  const [realAccount, setRealAccount] = useAtom(realAccountNoticeAtom);
  const [signOut, setSignOut] = useAtom(signOutConfirmAtom);
  const [info, setInfo] = useAtom(infoDialogAtom);
  const unread = useUnreadMessages();
  const missions = useMissionCount(memberPage !== null);
  const rewards = useRewardCount();
  const [maintenance, setMaintenance] = useAtom(gameMaintenanceAtom);
  const [vendorGames, setVendorGames] = useAtom(vendorGamesAtom);
  const catalogueScope = useCatalogueScope();
  const launch = useGameLaunch();
  const feedbackOn = useFlag('FEEDBACK3');
  const flags = {
    SIGNCONDIV3: useFlag('SIGNCONDIV3'),
    DAILYSALCONT3: useFlag('DAILYSALCONT3'),
    HOURSAL3: useFlag('HOURSAL3'),
    RTSALARY3: useFlag('RTSALARY3'),
  };
  // The centres are for signed-in real accounts only; a session that ends closes them.
  const member = session.isLogin && !session.isTrial;
  // An address that names a page (a reload, a shared link) follows the menus' rules once the session is known:
  // visitors are sent to log in, trial accounts told a real account is needed.
  const refused = memberPage !== null && !member && session.status !== 'checking';
  useEffect(() => {
    if (!refused || memberPage === null) return;
    setMemberPage(null, { replace: true });
    openMemberCentre(memberPage);
  }, [refused, memberPage, setMemberPage, openMemberCentre]);

  return (
    <DeferredMessages>
      <LoginPopup
        open={login}
        onOpenChange={setLogin}
        onSignedIn={({ outcome, value }: LoginSuccess) => {
          setLogin(false);
          // An expired password the site does not force to change is offered a change all the same.
          if (outcome !== 'changePassword' && isYes(value.passwordExpired)) setChangePassword('expired');
          void navigate({ to: landingOf[outcome] });
        }}
        onRegister={() => {
          setLogin(false);
          setRegistering(true);
        }}
        onForgotPassword={() => {
          setLogin(false);
          setForgot(true);
        }}
      />
      <ChangePasswordPopup
        open={changePassword !== false && session.isLogin}
        onOpenChange={(open) => setChangePassword(open ? 'asked' : false)}
        expired={changePassword === 'expired'}
        rules={registerRules}
        onChanged={() => {
          setChangePassword(false);
          void navigate({ to: '/' });
        }}
      />
      <RegisterPopup {...registerProps} open={registering} onOpenChange={setRegistering} />
      <HandOffDialog />
      <ForgotPasswordPopup {...forgotProps} open={forgot} onOpenChange={setForgot} />
      <MemberCentre
        page={member ? memberPage : null}
        // Moving between pages replaces the address; closing is a step back can undo.
        onPageChange={(page) => setMemberPage(page, { replace: page !== null })}
        counts={{ messageV2: unread, missionLeaderboard: missions, rewardCenter: rewards }}
        content={memberContent}
        flags={memberFlags}
      />
      <AgentCentre
        page={member && session.isAgent ? agentPage : null}
        onPageChange={setAgentPage}
        flags={flags}
        content={agentContent}
      />
      <RealAccountDialog open={realAccount} onOpenChange={setRealAccount} />
      <SignOutDialog
        open={signOut}
        onOpenChange={setSignOut}
        busy={logout.isPending}
        onConfirm={async () => {
          await logout.mutateAsync();
          setSignOut(false);
          setAgentPage(null);
          void navigate({ to: '/', replace: true });
        }}
      />
      <ShellHelpPopup open={info === 'help'} onClose={() => setInfo(null)} />
      <ShellFeedbackPopup open={info === 'feedback' && feedbackOn} onClose={() => setInfo(null)} />
      {vendorGames && (
        <VendorGamesDialog
          open
          onOpenChange={(open) => {
            if (!open) setVendorGames(null);
          }}
          scope={catalogueScope}
          vendor={vendorGames}
          signedIn={session.isLogin}
          onLaunch={(game) => {
            setVendorGames(null);
            void launch(game);
          }}
        />
      )}
      {maintenance && (
        <VendorMaintenanceDialog
          open
          onOpenChange={(open) => {
            if (!open) setMaintenance(null);
          }}
          scope={catalogueScope}
          vendor={maintenance.vendor}
          maintenance={maintenance.maintenance}
          signedIn={session.isLogin}
          onLaunch={(game) => {
            setMaintenance(null);
            void launch(game);
          }}
        />
      )}
    </DeferredMessages>
  );
}
