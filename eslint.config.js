export { default } from '@lobby/eslint-config';
