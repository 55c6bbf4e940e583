import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { isFlagOn, isKnownFlag, type FlagName, type WhitelabelFlags } from '../flags';

const FlagsContext = createContext<WhitelabelFlags>({});

/** Provides the merchant's evaluated flags to every gated feature below it. */
export function WhitelabelProvider({ flags, children }: { flags: WhitelabelFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

/** The one way a feature asks whether it is switched on: `useFlag('FREEPLAY3')`. */
export const useFlag = (name: FlagName): boolean => isFlagOn(useContext(FlagsContext), name);

/**
 * Every flag as one function, for the app to hand a feature that does not read flags itself:
 * `isFlagOn('AGENTRANSMULTDOWN3')`. A name this kit does not know is off.
 */
export function useFlagReader(): (name: string) => boolean {
  const flags = useContext(FlagsContext);
  return useCallback((name: string) => isKnownFlag(name) && isFlagOn(flags, name), [flags]);
}
