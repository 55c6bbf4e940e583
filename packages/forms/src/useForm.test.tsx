import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState, type ComponentProps } from 'react';
import {
  boolean,
  check,
  forward,
  literal,
  minLength,
  nonEmpty,
  object,
  partialCheck,
  pipe,
  string,
  trim,
} from 'valibot';
import { Controller, useForm, useWatch, type UseFormReturn } from './index';

const schema = pipe(
  // The order of the page is not the schema's: the first invalid field focused is the page's.
  object({
    terms: literal(true, 'Accept the terms'),
    name: pipe(string(), trim(), nonEmpty('Enter your name')),
    password: pipe(string(), nonEmpty('Enter a password'), minLength(6, 'Use 6 characters or more')),
    confirm: pipe(string(), nonEmpty('Confirm the password')),
  }),
  forward(
    partialCheck([['password'], ['confirm']], ({ password, confirm }) => password === confirm, 'The passwords differ'),
    ['confirm'],
  ),
);

const defaults = { name: '', password: '', confirm: '', terms: false };
type Form = UseFormReturn<typeof defaults, { name: string; password: string; confirm: string; terms: true }>;

interface Props {
  onValid?: (values: unknown) => unknown;
  /** Hands the test the form, for what a form does beside its inputs (server errors, the send-code check). */
  expose?: (form: Form) => void;
  initial?: Partial<typeof defaults>;
}

function Field({ label, error, ...input }: ComponentProps<'input'> & { label: string; error: string | undefined }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error !== undefined} {...input} />
      {error && <span>{error}</span>}
    </div>
  );
}

function SignUp({ onValid = () => {}, expose, initial }: Props) {
  const form = useForm({ schema, defaultValues: { ...defaults, ...initial } });
  expose?.(form);
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <p>Hello {name || 'stranger'}</p>
      <Field label="Name" error={errors.name?.message} {...form.register('name')} />
      <Field label="Password" error={errors.password?.message} {...form.register('password')} />
      <Field label="Confirm" error={errors.confirm?.message} {...form.register('confirm')} />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <div>
            <label>
              <input
                type="checkbox"
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
              Terms
            </label>
            {fieldState.error && <span>{fieldState.error.message}</span>}
          </div>
        )}
      />
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending' : 'Send'}
      </button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

/** Fills the form in validly. */
async function fillIn() {
  await userEvent.type(input('Name'), '  Ada ');
  await userEvent.type(input('Password'), 'secret1');
  await userEvent.type(input('Confirm'), 'secret1');
  await userEvent.click(input('Terms'));
}

