import { TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { captchaFieldMessages as m } from './CaptchaField.messages';
import { CaptchaImage } from './CaptchaImage';

export interface CaptchaFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'required'> {
  error?: ReactNode;
  /** A new value fetches a new picture: a refused attempt used the last one up. */
  renewal?: number;
}

/**
 * The image captcha as a field: the code input with the picture beside it (see `CaptchaImage`). The ref is the input,
 * so a form's `register()` (`@lobby/forms`) fits.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { error, renewal = 0, ...input },
  ref,
) {
  const intl = useIntl();
  const [refreshes, setRefreshes] = useState(0);
  return (
    <TextField
      ref={ref}
      label={intl.formatMessage(m.label)}
      required
      autoComplete="off"
      inputMode="numeric"
      error={error}
      {...input}
      suffix={<CaptchaImage round={renewal * 1000 + refreshes} onRefresh={() => setRefreshes((n) => n + 1)} />}
    />
  );
});
