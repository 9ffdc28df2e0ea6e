CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"platform" integer NOT NULL,
	"click" integer DEFAULT 1 NOT NULL,
	"clicktype" integer DEFAULT 1 NOT NULL,
	"clickid" text DEFAULT '' NOT NULL,
	"clickurl" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"weight" real DEFAULT 0 NOT NULL,
	"required" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"front_task_id" uuid,
	"refs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"learning_seconds" bigint DEFAULT 0 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"completed_packages" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"catalog_id" uuid,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"preview_key" text DEFAULT '' NOT NULL,
	"preview_status" text DEFAULT 'native' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_ranges" (
	"package_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "package_ranges_package_id_kind_target_id_pk" PRIMARY KEY("package_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_packages" (
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"passed_children" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"score" real,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_packages_user_id_package_id_pk" PRIMARY KEY("user_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "student_task_days" (
	"user_id" uuid NOT NULL,
	"child_task_id" uuid NOT NULL,
	"day" text NOT NULL,
	"org_id" uuid NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"score" real,
	CONSTRAINT "student_task_days_user_id_child_task_id_day_pk" PRIMARY KEY("user_id","child_task_id","day")
);
--> statement-breakpoint
CREATE TABLE "student_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"child_task_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"score" real,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"tasktype" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pass_score" real NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"front_package_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"publish_state" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"position_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_parent_id_catalogues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_front_task_id_child_tasks_id_fk" FOREIGN KEY ("front_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_catalog_id_catalogues_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_ranges" ADD CONSTRAINT "package_ranges_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_ranges" ADD CONSTRAINT "package_ranges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_parent_id_positions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_child_task_id_child_tasks_id_fk" FOREIGN KEY ("child_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_package_id_task_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."task_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_child_task_id_child_tasks_id_fk" FOREIGN KEY ("child_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_front_package_id_task_packages_id_fk" FOREIGN KEY ("front_package_id") REFERENCES "public"."task_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_org_id_idx" ON "banners" USING btree ("org_id","platform");--> statement-breakpoint
CREATE INDEX "catalogues_org_id_type_idx" ON "catalogues" USING btree ("org_id","type");--> statement-breakpoint
CREATE INDEX "catalogues_parent_id_idx" ON "catalogues" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "child_tasks_package_id_idx" ON "child_tasks" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "child_tasks_org_id_idx" ON "child_tasks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "learner_stats_org_id_idx" ON "learner_stats" USING btree ("org_id","learning_seconds");--> statement-breakpoint
CREATE INDEX "media_org_id_kind_idx" ON "media" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "media_catalog_id_idx" ON "media" USING btree ("catalog_id");--> statement-breakpoint
CREATE INDEX "package_ranges_target_idx" ON "package_ranges" USING btree ("org_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "positions_org_id_idx" ON "positions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "student_packages_org_id_idx" ON "student_packages" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "student_task_days_org_id_idx" ON "student_task_days" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_tasks_user_child_key" ON "student_tasks" USING btree ("user_id","child_task_id");--> statement-breakpoint
CREATE INDEX "student_tasks_package_idx" ON "student_tasks" USING btree ("package_id","user_id");--> statement-breakpoint
CREATE INDEX "student_tasks_org_id_idx" ON "student_tasks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "task_packages_org_id_idx" ON "task_packages" USING btree ("org_id","tasktype");--> statement-breakpoint
CREATE INDEX "task_packages_due_idx" ON "task_packages" USING btree ("publish_state","publish_at");--> statement-breakpoint
CREATE INDEX "uploads_org_id_idx" ON "uploads" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "user_positions_org_id_idx" ON "user_positions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "user_positions_position_id_idx" ON "user_positions" USING btree ("position_id");