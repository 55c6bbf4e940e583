import { defineMessages } from '@lobby/i18n/react';

export const sliderCheckMessages = defineMessages({
  title: { id: 'auth.SliderCheck.title', defaultMessage: 'Security check' },
  description: {
    id: 'auth.SliderCheck.description',
    defaultMessage: 'Slide the piece into the gap in the picture, then check.',
  },
  position: { id: 'auth.SliderCheck.position', defaultMessage: 'Position of the piece' },
  check: { id: 'auth.SliderCheck.check', defaultMessage: 'Check' },
  another: { id: 'auth.SliderCheck.another', defaultMessage: 'Another picture' },
  loading: { id: 'auth.SliderCheck.loading', defaultMessage: 'Loading the picture' },
  missed: { id: 'auth.SliderCheck.missed', defaultMessage: 'Not quite. Try this new picture.' },
  failed: {
    id: 'auth.SliderCheck.failed',
    defaultMessage: 'The picture could not be loaded. Check your connection and try another one.',
  },
  close: { id: 'auth.SliderCheck.close', defaultMessage: 'Close' },
});
