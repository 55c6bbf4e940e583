import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '../../theme';
import { CloseIcon } from '../Icons';
import { CloseButton } from '../Dialog/Dialog.styles';
import { notificationsAttribute } from './notifications';
import { Description, Root, Text, Title, Viewport, type ToastTone } from './Toast.styles';

/** How long a toast stays, in ms; danger toasts stay longer so there is time to read what went wrong. */
export const TOAST_DURATION: Readonly<Record<ToastTone, number>> = { info: 5000, success: 5000, danger: 8000 };
/** More than this and the oldest goes: a stack taller than three hides the page and is rarely read. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** Accessible name of each toast's close button ("Close"). */
  closeLabel: string;
  /** Name of the notifications landmark ("Notifications"); `{hotkey}` is replaced with the shortcut (F8). */
  regionLabel: string;
  /** Read before each announced toast ("Notification"); `regionLabel` without its `{hotkey}` when absent. */
  toastLabel?: string;
  children?: ReactNode;
}

interface Entry extends ToastOptions {
  id: string;
}

/** "Notifications ({hotkey})" -> "Notifications": the shortcut means nothing when a toast is announced. */
const withoutHotkey = (label: string) => label.replace(/\s*[([]?\s*\{hotkey\}\s*[)\]]?/g, '').trim();

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts; needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

/**
 * Owns the toast stack: renders the children, then the notifications region at the block-end, inline-end corner.
 * Toasts pause while hovered or focused, close on Esc, by their close button or by a swipe toward the edge.
 */
export function ToastProvider({ closeLabel, regionLabel, toastLabel, children }: ToastProviderProps) {
  const { dir } = useTheme();
  const [toasts, setToasts] = useState<Entry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        label={toastLabel ?? withoutHotkey(regionLabel)}
        // Toasts sit at the inline end, so they are swiped away toward it.
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {toasts.map(({ id, title, description, tone = 'info', duration }) => (
          <Root
            key={id}
            $tone={tone}
            data-tone={tone}
            // Errors interrupt; confirmations and information wait for a pause.
            type={tone === 'danger' ? 'foreground' : 'background'}
            duration={duration ?? TOAST_DURATION[tone]}
            onOpenChange={(open) => {
              if (!open) dismiss(id);
            }}
          >
            <Text>
              <Title>{title}</Title>
              {description != null && description !== false && <Description>{description}</Description>}
            </Text>
            <ToastPrimitive.Close asChild>
              <CloseButton type="button" aria-label={closeLabel}>
                <CloseIcon />
              </CloseButton>
            </ToastPrimitive.Close>
          </Root>
        ))}
        <Viewport label={regionLabel} {...{ [notificationsAttribute]: '' }} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
