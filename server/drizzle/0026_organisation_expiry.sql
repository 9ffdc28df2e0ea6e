CREATE TABLE "organisation_clearances" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "organisations_expires_at_idx" ON "organisations" USING btree ("expires_at");