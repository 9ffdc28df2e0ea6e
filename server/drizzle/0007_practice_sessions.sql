CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scenario_id" uuid,
	"scenario_name" text NOT NULL,
	"document" jsonb NOT NULL,
	"mode" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"seed" integer NOT NULL,
	"engine_state" jsonb NOT NULL,
	"opening_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused_ms" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"end_reason" text,
	"score" real,
	"passed" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"learner_text" text NOT NULL,
	"outcome" text NOT NULL,
	"node_id" text NOT NULL,
	"intent_id" text,
	"intent_label" text,
	"match" text,
	"customer_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score_inputs" jsonb NOT NULL,
	"score" real NOT NULL,
	"timings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_turns" ADD CONSTRAINT "practice_turns_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_turns" ADD CONSTRAINT "practice_turns_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_org_user_idx" ON "practice_sessions" USING btree ("org_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_org_scenario_idx" ON "practice_sessions" USING btree ("org_id","scenario_id");--> statement-breakpoint
CREATE INDEX "practice_turns_org_session_idx" ON "practice_turns" USING btree ("org_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_turns_session_seq_idx" ON "practice_turns" USING btree ("session_id","seq");