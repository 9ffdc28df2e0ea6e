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
ALTER TABLE "record_access" ADD CONSTRAINT "record_access_created_by_fkey" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;