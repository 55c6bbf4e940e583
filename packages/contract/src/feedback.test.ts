import { feedbackImageKind, feedbackRules, feedbackTextLength, isFeedbackType } from './feedback';

describe('feedback rules', () => {
  it('counts the characters a player sees, without the surrounding spaces', () => {
    expect(feedbackTextLength('  great lobby \n')).toBe(11);
    // A Thai vowel mark and an emoji are one character each, not two UTF-16 units.
    expect(feedbackTextLength('ดี😀')).toBe(3);
    expect(feedbackTextLength('😀'.repeat(feedbackRules.maxChars))).toBe(140);
    expect(feedbackTextLength('   ')).toBe(0);
  });

  it('knows PNG and JPEG by their first bytes, nothing else', () => {
    expect(feedbackImageKind([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])).toBe('png');
    expect(feedbackImageKind([0xff, 0xd8, 0xff, 0xe0])).toBe('jpeg');
    expect(feedbackImageKind([...'GIF89a'].map((c) => c.charCodeAt(0)))).toBeNull();
    expect(feedbackImageKind([])).toBeNull();
  });

  it('takes only the listed types', () => {
    expect(feedbackRules.types.every(isFeedbackType)).toBe(true);
    expect(isFeedbackType(0)).toBe(false);
    expect(isFeedbackType('1')).toBe(false);
    expect(isFeedbackType(6)).toBe(false);
  });
});
