CREATE TABLE "login_log_purges" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"purged_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"user_id" uuid,
	"account" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"admin" integer DEFAULT 0 NOT NULL,
	"success" integer NOT NULL,
	"errcode" integer,
	"reason" text DEFAULT '' NOT NULL,
	"reason_params" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_log_purges" ADD CONSTRAINT "login_log_purges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_logs_org_id_admin_at_idx" ON "login_logs" USING btree ("org_id","admin","at");--> statement-breakpoint
CREATE INDEX "login_logs_user_id_idx" ON "login_logs" USING btree ("user_id");