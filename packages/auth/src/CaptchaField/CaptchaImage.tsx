import { Spinner } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAuthClient } from '../react/AuthProvider';
import { captchaFieldMessages as m } from './CaptchaField.messages';
import { Refresh } from './CaptchaField.styles';

/** A new picture at most once a second (spec 1 §9), however fast the clicks. */
const refreshIntervalMs = 1000;

export interface CaptchaImageProps {
  /** Changes when the form needs a new picture (a refused attempt used the last one up). */
  round: number;
  onRefresh: () => void;
}

/**
 * The image captcha (`GET /wps/captcha`, bound to a cookie, never cached) as a button: selecting it asks for a new
 * picture, at most once a second.
 */
export function CaptchaImage({ round, onRefresh }: CaptchaImageProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const picture = useQuery({
    queryKey: ['captcha', round],
    queryFn: ({ signal }) => client.call('captcha', { t: Date.now() }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return (
    <Refresh
      type="button"
      aria-label={intl.formatMessage(picture.isError ? m.failed : m.image)}
      onClick={() => {
        const now = Date.now();
        if (now - lastRefresh.current < refreshIntervalMs) return;
        lastRefresh.current = now;
        onRefresh();
      }}
    >
      {picture.data ? (
        <img src={`data:image/png;base64,${picture.data}`} alt="" width={104} height={40} />
      ) : picture.isError ? (
        <span aria-hidden="true">↻</span>
      ) : (
        <Spinner size="sm" label={intl.formatMessage(m.loading)} />
      )}
    </Refresh>
  );
}
