-- Dubbing tasks (docs/practice.md "Dubbing tasks"): a digital human voicing a scenario, the speech
-- library or everything as a durable job, one row per task and one per line. References within the
-- organisation go through (org_id, column); `ON DELETE SET NULL (column)` clears the column alone.
CREATE TABLE "dubbing_lines" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"emotion" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"clip_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dubbing_lines_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "dubbing_tasks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"scenario_id" uuid,
	"scenario_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dubbing_tasks_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "dubbing_lines" ADD CONSTRAINT "dubbing_lines_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_lines" ADD CONSTRAINT "dubbing_lines_task_id_fkey" FOREIGN KEY ("org_id","task_id") REFERENCES "public"."dubbing_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_lines" ADD CONSTRAINT "dubbing_lines_clip_id_fkey" FOREIGN KEY ("org_id","clip_id") REFERENCES "public"."voice_clips"("org_id","id") ON DELETE SET NULL ("clip_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_template_id_fkey" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."voice_templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_scenario_id_fkey" FOREIGN KEY ("org_id","scenario_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE SET NULL ("scenario_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dubbing_lines_task_idx" ON "dubbing_lines" USING btree ("org_id","task_id","status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "dubbing_lines_task_text_key" ON "dubbing_lines" USING btree ("org_id","task_id","text_hash","emotion");--> statement-breakpoint
CREATE INDEX "dubbing_tasks_org_template_idx" ON "dubbing_tasks" USING btree ("org_id","template_id","created_at");--> statement-breakpoint
CREATE INDEX "dubbing_tasks_unfinished_idx" ON "dubbing_tasks" USING btree ("created_at") WHERE "dubbing_tasks"."status" in ('queued', 'running');--> statement-breakpoint
-- A deleted digital human takes its tasks and their lines to the recycle bin with it (0025), and a
-- restore brings them back; the tasks are audited like the other records (0024). Their lines are
-- not: they are derived from the task's scope, hundreds at a time.
CREATE TRIGGER recycle_deleted BEFORE DELETE ON dubbing_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON dubbing_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON dubbing_lines FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON dubbing_lines FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON dubbing_tasks FOR EACH ROW EXECUTE FUNCTION record_operation_change();