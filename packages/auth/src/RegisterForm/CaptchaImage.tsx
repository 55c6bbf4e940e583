import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAuthClient } from '../react/AuthProvider';
import { CaptchaButton } from './RegisterForm.styles';

/** A new picture at most once a second (spec 1 §9), however fast the clicks. */
const refreshIntervalMs = 1000;

export interface CaptchaImageProps {
  /** Changes when the form needs a new picture (after a refused registration: each picture allows one guess). */
  round: number;
  onRefresh: () => void;
  /** Accessible name of the button ("Show another picture"). */
  label: string;
}

/** The image captcha (`GET /wps/captcha`, bound to a cookie, never cached); a click asks for a new picture. */
export function CaptchaImage({ round, onRefresh, label }: CaptchaImageProps) {
  const client = useAuthClient();
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const picture = useQuery({
    queryKey: ['captcha', round],
    queryFn: ({ signal }) => client.call('captcha', { t: Date.now() }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <CaptchaButton
      type="button"
      aria-label={label}
      onClick={() => {
        const now = Date.now();
        if (now - lastRefresh.current < refreshIntervalMs) return;
        lastRefresh.current = now;
        onRefresh();
      }}
    >
      {picture.data && <img src={`data:image/png;base64,${picture.data}`} alt="" />}
    </CaptchaButton>
  );
}
