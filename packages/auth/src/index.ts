export { rolesOf, visitorRoles, type RoleConfig, type Roles } from './roles';
export {
  changePasswordPopupAtom,
  firstLoginAtom,
  headerCredentialsAtom,
  knownPasswordAtom,
  loginPopupAtom,
  tokenAtom,
} from './session';
export {
  clearSession,
  readPasswordChangeRequired,
  readToken,
  storeMember,
  storeMerchantCode,
  storeToken,
} from './storage';
export { HandOffDialog, handOffCodeAtom, takeHandOffCode, useRedeemHandOff, type HandOffDialogProps } from './HandOff';
export {
  AuthProvider,
  useClearSession,
  useIdentity,
  useSession,
  useSettledRoles,
  type AuthProviderProps,
  type Session,
} from './react/AuthProvider';
export {
  IdentityError,
  identityErrorCodes,
  internationalNumber,
  socialChannelFlags,
  socialChannels,
  type IdentityErrorCode,
  type IdentityService,
  type PhoneConfirmation,
  type SocialChannel,
} from './identity/identity';
export { deferredIdentity } from './identity/deferredIdentity';
export type { ReferenceIdentityOptions } from './identity/referenceIdentity';
export { usePhoneCode, type PhoneCode, type PhoneProof, type PhoneTarget } from './identity/usePhoneCode';
export {
  HumanCheckOutlet,
  HumanCheckProvider,
  needsHumanCheck,
  useHumanCheck,
  type HumanChecker,
  type HumanCheckFields,
  type HumanCheckResult,
  type HumanCheckScene,
} from './humanCheck';
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { ChangePasswordPopup, type ChangePasswordPopupProps } from './ChangePasswordPopup';
export { LoginForm, type LoginFormProps } from './LoginForm';
export { LoginPopup, type LoginPopupProps } from './LoginPopup';
export { defaultPassword, isYes, loginOutcome, type LoginOutcome, type LoginType } from './login/loginOutcome';
export { useLogin, type LoginAudience, type LoginInput, type LoginSuccess } from './login/useLogin';
export { LoginRefusedError } from './login/LoginRefusedError';
export { useFreePlay } from './login/useFreePlay';
export { useLogout } from './login/useLogout';
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
export { RegisterForm, type RegisterFormProps, type RegisterPageAddress } from './RegisterForm';
// `captureRegistrationCodes` is `@lobby/auth/registration-codes`: the app loads it after the first paint, only when
// the address carries a code.
export { forgetRegistrationCodes, registrationCodes, type RegistrationCodes } from './registrationCodes';
export { RegisterPopup, type RegisterPopupProps } from './RegisterPopup';
export { SmsCodeButton, type SmsAnswer, type SmsCodeButtonProps } from './SmsCodeButton';
export { forgotPopupAtom, registerPopupAtom } from './accountPopups';
export {
  ForgotPasswordForm,
  ForgotPasswordPopup,
  type ForgotPasswordFormProps,
  type ForgotPasswordPopupProps,
} from './ForgotPassword';
