export { brandConfigSchema, brandIdPattern, defineBrand, type BrandConfig, type BrandConfigInput } from './schema';
