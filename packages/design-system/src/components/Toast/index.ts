export {
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './Toast';
export type { ToastTone } from './Toast.styles';
