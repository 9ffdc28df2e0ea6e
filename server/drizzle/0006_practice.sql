CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"trade_time" text DEFAULT '' NOT NULL,
	"digital_human_id" uuid,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"word" text NOT NULL,
	"replace" text DEFAULT '' NOT NULL,
	"homophone" integer DEFAULT 0 NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_audio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document" jsonb NOT NULL,
	"customer_id" uuid,
	"scoring_rule_id" uuid,
	"background_audio_id" uuid,
	"ringtone_id" uuid,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excellent_recording" text DEFAULT '' NOT NULL,
	"excellent_description" text DEFAULT '' NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass_score" real DEFAULT 60 NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speeches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"emotion" integer DEFAULT 0 NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"voice_no" text DEFAULT '' NOT NULL,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"base" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"text_hash" text NOT NULL,
	"text" text NOT NULL,
	"emotion" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'mandarin' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"timbre" text DEFAULT '' NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"speech_voice" text DEFAULT '' NOT NULL,
	"question_voice" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'espeak' NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"isfree" integer DEFAULT 1 NOT NULL,
	"voiced" integer DEFAULT 0 NOT NULL,
	"synth_status" text DEFAULT 'idle' NOT NULL,
	"synth_done" integer DEFAULT 0 NOT NULL,
	"synth_total" integer DEFAULT 0 NOT NULL,
	"synth_error" text DEFAULT '' NOT NULL,
	"synth_started_at" timestamp with time zone,
	"synth_finished_at" timestamp with time zone,
	"disabled" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_digital_human_id_voice_templates_id_fk" FOREIGN KEY ("digital_human_id") REFERENCES "public"."voice_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_words" ADD CONSTRAINT "hot_words_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD CONSTRAINT "practice_audio_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD CONSTRAINT "practice_audio_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_words" ADD CONSTRAINT "practice_words_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_scoring_rule_id_scoring_rules_id_fk" FOREIGN KEY ("scoring_rule_id") REFERENCES "public"."scoring_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_background_audio_id_practice_audio_id_fk" FOREIGN KEY ("background_audio_id") REFERENCES "public"."practice_audio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_ringtone_id_practice_audio_id_fk" FOREIGN KEY ("ringtone_id") REFERENCES "public"."practice_audio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_rules" ADD CONSTRAINT "scoring_rules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_rules" ADD CONSTRAINT "scoring_rules_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonyms" ADD CONSTRAINT "synonyms_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_template_id_voice_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voice_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_templates" ADD CONSTRAINT "voice_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_templates" ADD CONSTRAINT "voice_templates_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_org_id_idx" ON "customers" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_words_org_word_key" ON "hot_words" USING btree ("org_id","word");--> statement-breakpoint
CREATE INDEX "practice_audio_org_id_idx" ON "practice_audio" USING btree ("org_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_words_org_kind_word_key" ON "practice_words" USING btree ("org_id","kind","word");--> statement-breakpoint
CREATE INDEX "scenarios_org_id_idx" ON "scenarios" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "scenarios_org_name_idx" ON "scenarios" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "scoring_rules_org_id_idx" ON "scoring_rules" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "speeches_org_id_idx" ON "speeches" USING btree ("org_id","category");--> statement-breakpoint
CREATE INDEX "speeches_org_text_idx" ON "speeches" USING btree ("org_id","text");--> statement-breakpoint
CREATE UNIQUE INDEX "synonyms_org_base_key" ON "synonyms" USING btree ("org_id","base");--> statement-breakpoint
CREATE INDEX "voice_clips_org_id_idx" ON "voice_clips" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_clips_template_text_key" ON "voice_clips" USING btree ("template_id","text_hash","emotion");--> statement-breakpoint
CREATE INDEX "voice_templates_org_id_idx" ON "voice_templates" USING btree ("org_id");