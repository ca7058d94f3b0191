CREATE TABLE "vegetable_supply_demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"price" numeric(10, 2),
	"city_code" varchar(4) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"valid_until" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_uid" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vegetable_supply_demand" ADD CONSTRAINT "vegetable_supply_demand_product_id_vegetable_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vegetable_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_supply_demand" ADD CONSTRAINT "vegetable_supply_demand_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vegetable_supply_demand" ADD CONSTRAINT "vegetable_supply_demand_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_open_idx" ON "vegetable_supply_demand" USING btree ("kind","created_at","id") WHERE status = 'open' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_open_valid_idx" ON "vegetable_supply_demand" USING btree ("kind","valid_until") WHERE status = 'open' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_open_city_idx" ON "vegetable_supply_demand" USING btree ("city_code","kind","valid_until") WHERE status = 'open' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_open_product_idx" ON "vegetable_supply_demand" USING btree ("product_id","kind","valid_until") WHERE status = 'open' and hidden_at is null;--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_owner_idx" ON "vegetable_supply_demand" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "vegetable_supply_demand_created_idx" ON "vegetable_supply_demand" USING btree ("created_at");