import { fileURLToPath } from 'node:url';
import { allBrandsPlugin } from '@lobby/brand/node';
import { styledComponentsBuild } from '@lobby/design-system/build';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));

const config: StorybookConfig = {
  // Stories stay next to their components in every package.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Styled components compile as in the site's build, so the visual baselines check the CSS the site ships.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [allBrandsPlugin({ brandsDir })],
      oxc: { plugins: { styledComponents: styledComponentsBuild } },
    }),
};

export default config;
