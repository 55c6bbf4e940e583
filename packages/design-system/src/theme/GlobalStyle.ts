import { createGlobalStyle } from 'styled-components';
import { vars } from '../tokens/vars';

/** Document-wide base styles; everything visual comes from the brand's custom properties. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body, [data-theme-scope] {
    margin: 0;
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.text};
    background: ${vars.color.canvas};
  }

  img, svg, video, canvas {
    display: block;
    max-inline-size: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
