ALTER TABLE "media" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "process_progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "rendition_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "process_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "process_claim_token" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "process_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("created_at") WHERE "media"."status" = 0 and "media"."kind" = 'video';