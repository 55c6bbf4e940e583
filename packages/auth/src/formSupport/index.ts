export { placeServerError, serverField, useTranslate } from './formSupport';
