import { settingTopic, type RealtimeMessage } from '@lobby/contract/realtime';
import { ToastProvider, useToast } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useEffect, useEffectEvent } from 'react';
import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from '../connection';
import { noticeOf } from './notices';
import { realtimeMessages as m } from './RealtimeEvents.messages';

export interface RealtimeEventsProps {
  /** The socket's address (`realtimeUrl`). */
  url: string;
  /** The signed-in session's token. */
  token: string;
  /** The merchant's code: its settings topic's messages go to `onSettings`. */
  merchantCode?: string | undefined;
  /** The wallet's currency, for the amounts the notices name. */
  currency?: string | undefined;
  /** Every event of the member's topic, after its notice is shown: what the app reads again (balance, badges ...). */
  onEvent?: ((type: string, body: RealtimeMessage) => void) | undefined;
  /** A message of the merchant's settings topic (`LGSGAMESETTING`: the game menus changed). */
  onSettings?: ((content: string) => void) | undefined;
  /** Connected again after a break: read again what is shown, as changes made meanwhile were not told. */
  onResumed?: (() => void) | undefined;
  /** The platform ended the session: the app checks it and signs out. */
  onSessionEnded?: (() => void) | undefined;
  /** Where ignored frames and events are told; the console when absent. */
  onIgnored?: ((reason: string) => void) | undefined;
  /** The connection (tests give one over a fake socket). */
  connect?: (options: RealtimeOptions) => RealtimeConnection;
}

/**
 * The signed-in page's push channel: one connection while mounted, each event of the member shown as a notification
 * at the bottom of the screen (the end side; read out by screen readers, closable, three at most) and handed to the
 * app to refresh what it shows.
 */
export function RealtimeEvents(props: RealtimeEventsProps) {
  const intl = useIntl();
  return (
    <ToastProvider closeLabel={intl.formatMessage(m.close)} regionLabel={intl.formatMessage(m.region)}>
      <Listener {...props} />
    </ToastProvider>
  );
}

const warn = (reason: string) => console.warn(`Push channel: ${reason}`);

function Listener(props: RealtimeEventsProps) {
  const intl = useIntl();
  const toast = useToast();
  const { url, token, connect = connectRealtime } = props;
  const ignored = useEffectEvent((reason: string) => (props.onIgnored ?? warn)(reason));
  const received = useEffectEvent((topic: string, body: RealtimeMessage) => {
    if (props.merchantCode !== undefined && topic === settingTopic(props.merchantCode)) {
      if (body.content) props.onSettings?.(body.content);
      return;
    }
    const notice = noticeOf(body, intl, props.currency);
    if (!notice) {
      ignored(`an event of an unknown type or shape (${String(body.type)})`);
      return;
    }
    toast.show(notice);
    props.onEvent?.(body.type ?? '', body);
  });
  const resumed = useEffectEvent(() => props.onResumed?.());
  const sessionEnded = useEffectEvent(() => props.onSessionEnded?.());

  // The connection lives as long as the token and address: the handlers and words may change without reconnecting.
  useEffect(() => {
    const connection = connect({
      url,
      token,
      onMessage: (topic, body) => received(topic, body),
      onResumed: () => resumed(),
      onSessionEnded: () => sessionEnded(),
      onIgnored: (reason) => ignored(reason),
    });
    return () => connection.close();
  }, [url, token, connect]);
  return null;
}
