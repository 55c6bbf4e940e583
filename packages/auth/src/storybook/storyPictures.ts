/** Pictures a story's platform draws in the browser (Base64 PNG, as the platform sends them). */

function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  const context = element.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  return [element, context];
}

const base64Of = (element: HTMLCanvasElement) => element.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');

/** A captcha-like picture of `text`. */
export function captchaPicture(text: string): string {
  const [element, context] = canvas(104, 40);
  context.fillStyle = '#f3f4f6';
  context.fillRect(0, 0, 104, 40);
  context.font = 'bold 24px monospace';
  context.fillStyle = '#1f2937';
  context.fillText(text, 14, 29);
  return base64Of(element);
}

/** A slider puzzle: a striped background with a gap at `gapX` and the piece that fills it. */
export function sliderPictures(gapX: number, width = 300, height = 150, pieceSize = 44, pieceY = 53) {
  const [background, context] = canvas(width, height);
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0f766e');
  gradient.addColorStop(1, '#7c3aed');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = 'rgb(255 255 255 / 25%)';
  for (let x = -height; x < width; x += 16) {
    context.beginPath();
    context.moveTo(x, height);
    context.lineTo(x + height, 0);
    context.stroke();
  }
  const [piece, pieceContext] = canvas(pieceSize, pieceSize);
  pieceContext.drawImage(background, gapX, pieceY, pieceSize, pieceSize, 0, 0, pieceSize, pieceSize);
  context.fillStyle = 'rgb(0 0 0 / 55%)';
  context.fillRect(gapX, pieceY, pieceSize, pieceSize);
  return { image: base64Of(background), piece: base64Of(piece), width, height, pieceSize, pieceY };
}
