/** A brand that cannot be built: names the brand, the file or field at fault and what is wrong with it. */
export class BrandError extends Error {
  constructor(
    readonly brand: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`Brand "${brand}": ${field}: ${reason}`);
    this.name = 'BrandError';
  }
}
