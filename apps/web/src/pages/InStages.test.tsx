import { act, render, screen } from '@testing-library/react';
import { InStages } from './InStages';

describe('InStages', () => {
  it('shows the first stage at once and each next one in a later task, until all show', async () => {
    vi.useFakeTimers();
    try {
      render(
        <InStages>{[<p key="top">Banners</p>, <p key="rows">Game rows</p>, <p key="end">Hot matches</p>]}</InStages>,
      );
      expect(screen.getByText('Banners')).toBeInTheDocument();
      expect(screen.queryByText('Game rows')).not.toBeInTheDocument();

      await act(async () => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('Game rows')).toBeInTheDocument();
      expect(screen.queryByText('Hot matches')).not.toBeInTheDocument();

      await act(async () => vi.advanceTimersToNextTimerAsync());
      expect(screen.getByText('Hot matches')).toBeInTheDocument();
      // In their order, each once.
      expect(screen.getAllByText(/./).map((node) => node.textContent)).toEqual(['Banners', 'Game rows', 'Hot matches']);
    } finally {
      vi.useRealTimers();
    }
  });
});
