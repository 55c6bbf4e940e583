export { BrandError } from './errors';
export { listBrands, loadBrand, requiredAssets, type LoadedBrand } from './load';
export { allBrandsPlugin, brandPlugin } from './vite';