describe('useForm', () => {
  it('says nothing while typing before the first submit', async () => {
    render(<SignUp />);
    await userEvent.type(input('Password'), 'abc');
    await userEvent.tab();
    expect(screen.queryByText('Use 6 characters or more')).not.toBeInTheDocument();
  });

  it("shows each field's first message on submit and focuses the first invalid field on the page", async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    await userEvent.type(input('Confirm'), 'x');
    await send();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    // Empty and too short: the first message only.
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(screen.queryByText('Use 6 characters or more')).not.toBeInTheDocument();
    expect(screen.getByText('Accept the terms')).toBeInTheDocument();
    expect(input('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input('Name')).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('tells a check across fields beside the other messages, not only once they pass', async () => {
    render(<SignUp />);
    await userEvent.type(input('Password'), 'secret1');
    await userEvent.type(input('Confirm'), 'secret2');
    await send();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('The passwords differ')).toBeInTheDocument();
  });

  it('checks each field again as it changes once submitted, leaving the others as they are', async () => {
    render(<SignUp />);
    await send();
    await userEvent.type(input('Password'), 'sec');
    expect(screen.getByText('Use 6 characters or more')).toBeInTheDocument();
    await userEvent.type(input('Password'), 'ret');
    expect(screen.queryByText('Use 6 characters or more')).not.toBeInTheDocument();
    expect(input('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Enter your name')).toBeInTheDocument();

    await userEvent.click(input('Terms'));
    expect(screen.queryByText('Accept the terms')).not.toBeInTheDocument();
    await userEvent.click(input('Terms'));
    expect(screen.getByText('Accept the terms')).toBeInTheDocument();
  });

  it("hands the schema's output to onValid and is submitting until it settles", async () => {
    let settle = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<SignUp onValid={onValid} />);
    await fillIn();
    await send();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', password: 'secret1', confirm: 'secret1', terms: true });
    expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
    settle();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows an error set on a field, focusing it when asked, until the field is corrected', async () => {
    let form: Form | undefined;
    const onValid = () => form?.setError('name', { message: 'That name is taken' }, { shouldFocus: true });
    render(<SignUp onValid={onValid} expose={(current) => (form = current)} />);
    await fillIn();
    await send();
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    await waitFor(() => expect(input('Name')).toHaveFocus());
    await userEvent.type(input('Name'), 'x');
    expect(screen.queryByText('That name is taken')).not.toBeInTheDocument();
  });

  it('validates one field when triggered, focusing it if asked, and says whether it is valid', async () => {
    let form: Form | undefined;
    render(<SignUp expose={(current) => (form = current)} />);
    input('Confirm').focus();
    let valid: boolean | undefined;
    act(() => {
      valid = form?.trigger('password', { shouldFocus: true });
    });
    expect(valid).toBe(false);
    expect(await screen.findByText('Enter a password')).toBeInTheDocument();
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    await waitFor(() => expect(input('Password')).toHaveFocus());

    await userEvent.type(input('Password'), 'secret1');
    act(() => {
      valid = form?.trigger('password');
    });
    expect(valid).toBe(true);
    expect(screen.queryByText('Enter a password')).not.toBeInTheDocument();
  });

  it('shows the default values, and reads back what was typed and what was set', async () => {
    let form: Form | undefined;
    render(<SignUp initial={{ name: 'Ada' }} expose={(current) => (form = current)} />);
    expect(input('Name')).toHaveValue('Ada');
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    await userEvent.type(input('Password'), 'secret1');
    expect(form?.getValues('password')).toBe('secret1');
    act(() => form?.setValue('name', 'Grace'));
    expect(input('Name')).toHaveValue('Grace');
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    act(() => form?.resetField('name'));
    expect(input('Name')).toHaveValue('Ada');
  });

  it('resets every field and message, and checks nothing while typing until the next submit', async () => {
    render(<SignUp />);
    await userEvent.type(input('Password'), 'abc');
    await userEvent.click(input('Terms'));
    await send();
    expect(screen.getByText('Use 6 characters or more')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input('Password')).toHaveValue('');
    expect(input('Terms')).not.toBeChecked();
    expect(screen.queryByText('Use 6 characters or more')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    await userEvent.type(input('Password'), 'abc');
    expect(screen.queryByText('Use 6 characters or more')).not.toBeInTheDocument();
  });

  it('keeps the value of an input shown again after it was hidden', async () => {
    function Toggle() {
      const [shown, setShown] = useState(true);
      const form = useForm({
        schema: object({ code: string(), remember: boolean() }),
        defaultValues: { code: '', remember: false },
      });
      return (
        <>
          {shown && <input aria-label="Code" {...form.register('code')} />}
          <button type="button" onClick={() => setShown((now) => !now)}>
            Toggle
          </button>
        </>
      );
    }
    render(<Toggle />);
    await userEvent.type(screen.getByLabelText('Code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByLabelText('Code')).toHaveValue('1234');
  });

  it('validates against the schema of the latest render', async () => {
    function Changing() {
      const [strict, setStrict] = useState(false);
      const form = useForm({
        schema: object({
          code: pipe(
            string(),
            check((code) => !strict || code !== '', 'Enter the code'),
          ),
        }),
        defaultValues: { code: '' },
      });
      return (
        <form noValidate onSubmit={form.handleSubmit(() => {})}>
          <input aria-label="Code" {...form.register('code')} />
          {form.formState.errors.code && <span>{form.formState.errors.code.message}</span>}
          <button type="button" onClick={() => setStrict(true)}>
            Strict
          </button>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Changing />);
    await send();
    expect(screen.queryByText('Enter the code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Strict' }));
    await send();
    expect(screen.getByText('Enter the code')).toBeInTheDocument();
  });
});
