CREATE TABLE "vegetable_reporters" (
	"uid" integer PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"by_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vegetable_reporters" ADD CONSTRAINT "vegetable_reporters_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_reporters" ADD CONSTRAINT "vegetable_reporters_market_id_vegetable_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."vegetable_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vegetable_reporters_market_idx" ON "vegetable_reporters" USING btree ("market_id");