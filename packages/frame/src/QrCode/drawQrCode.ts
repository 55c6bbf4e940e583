import { toCanvas, type QRCodeErrorCorrectionLevel } from 'qrcode';

/*
 * The QR encoder and its drawing: loaded on demand by <QrCode>, so the encoder (~9 KB gzip) never joins the first
 * paint.
 */

export interface QrDrawing {
  /** Width and height of the code in CSS pixels. */
  size: number;
  /** Device pixels per CSS pixel: the code is drawn at the screen's density so its edges stay sharp. */
  pixelRatio: number;
  /** Quiet zone drawn into the image, in modules. */
  margin: number;
  errorCorrectionLevel: QRCodeErrorCorrectionLevel;
  /** A picture drawn in the centre (the brand's icon); same origin or a data URL. */
  logoSrc?: string | undefined;
  /** The picture's width as a share of the code's. */
  logoScale: number;
}

/** Where the centre picture and its white plate go on a code `pixels` wide, in device pixels. */
export function logoBox(pixels: number, logoScale: number) {
  const logo = Math.round(pixels * logoScale);
  // A thin white plate sets the picture apart from the modules around it.
  const padding = Math.max(1, Math.round(logo * 0.1));
  const plate = logo + 2 * padding;
  const plateAt = Math.round((pixels - plate) / 2);
  return { plate, plateAt, logo, logoAt: plateAt + padding, radius: Math.round(plate * 0.18) };
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

async function drawCode(value: string, drawing: QrDrawing, withLogo: boolean): Promise<string> {
  const canvas = document.createElement('canvas');
  const pixels = Math.round(drawing.size * drawing.pixelRatio);
  await toCanvas(canvas, value, {
    width: pixels,
    margin: drawing.margin,
    errorCorrectionLevel: drawing.errorCorrectionLevel,
    // Dark on white whatever the brand's colours: what every camera reads best.
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  if (withLogo && drawing.logoSrc) {
    const image = await loadImage(drawing.logoSrc);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const box = logoBox(canvas.width, drawing.logoScale);
    // The error correction restores the modules the plate covers: a share of 0.2 keeps well within level M's 15 %.
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.roundRect(box.plateAt, box.plateAt, box.plate, box.plate, box.radius);
    context.fill();
    context.drawImage(image, box.logoAt, box.logoAt, box.logo, box.logo);
  }
  return canvas.toDataURL('image/png');
}

/**
 * The code of `value` as a PNG data URL, with the logo in its centre. A logo that cannot be loaded or drawn (a
 * cross-origin picture taints the canvas) leaves the code without it rather than without a code.
 */
export async function drawQrCode(value: string, drawing: QrDrawing): Promise<string> {
  if (!drawing.logoSrc) return drawCode(value, drawing, false);
  try {
    return await drawCode(value, drawing, true);
  } catch {
    return drawCode(value, drawing, false);
  }
}
