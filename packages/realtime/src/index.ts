export {
  connectRealtime,
  documentVisibility,
  realtimeUrl,
  type ConnectionStatus,
  type RealtimeConnection,
  type RealtimeOptions,
  type SocketLike,
  type Visibility,
} from './connection';
export { RealtimeEvents, type RealtimeEventsProps } from './RealtimeEvents/RealtimeEvents';
export { noticeOf } from './RealtimeEvents/notices';
