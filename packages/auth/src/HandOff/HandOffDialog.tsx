import { ApiError } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { AlertDialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useErrorText } from '../errors/errorText';
import { useLogout } from '../login/useLogout';
import { useSession } from '../react/AuthProvider';
import { handOffCodeAtom } from './handOff';
import { handOffDialogMessages as m } from './HandOffDialog.messages';
import { useRedeemHandOff } from './useRedeemHandOff';

export interface HandOffDialogProps {
  /** The code was spent: the page now holds the link's session. */
  onSignedIn?: () => void;
}

/**
 * What a page opened by a hand-off link does with its code (handOffCodeAtom): a visitor's page spends it at once
 * and is signed in; a page already signed in asks first, since the link may be someone else's (a planted link must
 * not swap the player's account), and either signs out and spends it or drops it. A code that no longer works is told.
 */
export function HandOffDialog({ onSignedIn }: HandOffDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [code, setCode] = useAtom(handOffCodeAtom);
  const session = useSession();
  const redeem = useRedeemHandOff();
  const logout = useLogout();
  const [failure, setFailure] = useState<string | null>(null);

  const spend = (handed: string) => {
    setCode(null);
    redeem.mutate(handed, {
      onSuccess: () => onSignedIn?.(),
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.errorCode === errorCodes.handoffCodeInvalid
            ? intl.formatMessage(m.spent)
            : errorText(error),
        ),
    });
  };

  // A visitor (or a stored session the platform no longer knows) takes the link's session without a question.
  const visitor = session.status === 'visitor';
  useEffect(() => {
    if (code !== null && visitor && redeem.isIdle) spend(code);
  });

  const asking = code !== null && session.status === 'member';
  return (
    <>
      <AlertDialog
        kind="confirm"
        open={asking}
        onOpenChange={(open) => {
          if (!open) setCode(null);
        }}
        title={intl.formatMessage(m.switchTitle)}
        message={intl.formatMessage(m.switchMessage, { account: session.member?.account ?? '' })}
        okLabel={intl.formatMessage(m.switchAccount)}
        cancelLabel={intl.formatMessage(m.stay)}
        onOk={async () => {
          if (code === null) return;
          // Taken out first: signed out, the page is a visitor's, which would spend the code on its own.
          const handed = code;
          setCode(null);
          await logout.mutateAsync();
          spend(handed);
        }}
      />
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={intl.formatMessage(m.failedTitle)}
        message={failure ?? ''}
        okLabel={intl.formatMessage(m.ok)}
      />
    </>
  );
}
