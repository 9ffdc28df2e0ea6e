CREATE TABLE "report_refreshes" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_skill_days" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"name" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"score_sum" real DEFAULT 0 NOT NULL,
	CONSTRAINT "report_skill_days_org_id_day_user_id_name_pk" PRIMARY KEY("org_id","day","user_id","name")
);
--> statement-breakpoint
CREATE TABLE "report_task_learners" (
	"org_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"child_task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"score" real,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_task_learners_child_task_id_user_id_pk" PRIMARY KEY("child_task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_user_days" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"learning_seconds" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"practice_sessions" integer DEFAULT 0 NOT NULL,
	"practice_score_sum" real DEFAULT 0 NOT NULL,
	"exams" integer DEFAULT 0 NOT NULL,
	"exams_passed" integer DEFAULT 0 NOT NULL,
	"exam_score_sum" real DEFAULT 0 NOT NULL,
	"tasks_completed" integer DEFAULT 0 NOT NULL,
	"faq_drills" integer DEFAULT 0 NOT NULL,
	"faq_score_sum" real DEFAULT 0 NOT NULL,
	CONSTRAINT "report_user_days_org_id_day_user_id_pk" PRIMARY KEY("org_id","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_refreshes" ADD CONSTRAINT "report_refreshes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_skill_days" ADD CONSTRAINT "report_skill_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_skill_days" ADD CONSTRAINT "report_skill_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_child_task_id_child_tasks_id_fk" FOREIGN KEY ("child_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_user_days" ADD CONSTRAINT "report_user_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_user_days" ADD CONSTRAINT "report_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_skill_days_org_user_idx" ON "report_skill_days" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "report_task_learners_org_package_idx" ON "report_task_learners" USING btree ("org_id","package_id");--> statement-breakpoint
CREATE INDEX "report_task_learners_org_user_idx" ON "report_task_learners" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "report_user_days_org_user_idx" ON "report_user_days" USING btree ("org_id","user_id","day");