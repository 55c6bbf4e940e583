/**
 * A gate for a form's request: `enter()` is true for the first press and false while that request is on its way, so
 * a double click sends one request; `leave()` once it has settled.
 */
export function oneAtATime() {
  let busy = false;
  return {
    enter(): boolean {
      if (busy) return false;
      busy = true;
      return true;
    },
    leave(): void {
      busy = false;
    },
  };
}
