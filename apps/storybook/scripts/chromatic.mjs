// Publishes the built Storybook to Chromatic for hosted visual review (modes per brand and direction are declared in
// .storybook/modes.ts). Skipped, successfully, when no CHROMATIC_PROJECT_TOKEN is set: local runs and forks.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}

const result = spawnSync(
  'chromatic',
  [
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
    '--auto-accept-changes',
    'main',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
