import type { CompiledMessages } from '@lobby/i18n';
import { I18nProvider, useIntl, useLanguage } from '@lobby/i18n/react';
import { useMemo, type ReactNode } from 'react';
import { useShell } from '../context/ShellContext';
import { useStartupCall } from '../serverState/startupCall';
import { catalogueCall } from './catalogues';

const noDeferredPart = async () => ({});

/**
 * Renders `children` once the deferred part of the catalogue (the account flows' messages) is loaded, with both
 * parts; `fallback` (nothing by default) until then. The first page's catalogue stays small, and what needs the rest
 * waits for it here.
 */
export function DeferredMessages({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { loadDeferredMessages } = useShell();
  const [language] = useLanguage();
  const intl = useIntl();
  const part = useStartupCall(catalogueCall(loadDeferredMessages ?? noDeferredPart, language), {
    enabled: loadDeferredMessages !== undefined,
  });
  const messages = useMemo(
    () => (part.data ? ({ ...intl.messages, ...part.data } as CompiledMessages) : undefined),
    [intl.messages, part.data],
  );
  if (!loadDeferredMessages) return children;
  if (!messages) return fallback;
  return (
    <I18nProvider language={language} messages={messages}>
      {children}
    </I18nProvider>
  );
}
