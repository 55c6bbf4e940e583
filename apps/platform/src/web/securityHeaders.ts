/**
 * Content-Security-Policy of the served SPA. Scripts only from the site itself; styles may be inline because the
 * brand tokens are inlined for first paint and styled-components injects its rules at run time (decision 0007).
 * Images may come from the brand's image CDNs over https. The service worker (`/sw.js`) and the web manifest come
 * from the site itself; named although `default-src` already says so, so a change there cannot silently stop the
 * site from working offline or being installed.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
