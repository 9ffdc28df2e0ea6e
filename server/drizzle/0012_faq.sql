CREATE TABLE "faq_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"drill_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"mode" text NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"score" integer NOT NULL,
	"outcome" text NOT NULL,
	"similarity" real NOT NULL,
	"matched" jsonb NOT NULL,
	"missed" jsonb NOT NULL,
	"audio_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_drills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid,
	"child_task_id" uuid,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answer_seconds" integer NOT NULL,
	"thinking_seconds" integer NOT NULL,
	"pass_score" real NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"passed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"catalog_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"emotion" integer DEFAULT 0 NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"similar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extended" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thinking" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_answers" ADD CONSTRAINT "faq_answers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_answers" ADD CONSTRAINT "faq_answers_drill_id_faq_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."faq_drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_child_task_id_child_tasks_id_fk" FOREIGN KEY ("child_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_catalog_id_catalogues_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_answers_drill_seq_idx" ON "faq_answers" USING btree ("drill_id","seq");--> statement-breakpoint
CREATE INDEX "faq_answers_org_drill_idx" ON "faq_answers" USING btree ("org_id","drill_id");--> statement-breakpoint
CREATE INDEX "faq_drills_org_user_idx" ON "faq_drills" USING btree ("org_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "faq_drills_org_child_idx" ON "faq_drills" USING btree ("org_id","child_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_drills_running_idx" ON "faq_drills" USING btree ("user_id","child_task_id") WHERE "faq_drills"."status" = 0 and "faq_drills"."child_task_id" is not null;--> statement-breakpoint
CREATE INDEX "faqs_org_sort_idx" ON "faqs" USING btree ("org_id","sort");--> statement-breakpoint
CREATE INDEX "faqs_org_catalog_idx" ON "faqs" USING btree ("org_id","catalog_id");