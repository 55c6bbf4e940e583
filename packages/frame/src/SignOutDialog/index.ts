export { SignOutDialog, type SignOutDialogProps } from './SignOutDialog';
