import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDeferredQuery } from './useDeferredQuery';

function Winners({ answer }: { answer: () => Promise<string[]> }) {
  const query = useDeferredQuery({ queryKey: ['winners'], queryFn: answer });
  if (query.isPending) return <p>Loading winners</p>;
  if (query.isError) {
    return (
      <button type="button" onClick={() => void query.refetch()}>
        Try again
      </button>
    );
  }
  return (
    <ul>
      {query.data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const renderWinners = (answer: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Winners answer={answer} />
    </QueryClientProvider>,
  );

describe('useDeferredQuery', () => {
  it('shows the placeholder, then the answer', async () => {
    renderWinners(async () => ['an***1', 'bo***2']);
    expect(screen.getByText('Loading winners')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Loading winners')).not.toBeInTheDocument();
  });

  it('reports a failure with a retry that asks again', async () => {
    let calls = 0;
    renderWinners(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return ['an***1'];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('an***1');
    expect(calls).toBe(2);
  });
});
