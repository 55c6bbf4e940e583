import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { startupCall, useStartupCall, type StartupCall } from './startupCall';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('startupCall', () => {
  it('asks once while a call is on its way, and keeps the answer', async () => {
    const store = createStore();
    const answer = deferred<string>();
    const run = vi.fn(() => answer.promise);
    const call = startupCall(run);
    const first = store.set(call.ask);
    const second = store.set(call.ask);
    expect(run).toHaveBeenCalledTimes(1);
    expect(store.get(call.state)).toMatchObject({ fetching: true, settled: false, data: undefined });
    answer.resolve('status');
    await Promise.all([first, second]);
    expect(store.get(call.state)).toMatchObject({ data: 'status', fetching: false, settled: true, error: undefined });
  });

  it('shows a kept copy until the answer, and keeps the last answer through a failure', async () => {
    const store = createStore();
    let outcome: () => Promise<string> = async () => 'fresh';
    const call = startupCall(
      () => outcome(),
      () => ({ data: 'kept', at: 0 }),
    );
    expect(store.get(call.state)).toMatchObject({ data: 'kept', settled: false, updatedAt: 0 });
    await store.set(call.ask);
    expect(store.get(call.state).data).toBe('fresh');
    const failure = new Error('offline');
    outcome = () => Promise.reject(failure);
    await store.set(call.ask);
    expect(store.get(call.state)).toMatchObject({ data: 'fresh', error: failure, settled: true });
    outcome = async () => 'again';
    await store.set(call.ask);
    expect(store.get(call.state)).toMatchObject({ data: 'again', error: undefined });
  });

  it('keeps each store apart', async () => {
    const call = startupCall(async () => 'answer');
    const asked = createStore();
    await asked.set(call.ask);
    expect(asked.get(call.state).data).toBe('answer');
    expect(createStore().get(call.state)).toMatchObject({ data: undefined, settled: false });
  });
});

function Shows({ call, enabled, staleMs }: { call: StartupCall<string>; enabled?: boolean; staleMs?: number }) {
  const state = useStartupCall(call, { enabled, staleMs });
  return <p>{state.data ?? (state.error ? 'failed' : 'waiting')}</p>;
}

describe('useStartupCall', () => {
  const renderIn = (store: ReturnType<typeof createStore>, ui: React.ReactNode) =>
    render(<Provider store={store}>{ui}</Provider>);

  it('asks when it mounts with nothing known, and not while disabled', async () => {
    const store = createStore();
    const run = vi.fn(async () => 'lanes');
    const call = startupCall(run);
    const view = renderIn(store, <Shows call={call} enabled={false} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    view.rerender(
      <Provider store={store}>
        <Shows call={call} />
      </Provider>,
    );
    expect(await screen.findByText('lanes')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for a fresh answer, and asks again for a stale one or after a failure', async () => {
    const store = createStore();
    const run = vi.fn(async () => 'answer');
    const call = startupCall(run);
    await store.set(call.ask);
    const view = renderIn(store, <Shows call={call} staleMs={60_000} />);
    expect(screen.getByText('answer')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    view.unmount();
    renderIn(store, <Shows call={call} staleMs={-1} />);
    await act(async () => undefined);
    expect(run).toHaveBeenCalledTimes(2);

    const failing = startupCall(
      vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back'),
    );
    await store.set(failing.ask);
    renderIn(store, <Shows call={failing} />);
    expect(await screen.findByText('back')).toBeInTheDocument();
  });
});
