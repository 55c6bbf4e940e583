import { launchMessages } from '@lobby/game-catalogue';
import { useIntl } from '@lobby/i18n/react';
import type { LaunchProblem } from '../games/useGameLaunch';
import { LaunchProblem as ProblemLine } from './Page.styles';

const problemMessages = {
  failed: launchMessages.launchFailed,
  blocked: launchMessages.popupBlocked,
  balance: launchMessages.balanceShort,
} as const;

/** Why the last chosen game did not start; inside the deferred messages, where its words are. */
export function LaunchProblemText({ problem }: { problem: LaunchProblem | null }) {
  const intl = useIntl();
  return <ProblemLine role="alert">{problem && intl.formatMessage(problemMessages[problem])}</ProblemLine>;
}
