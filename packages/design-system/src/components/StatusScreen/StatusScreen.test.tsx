import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineIcon } from '../Icons';
import { StatusScreen } from './StatusScreen';

describe('StatusScreen', () => {
  it('stands in for the site as its main landmark: logo, heading, message, detail and actions', async () => {
    const onRetry = vi.fn();
    render(
      <StatusScreen
        logo={{ src: '/logo.svg', alt: 'Lotus' }}
        icon={<OfflineIcon />}
        title="Unable to connect"
        message="Network link is abnormal, please try again"
        detail="Until 12:00"
        actions={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
      />,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('img', { name: 'Lotus' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to connect' })).toBeInTheDocument();
    expect(screen.getByText('Network link is abnormal, please try again')).toBeVisible();
    expect(screen.getByText('Until 12:00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('announces the message only when asked to', () => {
    const { rerender } = render(<StatusScreen title="Closed" message="Back soon" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<StatusScreen title="Closed" message="Back soon" alert />);
    expect(screen.getByRole('alert')).toHaveTextContent('Back soon');
  });

  it('inside a layout brings no landmark of its own, and leaves out what it is not given', () => {
    render(<StatusScreen variant="region" title="Page not found" />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });
});
