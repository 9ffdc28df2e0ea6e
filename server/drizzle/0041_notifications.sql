CREATE TABLE "notify_recipients" (
	"org_id" uuid NOT NULL,
	"address" text NOT NULL,
	"secret_id" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_recipients_org_id_address_pk" PRIMARY KEY("org_id","address")
);
--> statement-breakpoint
CREATE TABLE "notify_sends" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"test" smallint DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"error_kind" text DEFAULT '' NOT NULL,
	"error_detail" text DEFAULT '' NOT NULL,
	"tried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_sends_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "notify_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"subject" text NOT NULL,
	"method" text NOT NULL,
	"period" text NOT NULL,
	"send_time" text NOT NULL,
	"weekday" smallint DEFAULT 1 NOT NULL,
	"monthday" smallint DEFAULT 1 NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"next_due_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_templates_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "notify_recipients" ADD CONSTRAINT "notify_recipients_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_sends" ADD CONSTRAINT "notify_sends_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_sends" ADD CONSTRAINT "notify_sends_template_id_fkey" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."notify_templates"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_templates" ADD CONSTRAINT "notify_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_templates" ADD CONSTRAINT "notify_templates_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_recipients_secret_idx" ON "notify_recipients" USING btree ("org_id","secret_id");--> statement-breakpoint
CREATE INDEX "notify_recipients_secret_lookup_idx" ON "notify_recipients" USING btree ("secret_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_sends_occurrence_idx" ON "notify_sends" USING btree ("org_id","template_id","due_at","channel","recipient") WHERE "notify_sends"."test" = 0;--> statement-breakpoint
CREATE INDEX "notify_sends_due_idx" ON "notify_sends" USING btree ("next_attempt_at") WHERE "notify_sends"."result" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "notify_sends_org_idx" ON "notify_sends" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "notify_templates_due_idx" ON "notify_templates" USING btree ("next_due_at");--> statement-breakpoint
-- hand-written below
-- Notification templates and their send log (docs/notifications.md). A reference within an organisation
-- goes through (org_id, column): `ON DELETE SET NULL (column)` clears the column alone, which drizzle
-- cannot say, so the generated set-null references are made again here.
ALTER TABLE "notify_templates" DROP CONSTRAINT "notify_templates_creator_id_fkey";--> statement-breakpoint
ALTER TABLE "notify_templates" ADD CONSTRAINT "notify_templates_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_sends" DROP CONSTRAINT "notify_sends_template_id_fkey";--> statement-breakpoint
ALTER TABLE "notify_sends" ADD CONSTRAINT "notify_sends_template_id_fkey" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."notify_templates"("org_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;--> statement-breakpoint
-- A deleted template goes to the recycle bin (0025, 0027); its send log stays, no longer naming it. The
-- template is the admin's write (0024); the send log and the unsubscribed addresses are the job's and the
-- recipients' own.
CREATE TRIGGER recycle_guard BEFORE DELETE ON notify_templates FOR EACH ROW WHEN (coalesce(current_setting('peilian.recycle', true), '') = '' AND coalesce(current_setting('peilian.forgood', true), '') = '') EXECUTE FUNCTION refuse_unrecycled_deletion();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON notify_templates FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON notify_templates FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON notify_sends FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON notify_templates FOR EACH ROW EXECUTE FUNCTION record_operation_change();
