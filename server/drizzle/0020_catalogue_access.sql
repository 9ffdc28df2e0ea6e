ALTER TABLE "catalogues" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "access" jsonb;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;