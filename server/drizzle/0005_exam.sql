CREATE TABLE "exam_answers" (
	"attempt_id" uuid NOT NULL,
	"save_id" text NOT NULL,
	"org_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"client_at" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_save_id_pk" PRIMARY KEY("attempt_id","save_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"child_task_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"min_submit_at" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"submit_id" text,
	"score" real,
	"passed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"paper_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"org_id" uuid NOT NULL,
	"question_id" uuid,
	"score" real NOT NULL,
	"question" jsonb NOT NULL,
	CONSTRAINT "paper_questions_paper_id_position_pk" PRIMARY KEY("paper_id","position")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"catalog_id" uuid,
	"title" text NOT NULL,
	"minute" integer NOT NULL,
	"limit_minute" integer DEFAULT 0 NOT NULL,
	"pass_score" real NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"catalog_id" uuid,
	"type" integer NOT NULL,
	"text" text NOT NULL,
	"level" integer DEFAULT 3 NOT NULL,
	"score" real DEFAULT 10 NOT NULL,
	"promotion" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_child_task_id_child_tasks_id_fk" FOREIGN KEY ("child_task_id") REFERENCES "public"."child_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_logs" ADD CONSTRAINT "exam_logs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_logs" ADD CONSTRAINT "exam_logs_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_catalog_id_catalogues_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_catalog_id_catalogues_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_answers_org_id_idx" ON "exam_answers" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_user_child_no_key" ON "exam_attempts" USING btree ("user_id","child_task_id","attempt_no");--> statement-breakpoint
CREATE INDEX "exam_attempts_org_id_idx" ON "exam_attempts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "exam_logs_attempt_idx" ON "exam_logs" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exam_logs_org_id_idx" ON "exam_logs" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "paper_questions_org_id_idx" ON "paper_questions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "papers_org_id_idx" ON "papers" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "papers_org_title_idx" ON "papers" USING btree ("org_id","title");--> statement-breakpoint
CREATE INDEX "questions_org_id_idx" ON "questions" USING btree ("org_id","type");--> statement-breakpoint
CREATE INDEX "questions_catalog_text_idx" ON "questions" USING btree ("org_id","catalog_id","text");