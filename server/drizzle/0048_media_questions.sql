CREATE TABLE "media_questions" (
	"org_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"n" smallint NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at_seconds" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_questions_org_id_media_id_n_pk" PRIMARY KEY("org_id","media_id","n")
);
--> statement-breakpoint
ALTER TABLE "media_questions" ADD CONSTRAINT "media_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_questions" ADD CONSTRAINT "media_questions_media_id_fkey" FOREIGN KEY ("org_id","media_id") REFERENCES "public"."media"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Questions inside a video or file (docs/training.md "Questions inside a video or file"): the admin's writes,
-- audited (0024), and kept by the recycle bin when they go with a deleted media (0025, 0027).
CREATE TRIGGER recycle_deleted BEFORE DELETE ON media_questions FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON media_questions FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON media_questions FOR EACH ROW EXECUTE FUNCTION record_operation_change();
