/** The database schema (Drizzle, PostgreSQL dialect), one file per domain; migrations in /drizzle are generated from it. */
export * from './accounts.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './feedback.ts';
export * from './rateLimits.ts';
export * from './imports.ts';
export * from './vegetable.ts';
export * from './vegetableSupplyDemand.ts';
export * from './standard.ts';
export * from './trade.ts';
export * from './food.ts';
export * from './industry.ts';
export * from './industryQueries.ts';
export * from './ast.ts';
export * from './baike.ts';
export * from './legal.ts';
