import { render, screen } from '@testing-library/react';
import { useFlag, WhitelabelProvider } from './index';

function FreePlay() {
  return useFlag('FREEPLAY3') ? <button type="button">Free play</button> : null;
}

describe('useFlag', () => {
  it('shows a gated feature only when its flag is on', () => {
    const { rerender } = render(
      <WhitelabelProvider flags={{ FREEPLAY3: true }}>
        <FreePlay />
      </WhitelabelProvider>,
    );
    expect(screen.getByRole('button', { name: 'Free play' })).toBeInTheDocument();
    rerender(
      <WhitelabelProvider flags={{}}>
        <FreePlay />
      </WhitelabelProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });
});
