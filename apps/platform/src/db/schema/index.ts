// The database schema, one module per domain; drizzle.config.ts points drizzle-kit at this index, so a table belongs
// to the schema (and to its migrations) once it is exported from here.
export * from './merchants';
export * from './members';
export * from './agents';
export * from './verification';
export * from './content';
export * from './catalogue';
export * from './wallet';
export * from './bonuses';
export * from './sports';
export * from './security';
export * from './withdraw';
export * from './deposit';
export * from './ranks';
export * from './inbox';
export * from './rebate';
export * from './missions';
export * from './referral';
export * from './points';
export * from './promotions';
export * from './contracts';
