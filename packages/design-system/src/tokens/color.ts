/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa into 0-255 channels and 0-1 alpha; undefined when not a hex colour. */
export function parseHexColor(value: string): { r: number; g: number; b: number; a: number } | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: hex.length === 8 ? channel(6) / 255 : 1 };
}

function relativeLuminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of a foreground over a background; a translucent foreground is composited first. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseHexColor(foreground);
  const bg = parseHexColor(background);
  if (!fg || !bg) throw new Error(`Cannot compare ${foreground} with ${background}: both must be hex colours`);
  const over = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  const composite = { r: over(fg.r, bg.r), g: over(fg.g, bg.g), b: over(fg.b, bg.b) };
  const [light, dark] = [relativeLuminance(composite), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
