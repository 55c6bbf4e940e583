import type { LanguageCode } from '@lobby/i18n';
import type { LoadMessages } from '../context/ShellContext';
import { startupCall, startupCallsBy, type StartupCall } from '../serverState/startupCall';

type Catalogue = Awaited<ReturnType<LoadMessages>>;

/** A catalogue chunk that failed to load is asked twice more before the failure is shown. */
async function withRetries<T>(load: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

const callsByLoader = new WeakMap<LoadMessages, (language: LanguageCode) => StartupCall<Catalogue>>();

/**
 * The load of one language's catalogue (or its deferred part) by `load`, kept for the visit: every part of the page
 * that needs it shares one load, and a popup opened again renders at once.
 */
export function catalogueCall(load: LoadMessages, language: LanguageCode): StartupCall<Catalogue> {
  let calls = callsByLoader.get(load);
  if (!calls) {
    calls = startupCallsBy(
      (code: LanguageCode) => code,
      (code) => startupCall(() => withRetries(() => load(code))),
    );
    callsByLoader.set(load, calls);
  }
  return calls(language);
}
