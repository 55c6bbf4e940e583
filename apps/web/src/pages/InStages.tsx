import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` (one node per stage, in order) a stage at a time: the first at once, each next one in the task
 * after the previous one was committed, as a transition. Committing a long page at once is one long task, during
 * which a phone neither paints nor answers a tap; a commit per stage leaves room between them. Put what shows first
 * on screen in the first stage.
 */
export function InStages({ children }: { children: readonly ReactNode[] }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= children.length) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, children.length]);
  return children.slice(0, shown);
}
