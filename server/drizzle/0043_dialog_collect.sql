CREATE TABLE "dialog_collects" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"channels" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"provider_task_id" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"sentences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_speaker" smallint DEFAULT 1 NOT NULL,
	"scene_id" uuid,
	"generated" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"next_poll_at" timestamp with time zone,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialog_collects_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "dialog_collects" ADD CONSTRAINT "dialog_collects_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_collects" ADD CONSTRAINT "dialog_collects_scene_id_fkey" FOREIGN KEY ("org_id","scene_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_collects" ADD CONSTRAINT "dialog_collects_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialog_collects_org_idx" ON "dialog_collects" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "dialog_collects_unfinished_idx" ON "dialog_collects" USING btree ("created_at") WHERE "dialog_collects"."status" in ('waiting', 'recognising');--> statement-breakpoint
-- hand-written below
-- Recorded calls of dialogue collection (docs/assistant.md "Dialogue collection"). A reference within
-- an organisation goes through (org_id, column): `ON DELETE SET NULL (column)` clears the column
-- alone, which drizzle cannot say, so the generated set-null references are made again here.
ALTER TABLE "dialog_collects" DROP CONSTRAINT "dialog_collects_scene_id_fkey";--> statement-breakpoint
ALTER TABLE "dialog_collects" ADD CONSTRAINT "dialog_collects_scene_id_fkey" FOREIGN KEY ("org_id","scene_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE SET NULL ("scene_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialog_collects" DROP CONSTRAINT "dialog_collects_creator_id_fkey";--> statement-breakpoint
ALTER TABLE "dialog_collects" ADD CONSTRAINT "dialog_collects_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
-- A deleted recording goes to the recycle bin with its file (0025, 0027); it is the admin's write (0024).
CREATE TRIGGER recycle_guard BEFORE DELETE ON dialog_collects FOR EACH ROW WHEN (coalesce(current_setting('peilian.recycle', true), '') = '' AND coalesce(current_setting('peilian.forgood', true), '') = '') EXECUTE FUNCTION refuse_unrecycled_deletion();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON dialog_collects FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON dialog_collects FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON dialog_collects FOR EACH ROW EXECUTE FUNCTION record_operation_change();
