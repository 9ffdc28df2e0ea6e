CREATE TABLE "billing_meters" (
	"org_id" uuid NOT NULL,
	"service" text NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_meters_org_id_service_pk" PRIMARY KEY("org_id","service")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"org_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"gift" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"cash_after" bigint NOT NULL,
	"gift_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"expiry_settled" boolean DEFAULT false NOT NULL,
	"grant_id" bigint,
	CONSTRAINT "ledger_entries_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "charged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "ledger_id" bigint;--> statement-breakpoint
ALTER TABLE "billing_meters" ADD CONSTRAINT "billing_meters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_org_id_at_idx" ON "ledger_entries" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "ledger_entries_live_gifts_idx" ON "ledger_entries" USING btree ("org_id","expires_at") WHERE "ledger_entries"."kind" = 'gift' and not "ledger_entries"."expiry_settled";--> statement-breakpoint
CREATE INDEX "usage_records_uncharged_idx" ON "usage_records" USING btree ("org_id","id") WHERE "usage_records"."charged_at" is null;--> statement-breakpoint
-- hand-written below
-- Billing begins now: usage recorded before it is not charged.
UPDATE "usage_records" SET "charged_at" = "created_at" WHERE "charged_at" IS NULL;
