CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"scanned_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"experience" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_stats" ADD COLUMN "passed_exams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD COLUMN "passed_practices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badges_org_id_idx" ON "badges" USING btree ("org_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_org_id_experience_key" ON "levels" USING btree ("org_id","experience");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_user_badge_key" ON "user_badges" USING btree ("user_id","badge_id");--> statement-breakpoint
CREATE INDEX "user_badges_org_id_idx" ON "user_badges" USING btree ("org_id","badge_id");--> statement-breakpoint
UPDATE "learner_stats" s SET "passed_exams" = p.exams, "passed_practices" = p.practices
FROM (
	SELECT st."user_id", count(*) FILTER (WHERE c."type" = 2)::int AS exams, count(*) FILTER (WHERE c."type" IN (1, 3))::int AS practices
	FROM "student_tasks" st JOIN "child_tasks" c ON c."id" = st."child_task_id"
	WHERE st."status" = 2
	GROUP BY st."user_id"
) p
WHERE p."user_id" = s."user_id";
