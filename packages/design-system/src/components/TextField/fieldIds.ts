import { useId } from 'react';

/** The ids a labelled field ties together: control, hint and error, stable across renders and server renders. */
export function useFieldIds(id?: string): { controlId: string; hintId: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** An `aria-describedby` value from the ids that are present; undefined when none is, so no empty attribute. */
export const joinIds = (...ids: Array<string | false | null | undefined>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
