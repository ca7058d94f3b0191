ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before the flag: the seed's own accounts (members cannot choose an account name).
UPDATE "users" SET "is_demo" = true WHERE "entity" = '演示账号' AND "account" IN ('demo', 'vipdemo', 'demo3', 'editor');
