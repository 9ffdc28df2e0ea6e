CREATE TABLE "appeal_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"appeal_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score_before" real,
	"score_after" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_events_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"package_id" uuid,
	"child_task_id" uuid,
	"record_title" text NOT NULL,
	"package_title" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"opinion" text DEFAULT '' NOT NULL,
	"score_before" real,
	"score_after" real,
	"due_day" text NOT NULL,
	"handler_id" uuid,
	"handled_at" timestamp with time zone,
	"reply_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_calendars" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_appeal_id_fkey" FOREIGN KEY ("org_id","appeal_id") REFERENCES "public"."appeals"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_actor_id_fkey" FOREIGN KEY ("org_id","actor_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_handler_id_fkey" FOREIGN KEY ("org_id","handler_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("handler_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE SET NULL ("package_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE SET NULL ("child_task_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_calendars" ADD CONSTRAINT "work_calendars_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_events_appeal_idx" ON "appeal_events" USING btree ("org_id","appeal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_record_idx" ON "appeals" USING btree ("org_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "appeals_org_status_idx" ON "appeals" USING btree ("org_id","status","due_day");--> statement-breakpoint
CREATE INDEX "appeals_org_user_idx" ON "appeals" USING btree ("org_id","user_id","created_at");--> statement-breakpoint
-- hand-written below
-- A deleted user takes their appeals and their trails to the recycle bin with them (0025); the
-- appeals, their decisions and the work calendar are in the operation log (0024).
CREATE TRIGGER recycle_deleted BEFORE DELETE ON appeals FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON appeals FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON appeal_events FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON appeal_events FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON appeals FOR EACH ROW EXECUTE FUNCTION record_operation_change();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON work_calendars FOR EACH ROW EXECUTE FUNCTION record_operation_change();
