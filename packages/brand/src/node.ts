export { BrandError } from './errors';
export { listBrands, loadBrand, requiredAssets, type LoadedBrand } from './load';
export { webManifest, type WebManifest } from './manifest';
export { allBrandsPlugin, brandPlugin, type BrandPluginApi } from './vite';
