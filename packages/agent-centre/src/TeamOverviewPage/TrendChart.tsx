import type { ReactNode } from 'react';
import { Chart } from './TeamOverviewPage.styles';

export interface TrendBar {
  key: string;
  label: ReactNode;
  value: number;
  /** The running period, drawn apart. */
  current: boolean;
}

const height = 100;

/**
 * The periods' bets as columns, oldest first in the reading direction, the tallest the largest amount. A picture of
 * the table beside it, so hidden from assistive technology: the table is what is read.
 */
export function TrendChart({ title, bars }: { title: string; bars: readonly TrendBar[] }) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <Chart aria-hidden="true" $count={bars.length}>
      <p>{title}</p>
      {bars.map((bar) => {
        const length = largest > 0 ? (bar.value / largest) * height : 0;
        return (
          <figure key={bar.key}>
            <svg viewBox={`0 0 10 ${height}`} preserveAspectRatio="none" focusable="false" data-period={bar.key}>
              {length > 0 && (
                <rect x={1} y={height - length} width={8} height={length} data-current={bar.current || undefined} />
              )}
            </svg>
            <figcaption>{bar.label}</figcaption>
          </figure>
        );
      })}
    </Chart>
  );
}
