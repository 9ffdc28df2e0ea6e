CREATE TABLE "report_org_days" (
	"org_id" uuid NOT NULL,
	"day" text NOT NULL,
	"active_learners" integer DEFAULT 0 NOT NULL,
	"learning_seconds" double precision DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"practice_sessions" integer DEFAULT 0 NOT NULL,
	"practice_score_sum" double precision DEFAULT 0 NOT NULL,
	"exams" integer DEFAULT 0 NOT NULL,
	"exams_passed" integer DEFAULT 0 NOT NULL,
	"exam_score_sum" double precision DEFAULT 0 NOT NULL,
	"tasks_completed" integer DEFAULT 0 NOT NULL,
	"faq_drills" integer DEFAULT 0 NOT NULL,
	"faq_score_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "report_org_days_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_org_packages" (
	"org_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"range" integer DEFAULT 0 NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"avgscore" double precision,
	"avgseconds" double precision,
	CONSTRAINT "report_org_packages_org_id_package_id_pk" PRIMARY KEY("org_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "report_org_periods" (
	"org_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"active_learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_org_periods_org_id_days_pk" PRIMARY KEY("org_id","days")
);
--> statement-breakpoint
CREATE TABLE "report_org_skill_days" (
	"org_id" uuid NOT NULL,
	"day" text NOT NULL,
	"name" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "report_org_skill_days_org_id_day_name_pk" PRIMARY KEY("org_id","day","name")
);
--> statement-breakpoint
ALTER TABLE "report_org_days" ADD CONSTRAINT "report_org_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_org_packages" ADD CONSTRAINT "report_org_packages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_org_packages" ADD CONSTRAINT "report_org_packages_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_org_periods" ADD CONSTRAINT "report_org_periods_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_org_skill_days" ADD CONSTRAINT "report_org_skill_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;