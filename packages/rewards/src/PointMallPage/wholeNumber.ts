/** A whole number typed in any digits a keyboard gives (Arabic-Indic and Persian ones too), or NaN. */
export function wholeNumber(text: string): number {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return /^\d{1,9}$/.test(latin) ? Number(latin) : Number.NaN;
}
