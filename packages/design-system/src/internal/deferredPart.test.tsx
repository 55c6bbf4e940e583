import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { deferredPart } from './deferredPart';

/** A module whose loading the test finishes by hand. */
function controlledLoader() {
  const calls: { resolve: (value: { text: string }) => void; reject: (error: Error) => void }[] = [];
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`the module was asked for ${calls.length} time(s), not ${index + 1}`);
    return found;
  };
  const load = vi.fn(
    () =>
      new Promise<{ text: string }>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, call };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('deferredPart', () => {
  it('loads when the browser is idle while not needed, and renders once the module is there', async () => {
    vi.useFakeTimers();
    const { load, call } = controlledLoader();
    const part = deferredPart(load);
    const Shown = () => <p>{part.use(false)?.text ?? 'waiting'}</p>;
    render(<Shown />);
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledOnce();
    await act(async () => call(0).resolve({ text: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('loads at once when needed, once for every component that uses it', async () => {
    const { load, call } = controlledLoader();
    const part = deferredPart(load);
    const Shown = ({ id }: { id: string }) => <p>{`${id}: ${part.use(true)?.text ?? 'waiting'}`}</p>;
    render(
      <>
        <Shown id="a" />
        <Shown id="b" />
      </>,
    );
    expect(load).toHaveBeenCalledOnce();
    await act(async () => call(0).resolve({ text: 'loaded' }));
    expect(screen.getByText('a: loaded')).toBeInTheDocument();
    expect(screen.getByText('b: loaded')).toBeInTheDocument();
  });

  it('throws a failed load that was needed to the error boundary, and loads again on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, call } = controlledLoader();
    const part = deferredPart(load);
    const Shown = () => <p>{part.use(true)?.text ?? 'waiting'}</p>;
    const view = render(
      <Boundary>
        <Shown />
      </Boundary>,
    );
    await act(async () => call(0).reject(new Error('offline')));
    expect(screen.getByText('failed: offline')).toBeInTheDocument();
    view.unmount();

    render(<Shown />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => call(1).resolve({ text: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
