import { useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { GenericSchema } from 'valibot';
import {
  FormStore,
  type ControlledField,
  type FieldError,
  type FieldErrors,
  type FieldName,
  type FieldRegistration,
  type TextFieldName,
} from './formStore';

export interface UseFormOptions<TValues, TOutput> {
  /**
   * Validates the whole form; its output (trimmed, say) is what `handleSubmit` hands on. It takes what the fields
   * hold, which need not be valid input yet (an unticked box the schema wants ticked).
   */
  schema: GenericSchema<unknown, TOutput>;
  /** The values the form starts with and `reset` returns to; read once, when the form mounts. */
  defaultValues: TValues;
}

/** The form a component holds: the store's fields, what it shows, and `control` for `Controller` and `useWatch`. */
export type Control<TValues extends object> = Pick<
  FormStore<TValues, unknown>,
  'subscribe' | 'getValues' | 'getError' | 'controller'
>;

export interface UseFormReturn<TValues extends object, TOutput> {
  /** Spread onto an `<input>` or `<textarea>` (or a component whose ref is one): name, ref and onChange. */
  register: (name: TextFieldName<TValues>) => FieldRegistration;
  /** Validates everything, then calls `onValid` with the schema's output, or focuses the first invalid field. */
  handleSubmit: (onValid: (values: TOutput) => unknown) => (event?: { preventDefault: () => void }) => Promise<void>;
  formState: {
    errors: FieldErrors<TValues>;
    /** True from a submit until `onValid` has settled. */
    isSubmitting: boolean;
  };
  /** Shows `error` on a field (a refusal of the platform), until the field is changed to a valid value. */
  setError: (name: FieldName<TValues>, error: FieldError, options?: { shouldFocus?: boolean }) => void;
  getValues: <K extends FieldName<TValues>>(name: K) => TValues[K];
  /** Sets a value as if typed, without validating it. */
  setValue: <K extends FieldName<TValues>>(name: K, value: TValues[K]) => void;
  /** Validates one field (a number before a code is sent to it); true when it is valid. */
  trigger: (name: FieldName<TValues>, options?: { shouldFocus?: boolean }) => boolean;
  reset: () => void;
  /** One field back to its default value, its message gone. */
  resetField: (name: FieldName<TValues>) => void;
  setFocus: (name: FieldName<TValues>) => void;
  control: Control<TValues>;
}

/**
 * Form state over a valibot schema, as the account and feedback forms use it: inputs stay uncontrolled (typing
 * renders nothing), the schema runs on submit and then on every change of a field, which shows or clears that field's
 * first message; a failed submit focuses the first invalid field on the page once the messages are shown.
 */
export function useForm<TValues extends object, TOutput = TValues>({
  schema,
  defaultValues,
}: UseFormOptions<TValues, TOutput>): UseFormReturn<TValues, TOutput> {
  const [store] = useState(() => new FormStore(schema, defaultValues));
  useLayoutEffect(() => {
    store.schema = schema;
  }, [store, schema]);
  const { errors, isSubmitting, focusRequests } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useLayoutEffect(() => {
    if (focusRequests > 0) store.focusRequested();
  }, [store, focusRequests]);

  return useMemo(
    () => ({
      register: store.register,
      handleSubmit: store.handleSubmit,
      formState: { errors, isSubmitting },
      setError: store.setError,
      getValues: store.getValues,
      setValue: store.setValue,
      trigger: store.trigger,
      reset: store.reset,
      resetField: store.resetField,
      setFocus: store.setFocus,
      control: store,
    }),
    [store, errors, isSubmitting],
  );
}

/** The current value of one field, rendering again when it changes (a live character count). */
export function useWatch<TValues extends object, K extends FieldName<TValues>>({
  control,
  name,
}: {
  control: Control<TValues>;
  name: K;
}): TValues[K] {
  return useSyncExternalStore(control.subscribe, () => control.getValues(name));
}

export interface ControllerState<TValue> {
  field: ControlledField<TValue> & { value: TValue };
  fieldState: { error: FieldError | undefined };
}

/** A field whose component holds its value (a Radix checkbox or select, a list of pictures): value, onChange, ref. */
export function useController<TValues extends object, K extends FieldName<TValues>>({
  control,
  name,
}: {
  control: Control<TValues>;
  name: K;
}): ControllerState<TValues[K]> {
  const value = useWatch({ control, name });
  const error = useSyncExternalStore(control.subscribe, () => control.getError(name));
  return { field: { ...control.controller(name), value }, fieldState: { error } };
}

/** `useController` as a component, for a field rendered inline in the form. */
export function Controller<TValues extends object, K extends FieldName<TValues>>({
  render,
  ...field
}: {
  control: Control<TValues>;
  name: K;
  render: (state: ControllerState<TValues[K]>) => ReactNode;
}): ReactNode {
  return render(useController(field));
}
