import { AuthProvider, deferredIdentity } from '@lobby/auth';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { LanguageGate } from '../language/LanguageGate';
import { QueryScope } from '../serverState/QueryScope';
import type { Shell } from './createShell';
import { ShellContextProvider, type LoadHelpOrganisations, type LoadMessages } from './ShellContext';

export interface ShellProvidersProps {
  shell: Shell;
  /** `loadMessages` of `virtual:lobby/messages`: the compiled catalogue of a language. */
  loadMessages: LoadMessages;
  /** `loadDeferredMessages` of `virtual:lobby/messages`: the part loaded with the account flows. */
  loadDeferredMessages?: LoadMessages;
  /** The brand's help organisations, from `virtual:lobby/brand/responsible-gambling`. */
  loadHelpOrganisations?: LoadHelpOrganisations;
  /** The brand logo; the build serves it at `/logo.svg`. */
  logoSrc?: string;
  children: ReactNode;
}

/** Client state, server state, the session, the language and the theme: everything above the router. */
export function ShellProviders({
  shell,
  loadMessages,
  loadDeferredMessages,
  loadHelpOrganisations,
  logoSrc = '/logo.svg',
  children,
}: ShellProvidersProps) {
  const { brand, client, calls, queries, store } = shell;
  const context = useMemo(
    () => ({ brand, client, calls, queries, logoSrc, loadDeferredMessages, loadHelpOrganisations }),
    [brand, client, calls, queries, logoSrc, loadDeferredMessages, loadHelpOrganisations],
  );
  const roles = useMemo(
    () => ({ agentTypes: brand.agentTypes, trialType: brand.trialType }),
    [brand.agentTypes, brand.trialType],
  );
  const identity = useMemo(() => {
    if (!brand.identity) return undefined;
    const options = {
      baseUrl: `${brand.api?.baseUrl ?? ''}/__dev/identity`,
      phoneCodes: brand.identity.phoneCodes === 'provider',
    };
    // The provider's code loads with the first form that can use it, not with the first paint.
    return deferredIdentity(
      () =>
        import('@lobby/auth/identity/reference').then(({ createReferenceIdentity }) =>
          createReferenceIdentity(options),
        ),
      options,
    );
  }, [brand.identity, brand.api?.baseUrl]);
  return (
    <JotaiProvider store={store}>
      <QueryScope holder={queries}>
        <ShellContextProvider value={context}>
          <AuthProvider client={client} roles={roles} identity={identity}>
            <LanguageGate loadMessages={loadMessages}>{children}</LanguageGate>
          </AuthProvider>
        </ShellContextProvider>
      </QueryScope>
    </JotaiProvider>
  );
}
