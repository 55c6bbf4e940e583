import { useFlag } from '@lobby/whitelabel/react';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { needsHumanCheck, type HumanChecker, type HumanCheckResult, type HumanCheckScene } from './humanCheck';

const SliderCheck = lazy(() => import('../SliderCheck'));

interface PendingCheck {
  scene: HumanCheckScene;
  settle: (result: HumanCheckResult) => void;
}

const CheckerContext = createContext<HumanChecker | null>(null);
const PendingContext = createContext<PendingCheck | null>(null);

/**
 * Provides the human check to the forms below. Without a `checker` it runs the reference platform's slider puzzle,
 * whose dialog shows where `<HumanCheckOutlet />` is placed (below the language and theme providers); a brand with a
 * third-party service passes that service's checker instead.
 */
export function HumanCheckProvider({ checker, children }: { checker?: HumanChecker; children: ReactNode }) {
  const [pending, setPending] = useState<PendingCheck | null>(null);
  const pendingRef = useRef<PendingCheck | null>(null);

  const slider = useMemo<HumanChecker>(
    () => ({
      run: (scene) =>
        new Promise<HumanCheckResult>((resolve) => {
          // A second run while one is open cancels the first: only one dialog at a time.
          pendingRef.current?.settle({ status: 'cancelled' });
          const next: PendingCheck = {
            scene,
            settle: (result) => {
              if (pendingRef.current === next) {
                pendingRef.current = null;
                setPending(null);
              }
              resolve(result);
            },
          };
          pendingRef.current = next;
          setPending(next);
        }),
    }),
    [],
  );

  return (
    <CheckerContext.Provider value={checker ?? slider}>
      <PendingContext.Provider value={checker ? null : pending}>{children}</PendingContext.Provider>
    </CheckerContext.Provider>
  );
}

/** Where the slider puzzle's dialog appears while a check runs: once, inside the language and theme providers. */
export function HumanCheckOutlet() {
  const pending = useContext(PendingContext);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <SliderCheck key={pending.scene} scene={pending.scene} onSettle={pending.settle} />
    </Suspense>
  );
}

export interface HumanCheckOptions {
  /** Registration only: whether the merchant's captcha rule is enabled (contract §2.9). */
  registerCaptchaEnabled?: boolean;
}

/**
 * The human-check step before a guarded call: resolves `passed` at once with no fields when the site does not ask for
 * it in that scene, otherwise runs the provider's check.
 */
export function useHumanCheck(): (scene: HumanCheckScene, options?: HumanCheckOptions) => Promise<HumanCheckResult> {
  const checker = useContext(CheckerContext);
  if (!checker) throw new Error('useHumanCheck needs a <HumanCheckProvider> above it');
  const flags = {
    GEETEST3: useFlag('GEETEST3'),
    GEETESTTEST3: useFlag('GEETESTTEST3'),
    GEETESTVCODE3: useFlag('GEETESTVCODE3'),
  };
  const { GEETEST3, GEETESTTEST3, GEETESTVCODE3 } = flags;
  return useCallback(
    async (scene, options = {}) => {
      const isOn = (flag: string) => ({ GEETEST3, GEETESTTEST3, GEETESTVCODE3 })[flag as 'GEETEST3'] ?? false;
      if (!needsHumanCheck(scene, isOn, options.registerCaptchaEnabled)) return { status: 'passed', fields: {} };
      return checker.run(scene);
    },
    [checker, GEETEST3, GEETESTTEST3, GEETESTVCODE3],
  );
}
