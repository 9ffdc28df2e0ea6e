ALTER TABLE "uploads" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage_upload_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;