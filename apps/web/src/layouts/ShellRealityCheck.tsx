import RealityCheck from '@lobby/member-centre/reality-check';
import { DeferredMessages } from '../language/DeferredMessages';
import { useSignOutNow } from './useSignOutNow';

/** The reality check for a signed-in member, with the sign-out behind its "Log out"; loaded once a member is in. */
export default function ShellRealityCheck() {
  const signOut = useSignOutNow();
  return (
    <DeferredMessages>
      <RealityCheck onLogOut={signOut} />
    </DeferredMessages>
  );
}
