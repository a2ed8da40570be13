// @novostroy/contracts: the sales-data API as zod schemas, inferred types and query builders.
// Shipped as TypeScript source; consumers compile it (Next transpilePackages, vitest, esbuild).
export * from './vocabulary';
export * from './envelope';
export * from './property';
export * from './project';
export * from './house';
export * from './media';
export * from './pricing';
export * from './lead';
export * from './phone';
export * from './text-rules';
export * from './query';
export * from './endpoints';
