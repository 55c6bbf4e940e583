import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** A progress bar's track and fill (the fill's inline size the share done): mirrored under right-to-left. */
const ProgressBar = styled.div`
  block-size: 0.5rem;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  & > div {
    block-size: 100%;
    background: ${vars.color.accent};
  }
`;

/** How much of `goal` is `done`, in whole percent from 0 to 100 (all of nothing: 100). */
export const percentOf = (done: number, goal: number): number =>
  goal > 0 ? Math.min(100, Math.max(0, Math.floor((done * 100) / goal))) : 100;

/**
 * A progress bar (`role="progressbar"`, 0-100) named by `label` whose value is said as `valueText` ("300 of 720"),
 * filling from the reading direction's start. My account's VIP progress keeps a bar of its own: sharing this one would
 * put it in a chunk apart and add a quarter of a kilobyte to a page at the edge of its 30 KB.
 */
export function ProgressMeter({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <ProgressBar
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div style={{ inlineSize: `${String(percent)}%` }} />
    </ProgressBar>
  );
}
