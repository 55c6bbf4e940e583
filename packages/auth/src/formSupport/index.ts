export { placeServerError, serverField, useTranslate } from './formSupport';
export { Form } from './formSupport.styles';
export { AccountDialog, type AccountDialogProps } from './AccountDialog';
