export {
  Controller,
  useController,
  useForm,
  useWatch,
  type Control,
  type ControllerState,
  type UseFormOptions,
  type UseFormReturn,
} from './useForm';
export type {
  ControlledField,
  FieldError,
  FieldErrors,
  FieldName,
  FieldRegistration,
  TextFieldName,
} from './formStore';
