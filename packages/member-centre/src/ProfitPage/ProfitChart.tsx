import { useTheme } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { Chart } from './ProfitPage.styles';

export interface ChartRow {
  key: string;
  label: ReactNode;
  /** Positive: the member won; negative: lost. */
  value: number;
}

/** Half the bar's track: bars grow from its middle. */
const half = 50;

/**
 * Each row's win or loss as a bar from a line in the middle: a win towards the reading direction's end, a loss towards
 * its start, the longest bar the largest amount. A picture of the table beside it, so hidden from assistive
 * technology: the table is what is read.
 */
export function ProfitChart({ title, rows }: { title: string; rows: readonly ChartRow[] }) {
  const { dir } = useTheme();
  const largest = Math.max(0, ...rows.map((row) => Math.abs(row.value)));
  return (
    <Chart aria-hidden="true">
      <p>{title}</p>
      {rows.map((row) => {
        const length = largest > 0 ? (Math.abs(row.value) / largest) * half : 0;
        const won = row.value > 0;
        // Towards the end: right to left, the end is on the left.
        const towardsRight = won === (dir !== 'rtl');
        return [
          <span key={`${row.key}-label`}>{row.label}</span>,
          <svg
            key={`${row.key}-bar`}
            viewBox={`0 0 ${half * 2} 10`}
            preserveAspectRatio="none"
            focusable="false"
            data-product={row.key}
          >
            <line x1={half} x2={half} y1={0} y2={10} vectorEffect="non-scaling-stroke" />
            {length > 0 && (
              <rect
                x={towardsRight ? half : half - length}
                y={2}
                width={length}
                height={6}
                data-sign={won ? 'won' : 'lost'}
              />
            )}
          </svg>,
        ];
      })}
    </Chart>
  );
}
