ALTER TABLE "roles" ADD COLUMN "apps" jsonb DEFAULT '["training","assistant","questionbank"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "audit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "notify" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apps" text DEFAULT 'training,assistant,questionbank' NOT NULL;