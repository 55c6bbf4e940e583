import { Button, Dialog } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useEffect, useState } from 'react';
import { Actions } from '../common/page.styles';
import { realityCheckMessages as m } from './RealityCheck.messages';
import { minuteMs, nextReminderAt, playedFor, sessionStart, useReminderInterval } from './realityCheck';

export interface RealityCheckProps {
  /** Ends the session (the sign-in feature's sign-out); the app unmounts the reminder once the player is out. */
  onLogOut: (() => void) | (() => Promise<unknown>);
}

/**
 * The reality check: while a member is signed in, each whole interval of play since the login (the interval the
 * player chose on the responsible-gambling page; none when off) a dialog says how long they have played, with
 * "Keep playing" (it comes back after the next interval) and "Log out". Mount it for signed-in members only.
 */
export function RealityCheck({ onLogOut }: RealityCheckProps) {
  const intl = useIntl();
  const interval = useReminderInterval();
  const [since] = useState(() => sessionStart(Date.now()));
  // When the dialog opened (the play time it tells), or null while none is showing.
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (interval === 0 || shownAt !== null) return;
    const now = Date.now();
    const timer = setTimeout(() => setShownAt(Date.now()), nextReminderAt(since, interval * minuteMs, now) - now);
    return () => clearTimeout(timer);
  }, [interval, since, shownAt]);

  const keepPlaying = () => setShownAt(null);
  const logOut = async () => {
    setLeaving(true);
    try {
      await onLogOut();
    } finally {
      setLeaving(false);
      setShownAt(null);
    }
  };
  const played = playedFor((shownAt ?? since) - since);

  return (
    <Dialog
      open={shownAt !== null && interval !== 0}
      onOpenChange={(open) => {
        if (!open && !leaving) keepPlaying();
      }}
      size="sm"
      title={intl.formatMessage(m.title)}
      description={
        played.hours === 0
          ? intl.formatMessage(m.playedMinutes, { minutes: played.minutes })
          : intl.formatMessage(m.playedHours, played)
      }
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <Actions>
          <Button onClick={keepPlaying} disabled={leaving}>
            {intl.formatMessage(m.keepPlaying)}
          </Button>
          <Button variant="secondary" loading={leaving} onClick={() => void logOut()}>
            {intl.formatMessage(m.logOut)}
          </Button>
        </Actions>
      }
    >
      <p>{intl.formatMessage(m.question)}</p>
    </Dialog>
  );
}
