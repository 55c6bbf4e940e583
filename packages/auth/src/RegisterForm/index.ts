export { RegisterForm, registrationCodes, type RegisterFormProps, type RegisterPageAddress } from './RegisterForm';
