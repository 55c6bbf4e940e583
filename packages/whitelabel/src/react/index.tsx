import { createContext, useContext, type ReactNode } from 'react';
import { isFlagOn, type FlagName, type WhitelabelFlags } from '../flags';

const FlagsContext = createContext<WhitelabelFlags>({});

/** Provides the merchant's evaluated flags to every gated feature below it. */
export function WhitelabelProvider({ flags, children }: { flags: WhitelabelFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

/** The one way a feature asks whether it is switched on: `useFlag('FREEPLAY3')`. */
export const useFlag = (name: FlagName): boolean => isFlagOn(useContext(FlagsContext), name);
