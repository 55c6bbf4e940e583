/**
 * How an app's build compiles styled components (Vite's `oxc.plugins.styledComponents`), for the site and Storybook
 * alike: the CSS ships minified (no comments, no spacing) and each styled component is marked pure, so one no page
 * uses is dropped. No display names or server-rendering ids: a single-page app needs neither, and they cost bytes.
 */
export const styledComponentsBuild = {
  displayName: false,
  fileName: false,
  ssr: false,
  minify: true,
  pure: true,
  transpileTemplateLiterals: false,
} as const;
