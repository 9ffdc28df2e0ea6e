CREATE TABLE "notice_package_runs" (
	"org_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"claimed_until" timestamp with time zone,
	"ending_at" timestamp with time zone,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_package_runs_org_id_package_id_pk" PRIMARY KEY("org_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "notice_subscriptions" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"openid" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_subscriptions_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"wx_state" text DEFAULT 'none' NOT NULL,
	"wx_attempts" smallint DEFAULT 0 NOT NULL,
	"wx_due_at" timestamp with time zone,
	"wx_error" text DEFAULT '' NOT NULL,
	CONSTRAINT "notices_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD COLUMN "openid" text;--> statement-breakpoint
ALTER TABLE "notice_package_runs" ADD CONSTRAINT "notice_package_runs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_package_runs" ADD CONSTRAINT "notice_package_runs_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_subscriptions" ADD CONSTRAINT "notice_subscriptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_subscriptions" ADD CONSTRAINT "notice_subscriptions_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_subscriptions_openid_idx" ON "notice_subscriptions" USING btree ("openid");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_ref_idx" ON "notices" USING btree ("org_id","user_id","ref");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("org_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_unpushed_idx" ON "notices" USING btree ("created_at") WHERE pushed_at is null;--> statement-breakpoint
CREATE INDEX "notices_wx_due_idx" ON "notices" USING btree ("wx_due_at") WHERE wx_state = 'pending';--> statement-breakpoint
-- hand-written below
-- A deleted user takes their notices, their task-message subscription with them to the recycle bin
-- (0025), and a deleted package its "about to end" run. None of them is an administrator's write:
-- notices and runs are made by the system, a subscription by the learner (0024 leaves them out).
CREATE TRIGGER recycle_deleted BEFORE DELETE ON notices FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON notices FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON notice_subscriptions FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON notice_subscriptions FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON notice_package_runs FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON notice_package_runs FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();
