import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tile } from './Tile';
import { TileSkeleton } from './TileSkeleton';

const thumbnail = '/games/mahjong-ways.webp';

describe('Tile', () => {
  it('is one link named by the game, with a decorative image that reserves its size', () => {
    render(
      <Tile name="Mahjong Ways" href="/play/mahjong-ways" imageSrc={thumbnail} imageWidth={240} imageHeight={180} />,
    );
    const link = screen.getByRole('link', { name: 'Mahjong Ways' });
    expect(link).toHaveAttribute('href', '/play/mahjong-ways');
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', thumbnail);
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('loads eagerly when asked, for the first screenful', () => {
    render(<Tile name="Mahjong Ways" href="/play" imageSrc={thumbnail} imageLoading="eager" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'eager');
  });

  it('is a button when it only has onClick, pressed by mouse or keyboard', async () => {
    const onClick = vi.fn();
    render(<Tile name="Lucky Neko" onClick={onClick} imageSrc={thumbnail} />);
    const button = screen.getByRole('button', { name: 'Lucky Neko' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a badge and an action that work apart from the tile', async () => {
    const onOpen = vi.fn();
    const onFavourite = vi.fn();
    render(
      <Tile
        name="Lucky Neko"
        onClick={onOpen}
        badge={<span>HOT</span>}
        action={
          <button type="button" aria-pressed="false" onClick={onFavourite}>
            Add to favourites
          </button>
        }
      />,
    );
    expect(screen.getByText('HOT')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lucky Neko' })).not.toHaveTextContent('HOT');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Lucky Neko' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(onFavourite).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows a neutral placeholder instead of a broken image, and retries a new image', () => {
    const { rerender } = render(<Tile name="Fortune Ox" href="/play/ox" imageSrc="/missing.webp" />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortune Ox' })).toBeVisible();

    rerender(<Tile name="Fortune Ox" href="/play/ox" imageSrc="/fortune-ox.webp" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/fortune-ox.webp');
  });

  it('is neither link nor button without href or onClick', () => {
    render(<Tile name="Coming soon" />);
    expect(screen.getByText('Coming soon')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands its link to a ref, for returning focus after a game closes', () => {
    const ref = { current: null as HTMLAnchorElement | HTMLButtonElement | null };
    render(<Tile ref={ref} name="Mahjong Ways" href="/play" />);
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Mahjong Ways' }));
  });

  it('has a skeleton that keeps a tile’s place and says nothing to assistive technology', () => {
    render(<TileSkeleton data-testid="place" />);
    const place = screen.getByTestId('place');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveTextContent('');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });
});
