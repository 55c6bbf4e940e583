import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Each Vitest project runs every story under one brand (and that brand's default language, hence direction).
const brand = import.meta.env.VITE_STORY_BRAND as string | undefined;
const locale = import.meta.env.VITE_STORY_LOCALE as string | undefined;

setProjectAnnotations([
  a11yAnnotations,
  projectAnnotations,
  { initialGlobals: { ...(brand ? { brand } : {}), ...(locale ? { locale } : {}) } },
]);
