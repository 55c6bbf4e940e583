import { safeParse, type GenericSchema } from 'valibot';

/** What a field shows under it: the first message of its value against the schema, or one set with `setError`. */
export interface FieldError {
  message: string;
}

export type FieldName<TValues> = keyof TValues & string;

export type FieldErrors<TValues> = Partial<Record<FieldName<TValues>, FieldError>>;

/** The fields an `<input>` or a `<textarea>` holds: those whose value is a string. */
export type TextFieldName<TValues> = {
  [K in FieldName<TValues>]: TValues[K] extends string | undefined ? K : never;
}[FieldName<TValues>];

/** What `register(name)` spreads onto an input or a textarea: the input stays uncontrolled. */
export interface FieldRegistration {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: { value: string } }) => void;
}

/** A field whose component holds its value itself (a checkbox, a select, a list): `useController` gives it this. */
export interface ControlledField<TValue> {
  name: string;
  onChange: (value: TValue) => void;
  /** The element focused when the field is invalid. */
  ref: (element: HTMLElement | null) => void;
}

interface Snapshot<TValues> {
  errors: FieldErrors<TValues>;
  isSubmitting: boolean;
  /** Counts the requests to focus the first invalid field, which is done once the errors have rendered. */
  focusRequests: number;
}

type Checked<TValues, TOutput> = { valid: true; output: TOutput } | { valid: false; errors: FieldErrors<TValues> };

const isTextControl = (element: HTMLElement): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * One form's values, errors and elements, outside React so that typing in an uncontrolled input renders nothing
 * unless someone shows what changed (an error, a watched value). `useForm` creates it and reads it.
 */
export class FormStore<TValues extends object, TOutput> {
  schema: GenericSchema<unknown, TOutput>;
  private readonly defaults: TValues;
  private values: TValues;
  private snapshot: Snapshot<TValues> = { errors: {}, isSubmitting: false, focusRequests: 0 };
  /** After the first submit every change is validated again (until `reset`). */
  private submitted = false;
  private readonly elements = new Map<string, HTMLElement>();
  private readonly listeners = new Set<() => void>();
  private readonly registrations = new Map<string, FieldRegistration>();
  private readonly controllers = new Map<string, ControlledField<never>>();
  private focusTargets: string[] = [];

  constructor(schema: GenericSchema<unknown, TOutput>, defaultValues: TValues) {
    this.schema = schema;
    this.defaults = defaultValues;
    this.values = { ...defaultValues };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Snapshot<TValues> => this.snapshot;

  getValues = <K extends FieldName<TValues>>(name: K): TValues[K] => this.values[name];

  getError = (name: FieldName<TValues>): FieldError | undefined => this.snapshot.errors[name];

  register = (name: TextFieldName<TValues>): FieldRegistration => {
    let registration = this.registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => this.attach(name, element, true),
        onChange: (event) => this.change(name, event.target.value as TValues[typeof name]),
      };
      this.registrations.set(name, registration);
    }
    return registration;
  };

  controller = <K extends FieldName<TValues>>(name: K): ControlledField<TValues[K]> => {
    let controller = this.controllers.get(name) as ControlledField<TValues[K]> | undefined;
    if (!controller) {
      controller = {
        name,
        ref: (element) => this.attach(name, element, false),
        onChange: (value) => this.change(name, value),
      };
      this.controllers.set(name, controller as ControlledField<never>);
    }
    return controller;
  };

  handleSubmit =
    (onValid: (values: TOutput) => unknown) =>
    async (event?: { preventDefault: () => void }): Promise<void> => {
      event?.preventDefault();
      this.submitted = true;
      this.update({ isSubmitting: true });
      try {
        const checked = this.check();
        if (!checked.valid) {
          this.update({ errors: checked.errors });
          this.requestFocus(Object.keys(checked.errors));
          return;
        }
        this.update({ errors: {} });
        await onValid(checked.output);
      } finally {
        this.update({ isSubmitting: false });
      }
    };

  /** Validates `name` alone: shows or clears its message and says whether it is valid. */
  trigger = (name: FieldName<TValues>, options: { shouldFocus?: boolean } = {}): boolean => {
    const error = this.errorOf(name);
    this.setFieldError(name, error);
    if (error && options.shouldFocus) this.requestFocus([name]);
    return error === undefined;
  };

  setError = (name: FieldName<TValues>, error: FieldError, options: { shouldFocus?: boolean } = {}): void => {
    this.setFieldError(name, error);
    if (options.shouldFocus) this.requestFocus([name]);
  };

  setValue = <K extends FieldName<TValues>>(name: K, value: TValues[K]): void => {
    this.values[name] = value;
    this.writeInput(name);
    this.emit();
  };

  setFocus = (name: FieldName<TValues>): void => {
    const element = this.elements.get(name);
    if (element?.isConnected) element.focus();
  };

  /** The default values back in every field, no message, and no validation while typing until the next submit. */
  reset = (): void => {
    this.values = { ...this.defaults };
    for (const name of this.elements.keys()) this.writeInput(name as FieldName<TValues>);
    this.submitted = false;
    this.update({ errors: {} });
  };

  resetField = (name: FieldName<TValues>): void => {
    this.values[name] = this.defaults[name];
    this.writeInput(name);
    this.setFieldError(name, undefined);
    this.emit();
  };

  /** Focuses the first invalid field asked for, in the order of the page; called once the errors have rendered. */
  focusRequested = (): void => {
    const candidates = this.focusTargets
      .map((name) => this.elements.get(name))
      .filter((element): element is HTMLElement => element?.isConnected === true);
    this.focusTargets = [];
    const first = candidates.reduce<HTMLElement | undefined>(
      (earliest, element) =>
        !earliest || earliest.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : earliest,
      undefined,
    );
    first?.focus();
  };

  /**
   * The schema over every value. Every check runs (valibot's default, no `abortPipeEarly`), so a check across fields
   * (a confirmation forwarded to its field) is told beside the other fields' messages, not only once they pass; each
   * field keeps its first message.
   */
  private check(): Checked<TValues, TOutput> {
    const result = safeParse(this.schema, this.values);
    if (result.success) return { valid: true, output: result.output };
    const errors: Partial<Record<string, FieldError>> = {};
    for (const issue of result.issues) {
      const name = issue.path?.[0]?.key;
      if (typeof name === 'string') errors[name] ??= { message: issue.message };
    }
    return { valid: false, errors: errors as FieldErrors<TValues> };
  }

  private errorOf(name: FieldName<TValues>): FieldError | undefined {
    const checked = this.check();
    return checked.valid ? undefined : checked.errors[name];
  }

  private change<K extends FieldName<TValues>>(name: K, value: TValues[K]) {
    this.values[name] = value;
    this.emit();
    if (this.submitted) this.setFieldError(name, this.errorOf(name));
  }

  private setFieldError(name: FieldName<TValues>, error: FieldError | undefined) {
    const { errors } = this.snapshot;
    if (errors[name] === error || (error && errors[name]?.message === error.message)) return;
    const others = Object.entries(errors).filter(([key]) => key !== name);
    this.update({ errors: Object.fromEntries(error ? [...others, [name, error]] : others) as FieldErrors<TValues> });
  }

  private requestFocus(names: string[]) {
    this.focusTargets = names;
    this.update({ focusRequests: this.snapshot.focusRequests + 1 });
  }

  /** A new element for `name` (a remounted input shows the value kept for it); React's `null` on unmount is ignored. */
  private attach(name: FieldName<TValues>, element: HTMLElement | null, holdsValue: boolean) {
    if (element === null || this.elements.get(name) === element) return;
    this.elements.set(name, element);
    if (holdsValue) this.writeInput(name);
  }

  private writeInput(name: FieldName<TValues>) {
    const element = this.elements.get(name);
    if (!element || !isTextControl(element)) return;
    const value = this.values[name];
    const text = typeof value === 'string' ? value : '';
    if (element.value !== text) element.value = text;
  }

  private update(patch: Partial<Snapshot<TValues>>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
