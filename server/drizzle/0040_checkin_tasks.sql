CREATE TABLE "checkin_days" (
	"org_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkin_days_org_id_task_id_user_id_day_pk" PRIMARY KEY("org_id","task_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "checkin_ranges" (
	"task_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "checkin_ranges_org_id_task_id_kind_target_id_pk" PRIMARY KEY("org_id","task_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "checkin_tasks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"kind" smallint NOT NULL,
	"scenario_id" uuid,
	"catalogue_id" uuid,
	"min_score" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_tasks_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "faq_drills" ADD COLUMN "checkin_task_id" uuid;--> statement-breakpoint
ALTER TABLE "checkin_days" ADD CONSTRAINT "checkin_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_days" ADD CONSTRAINT "checkin_days_task_id_fkey" FOREIGN KEY ("org_id","task_id") REFERENCES "public"."checkin_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_days" ADD CONSTRAINT "checkin_days_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_ranges" ADD CONSTRAINT "checkin_ranges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_ranges" ADD CONSTRAINT "checkin_ranges_task_id_fkey" FOREIGN KEY ("org_id","task_id") REFERENCES "public"."checkin_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_scenario_id_fkey" FOREIGN KEY ("org_id","scenario_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_catalogue_id_fkey" FOREIGN KEY ("org_id","catalogue_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_days_org_user_idx" ON "checkin_days" USING btree ("org_id","user_id","day");--> statement-breakpoint
CREATE INDEX "checkin_ranges_target_idx" ON "checkin_ranges" USING btree ("org_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "checkin_tasks_org_days_idx" ON "checkin_tasks" USING btree ("org_id","start_day","end_day");--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_checkin_task_id_fkey" FOREIGN KEY ("org_id","checkin_task_id") REFERENCES "public"."checkin_tasks"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Check-in tasks (docs/checkin.md). A reference within an organisation goes through (org_id, column):
-- `ON DELETE SET NULL (column)` clears the column alone, which drizzle cannot say, so the generated
-- set-null references are made again here.
ALTER TABLE "checkin_tasks" DROP CONSTRAINT "checkin_tasks_scenario_id_fkey";--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_scenario_id_fkey" FOREIGN KEY ("org_id","scenario_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE SET NULL ("scenario_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" DROP CONSTRAINT "checkin_tasks_catalogue_id_fkey";--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_catalogue_id_fkey" FOREIGN KEY ("org_id","catalogue_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE SET NULL ("catalogue_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_tasks" DROP CONSTRAINT "checkin_tasks_creator_id_fkey";--> statement-breakpoint
ALTER TABLE "checkin_tasks" ADD CONSTRAINT "checkin_tasks_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" DROP CONSTRAINT "faq_drills_checkin_task_id_fkey";--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_checkin_task_id_fkey" FOREIGN KEY ("org_id","checkin_task_id") REFERENCES "public"."checkin_tasks"("org_id","id") ON DELETE SET NULL ("checkin_task_id") ON UPDATE no action;--> statement-breakpoint
-- A deleted check-in task goes to the recycle bin with its range and its learners' days (0025, 0027);
-- a deleted user, scenario or catalogue takes what they reach here with them. The task and its range
-- are the admin's writes (0024); the checked-in days are the learners' own activity, like practice turns.
CREATE TRIGGER recycle_guard BEFORE DELETE ON checkin_tasks FOR EACH ROW WHEN (coalesce(current_setting('peilian.recycle', true), '') = '' AND coalesce(current_setting('peilian.forgood', true), '') = '') EXECUTE FUNCTION refuse_unrecycled_deletion();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON checkin_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON checkin_tasks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON checkin_ranges FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON checkin_ranges FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON checkin_days FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON checkin_days FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON checkin_tasks FOR EACH ROW EXECUTE FUNCTION record_operation_change();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON checkin_ranges FOR EACH ROW EXECUTE FUNCTION record_operation_change();
