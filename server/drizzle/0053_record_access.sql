CREATE TABLE "record_access" (
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"opentype" smallint NOT NULL,
	"users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_access_org_id_kind_record_id_pk" PRIMARY KEY("org_id","kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "record_access" ADD CONSTRAINT "record_access_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_access" ADD CONSTRAINT "record_access_created_by_fkey" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- A record's own access list (docs/training.md "Record access lists"): the admin's writes, audited
-- (0024), and kept by the recycle bin when a recycled operation removes one (0025, 0027).
CREATE TRIGGER recycle_deleted BEFORE DELETE ON record_access FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON record_access FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON record_access FOR EACH ROW EXECUTE FUNCTION record_operation_change();
