import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Ticker, type TickerProps } from './Ticker';

const items: TickerProps['items'] = [
  { key: 'n1', text: 'Maintenance on Sunday 02:00' },
  { key: 'n2', text: 'New live tables are open' },
  { key: 'n3', text: 'Deposit bonus ends Friday' },
];
const labels = { pause: 'Pause notices', play: 'Play notices' };

/** jsdom keeps the `animation` shorthand as written rather than splitting it into longhands. */
const animationOf = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('animation');

/** A browser's ResizeObserver reports once on observe(); jsdom's stub never does. */
function measureCopiesAs(width: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

describe('Ticker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers each notice once, as a button that opens it', async () => {
    const onItemClick = vi.fn();
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={onItemClick} />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    for (const item of items) expect(screen.getAllByRole('button', { name: item.text })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'New live tables are open' }));
    expect(onItemClick).toHaveBeenCalledWith('n2');
  });

  it('keeps the looping copy out of the tab order', async () => {
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pause notices' })).toHaveFocus();
    for (const item of items) {
      await userEvent.tab();
      expect(screen.getByRole('button', { name: item.text })).toHaveFocus();
    }
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    expect(screen.getAllByRole('button', { hidden: true, name: items[0]?.text })).toHaveLength(2);
  });

  it('still opens a notice clicked in the looping copy', async () => {
    const onItemClick = vi.fn();
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={onItemClick} />);
    const [, copy] = screen.getAllByRole('button', { hidden: true, name: 'Deposit bonus ends Friday' });
    expect(copy).toBeDefined();
    if (copy) await userEvent.click(copy);
    expect(onItemClick).toHaveBeenCalledWith('n3');
  });

  it('opens the notice nearest to a click between two notices, and nothing twice', async () => {
    const onItemClick = vi.fn();
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={onItemClick} />);
    // Each notice 100 px wide with a 20 px gap, in both copies: a click at x 215 falls between n2 and n3, nearer n2.
    for (const [index, button] of screen.getAllByRole('button', { hidden: true, name: /./ }).slice(1).entries()) {
      const left = (index % items.length) * 120 + (index >= items.length ? 360 : 0);
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, 100, 20));
    }
    // The line itself, between its notices.
    const [gap] = screen.getAllByRole('list');
    if (!gap) throw new Error('no line of notices');
    await userEvent.pointer({ keys: '[MouseLeft]', target: gap, coords: { clientX: 215, clientY: 10 } });
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(onItemClick).toHaveBeenCalledWith('n2');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit bonus ends Friday' }));
    expect(onItemClick).toHaveBeenCalledTimes(2);
  });

  it('stops and restarts with the toggle', async () => {
    measureCopiesAs(600);
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={vi.fn()} />);
    const list = screen.getByRole('list');
    expect(getComputedStyle(list).animationPlayState).toBe('running');

    await userEvent.click(screen.getByRole('button', { name: 'Pause notices' }));
    expect(getComputedStyle(list).animationPlayState).toBe('paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play notices' }));
    expect(getComputedStyle(list).animationPlayState).toBe('running');
  });

  it('scrolls at the given speed', () => {
    measureCopiesAs(600);
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={vi.fn()} speed={40} />);
    expect(animationOf(screen.getByRole('list'))).toMatch(/ 15s linear infinite$/);
  });

  it('does not move before it knows how long a lap is', () => {
    render(<Ticker items={items} label="Notices" labels={labels} onItemClick={vi.fn()} />);
    expect(animationOf(screen.getByRole('list'))).toBe('');
  });

  it('renders nothing without notices', () => {
    render(<Ticker items={[]} label="Notices" labels={labels} onItemClick={vi.fn()} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
