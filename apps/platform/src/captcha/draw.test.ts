import { PNG } from 'pngjs';
import { captchaSize, drawCaptcha, randomCaptchaAnswer } from './draw';

describe('captcha image', () => {
  it('answers are 4 or 5 digits', () => {
    const lengths = new Set(Array.from({ length: 200 }, () => randomCaptchaAnswer().length));
    expect([...lengths].sort()).toEqual([4, 5]);
    expect(randomCaptchaAnswer()).toMatch(/^\d+$/);
  });

  it('is a PNG with dark ink on a light background that differs for every draw', () => {
    const first = PNG.sync.read(drawCaptcha('40719'));
    expect([first.width, first.height]).toEqual([captchaSize.width, captchaSize.height]);
    let dark = 0;
    for (let i = 0; i < first.data.length; i += 4) {
      if ((first.data[i] ?? 255) + (first.data[i + 1] ?? 255) + (first.data[i + 2] ?? 255) < 330) dark++;
    }
    // Digits cover a real share of the image, noise alone would not.
    expect(dark / (first.width * first.height)).toBeGreaterThan(0.08);
    expect(drawCaptcha('40719').equals(drawCaptcha('40719'))).toBe(false);
  });
});
