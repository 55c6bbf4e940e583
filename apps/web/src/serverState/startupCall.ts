import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { useEffect, useRef } from 'react';

/** What the first paint knows of one platform call. */
export interface CallState<T> {
  /** The last answer, or a copy kept from earlier in the tab until one comes. */
  data: T | undefined;
  /** The last failure; cleared by the next answer. */
  error: unknown;
  /** Asked and not answered yet. */
  fetching: boolean;
  /** Answered or failed at least once since the page loaded. */
  settled: boolean;
  /** When `data` was answered (ms since the epoch); 0 for a kept copy or none. */
  updatedAt: number;
}

export interface StartupCall<T> {
  state: Atom<CallState<T>>;
  /** Asks the platform (again) and resolves once it has answered or failed; a call on its way is not asked twice. */
  ask: WritableAtom<null, [], Promise<void>>;
}

/**
 * One of the calls the first paint reads (status, session, vendor lanes, announcements), as jotai atoms over the API
 * client: TanStack Query, which caches everything else, loads after the first paint (decision 0043). `kept` is a
 * copy from earlier in the tab and when it was answered, shown until the answer comes.
 */
export function startupCall<T>(
  run: () => Promise<T>,
  kept?: () => { data: T; at: number } | undefined,
): StartupCall<T> {
  const state = atom<CallState<T> | null>(null);
  const read = atom((get) => {
    const known = get(state);
    if (known) return known;
    const copy = kept?.();
    return { data: copy?.data, error: undefined, fetching: false, settled: false, updatedAt: copy?.at ?? 0 };
  });
  // Per store, as the state is: each store (each test) asks for itself.
  const onItsWay = atom<Promise<void> | null>(null);
  const ask = atom(null, (get, set) => {
    const asked = get(onItsWay);
    if (asked) return asked;
    const asking = (async () => {
      set(state, { ...get(read), fetching: true });
      try {
        const data = await run();
        set(state, { data, error: undefined, fetching: false, settled: true, updatedAt: Date.now() });
      } catch (error) {
        set(state, { ...get(read), error, fetching: false, settled: true });
      } finally {
        set(onItsWay, null);
      }
    })();
    set(onItsWay, asking);
    return asking;
  });
  return { state: read, ask };
}

/** One `StartupCall` per key (a language, a scope), made on first use. */
export function startupCallsBy<K, T>(keyOf: (key: K) => string, make: (key: K) => StartupCall<T>) {
  const calls = new Map<string, StartupCall<T>>();
  return (key: K): StartupCall<T> => {
    const id = keyOf(key);
    let call = calls.get(id);
    if (!call) {
      call = make(key);
      calls.set(id, call);
    }
    return call;
  };
}

/**
 * A call's state for a component, asking when it mounts if the call has no fresh answer (none yet, a failure, or one
 * older than `staleMs`); `enabled: false` waits (a session still being checked).
 */
export function useStartupCall<T>(
  call: StartupCall<T>,
  { enabled = true, staleMs = Infinity }: { enabled?: boolean; staleMs?: number } = {},
): CallState<T> & { ask: () => Promise<void> } {
  const state = useAtomValue(call.state);
  const ask = useSetAtom(call.ask);
  const wanted =
    enabled &&
    !state.fetching &&
    ((!state.settled && state.data === undefined) ||
      state.error !== undefined ||
      Date.now() - state.updatedAt > staleMs);
  // Asked when the component mounts or the call changes (a new language, a sign-in), not on every render.
  const askedFor = useRef<StartupCall<T> | null>(null);
  useEffect(() => {
    if (!wanted || askedFor.current === call) return;
    askedFor.current = call;
    void ask();
  }, [wanted, call, ask]);
  return { ...state, ask };
}
