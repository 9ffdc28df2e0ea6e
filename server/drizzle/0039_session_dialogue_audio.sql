ALTER TABLE "practice_sessions" ADD COLUMN "dialogue_status" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "dialogue_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "dialogue_token" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "dialogue_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "dialogue_audio" jsonb;--> statement-breakpoint
CREATE INDEX "practice_sessions_dialogue_idx" ON "practice_sessions" USING btree ("dialogue_due_at") WHERE "practice_sessions"."dialogue_status" = 'pending';