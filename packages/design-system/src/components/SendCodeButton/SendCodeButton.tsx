import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Text } from './SendCodeButton.styles';

export interface SendCodeButtonLabels {
  /** Before the first successful send, e.g. "Send code". */
  send: string;
  /** After a send once the countdown ends, e.g. "Resend code"; `send` when absent. */
  resend?: string;
  /** While counting down, e.g. `(s) => \`Resend in ${s} s\``. */
  countdown: (seconds: number) => string;
}

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'disabled'> {
  /**
   * Asks the server to send the code. Resolve with `{ seconds }` when the server says how long to wait before the
   * next request, or with nothing to wait `defaultSeconds`. A rejection returns the button to idle; reporting the
   * error is the caller's (the mutation's error state, a field error).
   */
  // `void` on purpose: a plain `async () => { await send(); }` and one that sometimes returns the wait both fit.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  onSend: () => Promise<{ seconds: number } | void>;
  labels: SendCodeButtonLabels;
  /** The wait when `onSend` resolves with nothing. */
  defaultSeconds?: number;
  disabled?: boolean;
}

/** Requests closer together are dropped, even after a failure: a fast clicker must not flood the SMS gateway. */
const minIntervalMs = 1000;

type Announcement = { kind: 'started'; seconds: number } | { kind: 'ended' } | null;

/**
 * The "send verification code" button: idle, sending (spinner), then counting down before a resend is allowed.
 * The countdown reads the clock rather than counting ticks, so a throttled background tab still ends on time.
 * Only its start and end are announced, politely: a live region read every second would drown everything else.
 */
export const SendCodeButton = forwardRef<HTMLButtonElement, SendCodeButtonProps>(function SendCodeButton(
  { onSend, labels, defaultSeconds = 60, disabled = false, ...rest },
  ref,
) {
  const [sending, setSending] = useState(false);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [hasSent, setHasSent] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>(null);
  // Refs, not state: two clicks in the same frame both see the state of the last render.
  const busy = useRef(false);
  const lastSendAt = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // Started from the click's own continuation rather than an effect, so the first tick is timed from the
  // server's answer, not from whenever React gets round to effects.
  const countDownTo = (end: number) => {
    const tick = () => {
      const current = Date.now();
      if (current >= end) {
        busy.current = false;
        setEndsAt(null);
        setAnnouncement({ kind: 'ended' });
        return;
      }
      setNow(current);
      schedule();
    };
    // Wake on each whole second before the end, so the label changes when the number does.
    const schedule = () => {
      timer.current = setTimeout(tick, (end - Date.now()) % 1000 || 1000);
    };
    schedule();
  };

  const handleClick = async () => {
    const startedAt = Date.now();
    if (disabled || busy.current || startedAt - lastSendAt.current < minIntervalMs) return;
    busy.current = true;
    lastSendAt.current = startedAt;
    setSending(true);

    let answer: Awaited<ReturnType<typeof onSend>>;
    try {
      answer = await onSend();
    } catch {
      if (!mounted.current) return;
      busy.current = false;
      setSending(false);
      return;
    }
    if (!mounted.current) return;
    setSending(false);
    setHasSent(true);

    const seconds = Math.ceil(answer ? answer.seconds : defaultSeconds);
    // A server that asks for no wait (or sends nonsense) gets none rather than a countdown that never ends.
    if (!(seconds > 0 && Number.isFinite(seconds))) {
      busy.current = false;
      return;
    }
    const current = Date.now();
    const end = current + seconds * 1000;
    setNow(current);
    setEndsAt(end);
    setAnnouncement({ kind: 'started', seconds });
    countDownTo(end);
  };

  const counting = endsAt !== null;
  const remaining = endsAt === null ? 0 : Math.max(1, Math.ceil((endsAt - now) / 1000));
  const idleLabel = hasSent && labels.resend ? labels.resend : labels.send;
  const announced =
    announcement?.kind === 'started'
      ? labels.countdown(announcement.seconds)
      : announcement?.kind === 'ended'
        ? idleLabel
        : '';

  return (
    <>
      <Button ref={ref} {...rest} loading={sending} disabled={disabled || counting} onClick={handleClick}>
        <Text>{counting ? labels.countdown(remaining) : idleLabel}</Text>
      </Button>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
    </>
  );
});
