import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Size of the slider background and of the piece's square, in image pixels. */
export const sliderSize = { width: 300, height: 150, pieceSize: 44 } as const;

/** The notch starts at least this far from the left edge, so a piece left where it starts never fits. */
export const sliderMinX = 70;

export interface SliderPuzzle {
  /** Where the notch's left edge is: the x the piece must be dropped at. */
  answerX: number;
  pieceY: number;
  image: Buffer;
  piece: Buffer;
}

/**
 * Whether the piece's pixel (x, y) of its 44 x 44 box belongs to the piece: a square with a round tab on top and one
 * on the right, so the notch reads as a puzzle slot rather than a plain square.
 */
function inPiece(x: number, y: number): boolean {
  const { pieceSize } = sliderSize;
  const tab = 7;
  const body = pieceSize - tab;
  if (x >= 0 && x < body && y >= tab && y < pieceSize) return true;
  const top = Math.hypot(x - body / 2, y - tab);
  const right = Math.hypot(x - body, y - tab - body / 2);
  return top <= tab - 0.5 || right <= tab - 0.5;
}

function onEdge(x: number, y: number): boolean {
  if (!inPiece(x, y)) return false;
  return !inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1);
}

/**
 * A generated landscape: a diagonal two-colour gradient, soft discs and wavy stripes, all colours random, so no two
 * backgrounds match and the notch cannot be found by comparing with a stored picture.
 */
function drawBackground(png: PNG): void {
  const { width, height } = png;
  const from = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)] as const;
  const to = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)] as const;
  const discs = Array.from({ length: 9 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(10, 45),
    tint: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)] as const,
  }));
  const wave = { period: 12 + Math.random() * 20, phase: Math.random() * Math.PI * 2, slope: Math.random() - 0.5 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let rgb = [0, 1, 2].map((i) => (from[i] ?? 0) * (1 - t) + (to[i] ?? 0) * t);
      for (const disc of discs) {
        const d = Math.hypot(x - disc.x, y - disc.y);
        if (d < disc.r) {
          const alpha = 0.45 * (1 - d / disc.r);
          rgb = rgb.map((value, i) => value * (1 - alpha) + (disc.tint[i] ?? 0) * alpha);
        }
      }
      const stripe = Math.sin((y + x * wave.slope) / wave.period + wave.phase);
      const light = stripe > 0.85 ? 28 : 0;
      const i = (y * width + x) * 4;
      png.data[i] = Math.min(255, Math.round((rgb[0] ?? 0) + light));
      png.data[i + 1] = Math.min(255, Math.round((rgb[1] ?? 0) + light));
      png.data[i + 2] = Math.min(255, Math.round((rgb[2] ?? 0) + light));
      png.data[i + 3] = 255;
    }
  }
}

/**
 * Draws a slider puzzle: the background with a darkened notch at a random place (at least `sliderMinX` from the
 * left), and the piece cut from the same place, transparent outside its shape, with a light outline. The piece is
 * drawn at `pieceY` and slid horizontally; it fits when its left edge reaches `answerX`.
 */
export function drawSliderPuzzle(): SliderPuzzle {
  const { width, height, pieceSize } = sliderSize;
  const answerX = randomInt(sliderMinX, width - pieceSize - 6);
  const pieceY = randomInt(6, height - pieceSize - 6);

  const background = new PNG({ width, height });
  drawBackground(background);

  const piece = new PNG({ width: pieceSize, height: pieceSize });
  for (let y = 0; y < pieceSize; y++) {
    for (let x = 0; x < pieceSize; x++) {
      const to = (y * pieceSize + x) * 4;
      if (!inPiece(x, y)) {
        piece.data[to + 3] = 0;
        continue;
      }
      const from = ((pieceY + y) * width + answerX + x) * 4;
      const edge = onEdge(x, y);
      for (let c = 0; c < 3; c++) {
        const value = background.data[from + c] ?? 0;
        piece.data[to + c] = edge ? 245 : value;
        // The notch: the same shape, darkened, with a faint light rim.
        background.data[from + c] = edge ? Math.round(value * 0.5 + 110) : Math.round(value * 0.35);
      }
      piece.data[to + 3] = 255;
    }
  }
  return { answerX, pieceY, image: PNG.sync.write(background), piece: PNG.sync.write(piece) };
}
