CREATE TABLE "usage_records" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "usage_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"department_id" uuid,
	"subject" text NOT NULL,
	"subject_id" text DEFAULT '' NOT NULL,
	"service" text NOT NULL,
	"provider" text NOT NULL,
	"quantity" integer NOT NULL,
	"output" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_records_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_records_org_id_created_at_idx" ON "usage_records" USING btree ("org_id","created_at");