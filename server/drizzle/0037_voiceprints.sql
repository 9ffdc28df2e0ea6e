-- Voiceprints, their re-registration audits and the checks of who practised (docs/voiceprint.md). References within an
-- organisation go through (org_id, column); `ON DELETE SET NULL (column)` clears the column alone.
CREATE TABLE "voiceprint_audits" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"original_key" text DEFAULT '' NOT NULL,
	"sample_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"embedding" real[],
	"score" integer DEFAULT 0 NOT NULL,
	"handler_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voiceprint_audits_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "voiceprint_checks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"score" integer NOT NULL,
	"result" smallint NOT NULL,
	"other_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voiceprint_checks_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "voiceprints" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"embedding" real[],
	"sample_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voiceprints_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "voiceprint_audits" ADD CONSTRAINT "voiceprint_audits_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_audits" ADD CONSTRAINT "voiceprint_audits_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_audits" ADD CONSTRAINT "voiceprint_audits_handler_id_fkey" FOREIGN KEY ("org_id","handler_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("handler_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_checks" ADD CONSTRAINT "voiceprint_checks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_checks" ADD CONSTRAINT "voiceprint_checks_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_checks" ADD CONSTRAINT "voiceprint_checks_session_id_fkey" FOREIGN KEY ("org_id","session_id") REFERENCES "public"."practice_sessions"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprint_checks" ADD CONSTRAINT "voiceprint_checks_other_user_id_fkey" FOREIGN KEY ("org_id","other_user_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("other_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprints" ADD CONSTRAINT "voiceprints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voiceprints" ADD CONSTRAINT "voiceprints_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voiceprint_audits_org_status_idx" ON "voiceprint_audits" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voiceprint_audits_pending_idx" ON "voiceprint_audits" USING btree ("org_id","user_id") WHERE "voiceprint_audits"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "voiceprint_checks_session_seq_idx" ON "voiceprint_checks" USING btree ("org_id","session_id","seq");--> statement-breakpoint
CREATE INDEX "voiceprint_checks_org_result_idx" ON "voiceprint_checks" USING btree ("org_id","result","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voiceprints_org_user_idx" ON "voiceprints" USING btree ("org_id","user_id");--> statement-breakpoint
-- A deleted user takes their voiceprint, its audit records and the checks of their sessions to the
-- recycle bin with them (0025); the voiceprint and its audits are the admin's writes (0024), the
-- checks the system's record of a session, like its turns.
CREATE TRIGGER recycle_deleted BEFORE DELETE ON voiceprints FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON voiceprints FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON voiceprint_audits FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON voiceprint_audits FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON voiceprint_checks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON voiceprint_checks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON voiceprints FOR EACH ROW EXECUTE FUNCTION record_operation_change();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON voiceprint_audits FOR EACH ROW EXECUTE FUNCTION record_operation_change();
