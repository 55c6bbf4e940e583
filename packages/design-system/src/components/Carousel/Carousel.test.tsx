import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { Carousel, emblaDuration, type CarouselProps } from './Carousel';

const labels: CarouselProps['labels'] = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  slide: (position, total) => `${position} of ${total}`,
  goTo: (position) => `Show slide ${position}`,
};

const makeSlides = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    key: `promo-${i + 1}`,
    content: <a href={`#p${i + 1}`}>Promo {i + 1}</a>,
  }));

const SLIDE_WIDTH = 300;

/** jsdom lays nothing out; give embla the boxes a browser would, one slide per viewport width. */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(SLIDE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(112);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('aria-roledescription') !== 'slide') return 0;
    // Slides are named "<position> of <total>" here, which says where each one sits in the row.
    return (Number.parseInt(this.getAttribute('aria-label') ?? '1', 10) - 1) * SLIDE_WIDTH;
  });
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** The slide a sighted user sees: the only one not hidden. */
const visibleSlide = () => screen.getByRole('group');
/** How slide changes reach a screen reader: the live setting of the element holding the slides. */
const liveSetting = () =>
  // eslint-disable-next-line testing-library/no-node-access -- aria-live has no role or name to query by.
  screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live');
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** The carousel starts embla after its first frame is painted: a frame and a task. */
const firstPaint = () => wait(50);

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('shows a single slide plainly: no controls, no picker, no rotation', async () => {
    render(<Carousel slides={makeSlides(1)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(visibleSlide()).toHaveAccessibleName('1 of 1');
    expect(liveSetting()).toBeUndefined();
    await wait(3000);
    expect(visibleSlide()).toHaveTextContent('Promo 1');
  });

  it('labels every slide and control, with rotation first in the tab order', async () => {
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');

    const user = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.tab();
    expect(dots[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('rotates on its own, with the slide changes kept quiet', async () => {
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    await firstPaint();
    expect(liveSetting()).toBe('off');
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('stops rotating when paused, announces changes politely, and resumes on play', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const play = screen.getByRole('button', { name: 'Play' });
    expect(liveSetting()).toBe('polite');
    await wait(3500);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause' })).toBe(play);
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds rotation while the pointer is over the slides', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    await user.hover(visibleSlide());
    await wait(2500);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await user.unhover(visibleSlide());
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds rotation while focus is inside and announces what the controls change', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveFocus();
    expect(liveSetting()).toBe('polite');
    await wait(2500);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(visibleSlide()).toHaveTextContent('Promo 2');
    await wait(2500);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('shows the slide whose dot is pressed and marks that dot current', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(4)} label="Promotions" labels={labels} />);
    await firstPaint();
    await user.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows the slide chosen before the carousel had started, once it starts', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} />);
    // At once, before the first frame: embla has not measured anything yet.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await firstPaint();
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });

  it('names a dot after its slide when the slide has a label', () => {
    const slides = [
      { key: 'a', content: 'A', label: 'Welcome bonus' },
      { key: 'b', content: 'B' },
    ];
    render(<Carousel slides={slides} label="Promotions" labels={labels} />);
    expect(screen.getByRole('button', { name: 'Welcome bonus' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toBeInTheDocument();
  });

  it('keeps slides out of view out of the tab order', async () => {
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} />);
    await firstPaint();
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide !== visibleSlide());
    hidden.forEach((slide) => {
      expect(slide).toHaveAttribute('inert');
      expect(slide).toHaveAttribute('aria-hidden', 'true');
    });
    expect(screen.getByRole('link', { name: 'Promo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promo 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('link', { name: 'Promo 2' })).toBeInTheDocument();
  });

  it('does not start rotating under reduced motion, but the user may start it', async () => {
    preferReducedMotion();
    const user = setup();
    render(<Carousel slides={makeSlides(3)} label="Promotions" labels={labels} autoplayDelay={1000} />);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await wait(3500);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Play' }));
    await wait(1100);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('steps backwards with the previous button in right-to-left too', async () => {
    const user = setup();
    render(
      <ThemeProvider brand="test" dir="rtl" lang="ar" scope="element">
        <Carousel slides={makeSlides(3)} label="Promotions" labels={labels} />
      </ThemeProvider>,
    );
    await firstPaint();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });
});

describe('emblaDuration', () => {
  it("turns the one-second transition of the spec into embla's default feel, within sane bounds", () => {
    expect(emblaDuration(1000)).toBe(25);
    expect(emblaDuration(2000)).toBe(50);
    expect(emblaDuration(0)).toBe(10);
    expect(emblaDuration(60_000)).toBe(80);
  });
});
