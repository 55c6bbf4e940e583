// The accounts tests sign in with, and where the test platform makes their sessions (e2e/platform.ts). Kept apart
// from the platform's code so that test workers can read them without loading the platform.

/** `POST` JSON `{merchant, username, trial?}` to the platform answers `{token}`: a live session for that member. */
export const sessionPath = '/__e2e/session';

/** Seeded at every merchant (apps/platform/src/seed/members.ts). */
export const player = 'player01';
export const agent = 'agent01';

/** Made on request as a trial account (member type 4), as free play would make one. */
export const trial = 'trial01';
