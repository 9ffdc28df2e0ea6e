CREATE TABLE "aigc_drafts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"accepted_id" uuid,
	"accepted_catalog_id" uuid,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aigc_drafts_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "aigc_tasks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"level" integer DEFAULT 2 NOT NULL,
	"focus" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_consumed" integer DEFAULT 0 NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"dropped" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aigc_tasks_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "aigc_drafts" ADD CONSTRAINT "aigc_drafts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aigc_drafts" ADD CONSTRAINT "aigc_drafts_task_id_fkey" FOREIGN KEY ("org_id","task_id") REFERENCES "public"."aigc_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aigc_tasks" ADD CONSTRAINT "aigc_tasks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aigc_tasks" ADD CONSTRAINT "aigc_tasks_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aigc_drafts_task_idx" ON "aigc_drafts" USING btree ("org_id","task_id","seq");--> statement-breakpoint
CREATE INDEX "aigc_tasks_org_idx" ON "aigc_tasks" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "aigc_tasks_unfinished_idx" ON "aigc_tasks" USING btree ("created_at") WHERE "aigc_tasks"."status" in ('queued', 'running');--> statement-breakpoint
-- hand-written below
-- AI question generation (docs/assistant.md "AI question generation"). The creator reference clears the
-- column alone (drizzle cannot say `SET NULL (column)`). Tasks and their drafts are the admin's writes,
-- audited (0024), and kept by the recycle bin when one goes with a deleted row (0025, 0027).
ALTER TABLE "aigc_tasks" DROP CONSTRAINT "aigc_tasks_creator_id_fkey";--> statement-breakpoint
ALTER TABLE "aigc_tasks" ADD CONSTRAINT "aigc_tasks_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON aigc_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON aigc_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON aigc_drafts FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON aigc_drafts FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON aigc_tasks FOR EACH ROW EXECUTE FUNCTION record_operation_change();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON aigc_drafts FOR EACH ROW EXECUTE FUNCTION record_operation_change();
