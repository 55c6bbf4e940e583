/** Member type of ordinary members, as registrations make them (contract §2.4). */
export const ordinaryMemberType = 0;

/** Member type of trial accounts (contract §2.4); agents are 1, 2, 41 and 42. */
export const trialType = 4;

/** Member types of agents (spec §9): their affiliate codes can be registered under. */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
