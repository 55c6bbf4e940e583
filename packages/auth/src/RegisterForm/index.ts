export { RegisterForm, type RegisterFormProps, type RegisterPageAddress } from './RegisterForm';
