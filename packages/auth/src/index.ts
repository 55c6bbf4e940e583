export { rolesOf, visitorRoles, type RoleConfig, type Roles } from './roles';
export { loginPopupAtom, memberInfoQuery, memberInfoQueryKey, tokenAtom } from './session';
export {
  adoptUrlToken,
  clearSession,
  readToken,
  sessionKeys,
  storeMember,
  storeMerchantCode,
  storeToken,
} from './storage';
export { AuthProvider, useClearSession, useSession, type Session } from './react/AuthProvider';
export { LoginPopup, type LoginPopupProps } from './LoginPopup';
export {
  fieldSchema,
  mobileRule,
  passwordRule,
  registerFieldNames,
  registerFields,
  registerSchema,
  ruleFor,
  usernameRule,
  type FieldRule,
  type RegisterField,
  type RegisterFieldName,
  type RegisterFlags,
  type RegisterValues,
  type RegisterVariant,
  type Translate,
} from './registerRules';
export {
  CountryCodePicker,
  countryListQuery,
  type CountryChoice,
  type CountryCodePickerProps,
} from './CountryCodePicker';
export { RegisterForm, registrationCodes, type RegisterFormProps, type RegisterPageAddress } from './RegisterForm';
export { RegisterPopup, type RegisterPopupProps } from './RegisterPopup';
export { SmsCodeButton, type SmsAnswer, type SmsCodeButtonProps } from './SmsCodeButton';
export { forgotPopupAtom, registerPopupAtom } from './accountPopups';
export {
  ForgotPasswordForm,
  ForgotPasswordPopup,
  type ForgotPasswordFormProps,
  type ForgotPasswordPopupProps,
} from './ForgotPassword';
