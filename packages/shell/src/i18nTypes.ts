/** Message values of a message without placeholders, for `defineMessages<{...}>` groups that mix both kinds. */
export type NoValues = Record<never, never>;
