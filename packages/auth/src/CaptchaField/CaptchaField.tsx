import { Spinner, TextField } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useAuthClient } from '../react/AuthProvider';
import { captchaFieldMessages as m } from './CaptchaField.messages';
import { Refresh } from './CaptchaField.styles';

/** The picture can be renewed at most once a second (spec 1 §9). */
const refreshIntervalMs = 1000;

export interface CaptchaFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'required'> {
  error?: ReactNode;
  /** A new value fetches a new picture: a refused attempt used the last one up. */
  renewal?: number;
}

/**
 * The image captcha (GET /wps/captcha, bound to a cookie): a code field with the picture beside it; selecting the
 * picture fetches a new one, at most once a second. The ref is the input, so react-hook-form's `register()` fits.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { error, renewal = 0, ...input },
  ref,
) {
  const intl = useIntl();
  const client = useAuthClient();
  const [round, setRound] = useState(0);
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const picture = useQuery({
    queryKey: ['captcha', round, renewal],
    queryFn: ({ signal }) => client.call('captcha', { t: Date.now() }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < refreshIntervalMs) return;
    lastRefresh.current = now;
    setRound((value) => value + 1);
  };

  return (
    <TextField
      ref={ref}
      label={intl.formatMessage(m.label)}
      required
      autoComplete="off"
      inputMode="numeric"
      error={error}
      {...input}
      suffix={
        <Refresh type="button" onClick={refresh} aria-label={intl.formatMessage(picture.isError ? m.failed : m.image)}>
          {picture.data ? (
            <img src={`data:image/png;base64,${picture.data}`} alt="" width={104} height={40} />
          ) : picture.isError ? (
            <span aria-hidden="true">↻</span>
          ) : (
            <Spinner size="sm" label={intl.formatMessage(m.loading)} />
          )}
        </Refresh>
      }
    />
  );
});
