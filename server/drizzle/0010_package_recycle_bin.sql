ALTER TABLE "task_packages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_packages" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "task_packages" ADD COLUMN "recycled_state" integer;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;