import { launchMessages } from '@lobby/game-catalogue';
import { useIntl } from '@lobby/i18n/react';
import { LaunchProblem } from './Page.styles';

/** Why the last chosen game did not start; inside the deferred messages, where its words are. */
export function LaunchProblemText({ problem }: { problem: 'failed' | 'blocked' | null }) {
  const intl = useIntl();
  return (
    <LaunchProblem role="alert">
      {problem && intl.formatMessage(problem === 'blocked' ? launchMessages.popupBlocked : launchMessages.launchFailed)}
    </LaunchProblem>
  );
}
