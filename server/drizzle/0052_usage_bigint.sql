CREATE TABLE "org_limits" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"seats" integer,
	"storage_bytes" bigint,
	"ai_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_records" ALTER COLUMN "quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "org_limits" ADD CONSTRAINT "org_limits_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;