/**
 * What a feedback (`PUT /wps/feedback`) may carry: the limits the player's form keeps and the reference platform
 * enforces, one definition for both so neither refuses what the other lets through (spec 2 §5: png or jpg only,
 * 5 MB each, at most 3; the text limits are this project's choice, docs/decisions: feedback limits).
 */
export const feedbackRules = {
  /** Characters of the text once trimmed, counted as `feedbackTextLength` counts them. */
  minChars: 10,
  maxChars: 140,
  /** Pictures in one feedback: `file` and up to two more in `files`. */
  maxImages: 3,
  /** Bytes of one picture (5 MB). */
  maxImageBytes: 5 * 1024 * 1024,
  /** The `type` values a feedback may have, in the order the form offers them. */
  types: [1, 2, 3, 4, 5],
} as const;

export type FeedbackType = (typeof feedbackRules.types)[number];

/** Whether `type` is one of the feedback types. */
export function isFeedbackType(type: unknown): type is FeedbackType {
  return (feedbackRules.types as readonly unknown[]).includes(type);
}

/**
 * The length of a feedback text as the limits count it: the characters (Unicode code points, so a Thai vowel mark
 * or an emoji counts as one each, as the player sees them typed) of the text without its surrounding spaces.
 */
export function feedbackTextLength(text: string): number {
  return [...text.trim()].length;
}

/** The picture formats a feedback takes, by what the bytes are rather than what the file is called. */
export type FeedbackImageKind = 'png' | 'jpeg';

/** The MIME type of each picture format, as a data URL names it. */
export const feedbackImageMime: Record<FeedbackImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** PNG or JPEG by the file's first bytes (its signature), or null for anything else. */
export function feedbackImageKind(head: ArrayLike<number>): FeedbackImageKind | null {
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}
