export { placeServerError, serverField, useTranslate } from './formSupport';
export { Form, FormAlert } from './formSupport.styles';
export { AccountDialog, type AccountDialogProps } from './AccountDialog';
