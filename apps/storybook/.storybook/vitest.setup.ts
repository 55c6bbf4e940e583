import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// Each Vitest project runs every story under one brand (and that brand's default language, hence direction).
const brand = import.meta.env.VITE_STORY_BRAND as string | undefined;
const locale = import.meta.env.VITE_STORY_LOCALE as string | undefined;

setProjectAnnotations([
  a11yAnnotations,
  projectAnnotations,
  { initialGlobals: { ...(brand ? { brand } : {}), ...(locale ? { locale } : {}) } },
]);

// Play functions wait up to 5 s for what they look for: lazy chunks (a dialog's encoder, a popup's code) can take
// longer than the default second while the whole suite shares a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });
