CREATE TABLE "captchas" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"model" varchar(32) NOT NULL,
	"record_id" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"title" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"metric" varchar(32) NOT NULL,
	"thresholds" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "medals_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"action" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"uid" integer,
	"identity" varchar(64),
	"nickname" varchar(60),
	"avatar" varchar(300),
	"conflict_uid" integer,
	"message" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"uid" integer NOT NULL,
	"medal_id" integer NOT NULL,
	"grade" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_medals_uid_medal_id_pk" PRIMARY KEY("uid","medal_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"account" varchar(30),
	"mobile" varchar(11),
	"password_hash" text,
	"nickname" varchar(30) NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"birthday" date,
	"score" integer DEFAULT 0 NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"province" varchar(12),
	"city" varchar(12),
	"district" varchar(12),
	"entity" varchar(100) DEFAULT '' NOT NULL,
	"login" integer DEFAULT 0 NOT NULL,
	"reg_ip" varchar(64) DEFAULT '' NOT NULL,
	"reg_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_ip" varchar(64) DEFAULT '' NOT NULL,
	"last_login_time" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"file_download" integer DEFAULT 0 NOT NULL,
	"pc_sid" varchar(64),
	"mo_sid" varchar(64),
	"qq_openid" varchar(64),
	"wx_unionid" varchar(64),
	"vip_expire" timestamp with time zone,
	"vegetable_expire" timestamp with time zone,
	"role" varchar(16) DEFAULT 'member' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_uid_model_record_uq" ON "favorites" USING btree ("uid","model","record_id");--> statement-breakpoint
CREATE INDEX "favorites_uid_created_idx" ON "favorites" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "score_records_uid_created_idx" ON "score_records" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_created_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_qq_uq" ON "users" USING btree ("qq_openid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wx_uq" ON "users" USING btree ("wx_unionid");