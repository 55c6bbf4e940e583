import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const filters: TabItem[] = [
  { value: 'all', label: 'ALL' },
  { value: 'hot', label: 'HOT' },
  { value: 'fav', label: 'FAV', badge: <span>3</span> },
  { value: 'new', label: 'NEW', disabled: true },
  { value: 'recent', label: 'RECENT' },
];

const gamesPanel = (value: string) => <p>Games: {value}</p>;

function renderTabs(props: Partial<TabsProps> = {}, dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <ThemeProvider scope="element" brand="lotus" dir={dir} lang="en">
      <Tabs tabs={filters} label="Game filters" {...props}>
        {props.children ?? gamesPanel}
      </Tabs>
    </ThemeProvider>,
  );
}

describe('Tabs', () => {
  it('shows a labelled tab list with the first tab selected and its panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Game filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'ALL' })).toHaveTextContent('Games: all');
    expect(screen.getByRole('tab', { name: 'FAV 3' })).toBeInTheDocument();
  });

  it('selects a tab on click and renders only that panel', async () => {
    const onValueChange = vi.fn();
    const renderPanel = vi.fn(gamesPanel);
    renderTabs({ onValueChange, children: renderPanel });
    await userEvent.click(screen.getByRole('tab', { name: 'HOT' }));
    expect(onValueChange).toHaveBeenCalledWith('hot');
    expect(screen.getByRole('tab', { name: 'HOT' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'HOT' })).toHaveTextContent('Games: hot');
    expect(screen.queryByText('Games: all')).not.toBeInTheDocument();
    expect(new Set(renderPanel.mock.calls.map(([value]) => value))).toEqual(new Set(['all', 'hot']));
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs', async () => {
    renderTabs({ defaultValue: 'fav' });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'FAV 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'RECENT' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'RECENT' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'ALL' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'RECENT' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'FAV 3' })).toHaveFocus();
  });

  it('follows the reading direction in right-to-left', async () => {
    renderTabs({}, 'rtl');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'HOT' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'HOT' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the selection to the caller when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('username');
      return (
        <Tabs
          tabs={[
            { value: 'username', label: 'Username' },
            { value: 'mobile', label: 'Mobile' },
          ]}
          value={value}
          onValueChange={(next) => {
            if (next !== 'mobile') setValue(next);
          }}
          label="Log in with"
        >
          {(current) => <p>Form: {current}</p>}
        </Tabs>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Form: username');
  });

  it('scrolls the list, not the page, to bring the selected tab into view', async () => {
    // jsdom has no layout: give the list 200 px and put RECENT beyond its end.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollBy');
    const scrollBy = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollBy', { value: scrollBy, configurable: true, writable: true });
    onTestFinished(() => {
      if (original) Object.defineProperty(Element.prototype, 'scrollBy', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollBy');
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const isList = this.getAttribute('role') === 'tablist';
      const isRecent = this.textContent === 'RECENT';
      const box = isList ? { left: 0, right: 200 } : isRecent ? { left: 320, right: 400 } : { left: 0, right: 80 };
      return { ...box, top: 0, bottom: 40, width: box.right - box.left, height: 40, x: box.left, y: 0 } as DOMRect;
    });
    renderTabs();
    expect(scrollBy).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // 200 px past the end, plus a peek at what lies beyond.
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 224 }));
  });
});
