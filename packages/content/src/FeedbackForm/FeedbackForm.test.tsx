import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name: string) => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], name, { type: 'image/jpeg' });
const gif = (name: string) => new File(['GIF89a....'], name, { type: 'image/gif' });
const big = (name: string) =>
  new File([new Uint8Array(pngBytes), new Uint8Array(5 * 1024 * 1024)], name, { type: 'image/png' });

function renderForm(props: Partial<FeedbackFormProps> = {}) {
  const onSubmit = vi.fn<FeedbackFormProps['onSubmit']>().mockResolvedValue(null);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="EN" messages={en}>
        <FeedbackForm
          onSubmit={onSubmit}
          describeError={(error) => `Refused: ${(error as Error).message}`}
          onClose={onClose}
          {...props}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  // As from a drop or an "all files" picker: the `accept` list is no guarantee.
  const user = userEvent.setup({ applyAccept: false });
  const text = screen.getByRole('textbox', { name: 'Your feedback' });
  // The button opens the browser's file picker through this input, which the test fills instead.
  const fileInput = screen.getByLabelText<HTMLInputElement>('Add pictures', { selector: 'input' });
  const pictures = () =>
    screen
      .queryAllByRole('button', { name: /^Remove / })
      .map((button) => button.textContent?.replace(/[\u2068\u2069]/g, ''));
  const refusals = () =>
    within(screen.getByRole('group', { name: 'Pictures (optional)' }))
      .queryAllByRole('listitem')
      .filter((item) => !within(item).queryByRole('button'))
      .map((item) => item.textContent?.replace(/[\u2068\u2069]/g, ''));
  const send = () => user.click(screen.getByRole('button', { name: 'Send feedback' }));
  return { onSubmit, onClose, user, text, fileInput, pictures, refusals, send };
}

describe('FeedbackForm', () => {
  it('counts the characters as they are typed', async () => {
    const { user, text } = renderForm();
    expect(text).toHaveAccessibleDescription('0 of 140 characters (at least 10)');
    await user.type(text, '  Nice lobby 😀 ');
    expect(text).toHaveAccessibleDescription('12 of 140 characters (at least 10)');
  });

  it('refuses empty, short and long text, each with its own message next to the field, keeping the text', async () => {
    const { user, text, send, onSubmit } = renderForm();
    await send();
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription(/Write your feedback\.$/);

    await user.type(text, 'Too short');
    expect(text).toHaveAccessibleDescription(/Write at least 10 characters\.$/);

    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(150));
    expect(text).toHaveAccessibleDescription(/Keep it to 140 characters: remove 10 characters\.$/);
    expect(text).toHaveValue('x'.repeat(150));
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('attaches PNG and JPG pictures, refusing others each by name, and never more than three', async () => {
    const { user, fileInput, pictures, refusals } = renderForm();
    await user.upload(fileInput, [png('screen.png'), gif('moving.gif'), big('huge.png')]);
    await waitFor(() => expect(pictures()).toEqual(['Remove screen.png']));
    expect(refusals()).toEqual(['moving.gif is not a PNG or JPG picture.', 'huge.png is larger than 5 MB.']);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));

    // A PNG named .jpg is judged by its bytes; the fourth is one too many.
    await user.upload(fileInput, [png('renamed.jpg'), jpeg('photo.jpg'), png('fourth.png')]);
    await waitFor(() => expect(pictures()).toHaveLength(3));
    expect(pictures()).toEqual(['Remove screen.png', 'Remove renamed.jpg', 'Remove photo.jpg']);
    expect(refusals()).toEqual(['fourth.png was not added: at most 3 pictures.']);

    await user.click(screen.getByRole('button', { name: /^Remove \u2068renamed\.jpg\u2069$/ }));
    expect(pictures()).toEqual(['Remove screen.png', 'Remove photo.jpg']);
    expect(screen.getByRole('button', { name: 'Add pictures' })).toHaveFocus();
  });

  it('sends the trimmed text, the type, the sender and the pictures, then thanks the player', async () => {
    const { user, text, fileInput, pictures, send, onSubmit, onClose } = renderForm({ sender: 'player01' });
    expect(screen.getByText(/Sent as .*player01/)).toBeInTheDocument();
    await user.type(text, '   The cashier page is slow   ');
    await user.upload(fileInput, [png('one.png'), jpeg('two.jpg')]);
    await waitFor(() => expect(pictures()).toHaveLength(2));
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      content: 'The cashier page is slow',
      type: 1,
      sender: 'player01',
      file: expect.stringMatching(/^data:image\/png;base64,/),
      files: [expect.stringMatching(/^data:image\/jpeg;base64,/)],
    });
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback' });
    expect(thanks).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends no sender for a visitor, and the type chosen', async () => {
    const { user, text, send, onSubmit } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Type of feedback' }));
    await user.click(screen.getByRole('option', { name: 'Games' }));
    await user.type(text, 'More fishing games please');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ content: 'More fishing games please', type: 4 });
  });

  it('keeps everything after the platform refuses or the network fails, saying why', async () => {
    const onSubmit = vi.fn<FeedbackFormProps['onSubmit']>().mockRejectedValue(new Error('Too many requests'));
    const { user, text, fileInput, pictures, send } = renderForm({ onSubmit });
    await user.type(text, 'The cashier page is slow');
    await user.upload(fileInput, [png('one.png')]);
    await waitFor(() => expect(pictures()).toHaveLength(1));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: Too many requests');
    expect(text).toHaveValue('The cashier page is slow');
    expect(pictures()).toEqual(['Remove one.png']);
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
});
