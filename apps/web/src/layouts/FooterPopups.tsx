import { useSession } from '@lobby/auth';
import { FeedbackPopup, helpCentreQuery, HelpPopup } from '@lobby/content';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { errorText } from '../startup/errorText';

interface PopupProps {
  open: boolean;
  onClose: () => void;
}

/** The footer's help popup: the help centre in the chosen language, asked for the first time the popup opens. */
export function ShellHelpPopup({ open, onClose }: PopupProps) {
  const { client } = useShell();
  const language = useChosenLanguage();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const query = useQuery({ ...helpCentreQuery(client, { language }), enabled: opened });
  return (
    <HelpPopup
      open={open}
      onClose={onClose}
      entries={query.data}
      status={query.status}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * The footer's feedback popup: sent as `PUT /wps/feedback` with the signed-in player's username as the sender; a
 * failure worded as the shell words every failed call.
 */
export function ShellFeedbackPopup({ open, onClose }: PopupProps) {
  const { client } = useShell();
  const session = useSession();
  const intl = useIntl();
  return (
    <FeedbackPopup
      open={open}
      onClose={onClose}
      sender={session.member?.account ?? undefined}
      onSubmit={(feedback) => client.call('feedback', feedback)}
      describeError={(error) => errorText(intl, error)}
    />
  );
}
