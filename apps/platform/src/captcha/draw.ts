import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

// 5x7 bitmaps of the digits, one string per row ('#' = ink).
const glyphs: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '    #', ' ### '],
};

export const captchaSize = { width: 132, height: 44 } as const;

/** A random answer of 4 or 5 digits. */
export function randomCaptchaAnswer(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

type Rgb = readonly [number, number, number];

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= png.width || py >= png.height) return;
  const i = (py * png.width + px) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s++) {
    const x = x0 + ((x1 - x0) * s) / steps;
    const y = y0 + ((y1 - y0) * s) / steps;
    setPixel(png, x, y, colour);
    setPixel(png, x, y + 1, colour);
  }
}

const randomColour = (low: number, high: number): Rgb => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

/**
 * Draws `answer` as a PNG: each digit scaled, sheared, rotated and shifted on its own, the row bent by a sine wave,
 * crossed by noise lines and speckled. Answers the PNG bytes.
 */
export function drawCaptcha(answer: string): Buffer {
  const { width, height } = captchaSize;
  const png = new PNG({ width, height });
  const background = randomColour(225, 256);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) setPixel(png, x, y, background);

  for (let n = 0; n < 4; n++) {
    line(
      png,
      randomInt(0, width),
      randomInt(0, height),
      randomInt(0, width),
      randomInt(0, height),
      randomColour(130, 220),
    );
  }

  const cell = width / (answer.length + 1);
  const wave = { amplitude: 2 + Math.random() * 3, period: 30 + Math.random() * 30, phase: Math.random() * Math.PI };
  [...answer].forEach((digit, index) => {
    const glyph = glyphs[digit];
    if (!glyph) return;
    const scale = 3.4 + Math.random() * 0.9;
    const angle = (Math.random() - 0.5) * 0.6;
    const shear = (Math.random() - 0.5) * 0.5;
    const originX = cell * (index + 0.6) + (Math.random() - 0.5) * 6;
    const originY = (height - 7 * scale) / 2 + (Math.random() - 0.5) * 6;
    const ink = randomColour(10, 110);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // Sample the glyph densely so the rotated strokes stay solid.
    for (let gy = 0; gy < 7 * scale; gy += 0.5) {
      for (let gx = 0; gx < 5 * scale; gx += 0.5) {
        if (glyph[Math.floor(gy / scale)]?.[Math.floor(gx / scale)] !== '#') continue;
        const sx = gx + shear * gy - 2.5 * scale;
        const sy = gy - 3.5 * scale;
        const x = originX + 2.5 * scale + sx * cos - sy * sin;
        const y = originY + 3.5 * scale + sx * sin + sy * cos;
        setPixel(png, x, y + wave.amplitude * Math.sin(x / wave.period + wave.phase), ink);
      }
    }
  });

  for (let n = 0; n < 3; n++) {
    const y0 = randomInt(4, height - 4);
    line(png, 0, y0, width - 1, y0 + randomInt(-12, 13), randomColour(40, 160));
  }
  for (let n = 0; n < width * height * 0.04; n++)
    setPixel(png, randomInt(0, width), randomInt(0, height), randomColour(0, 256));

  return PNG.sync.write(png);
}
