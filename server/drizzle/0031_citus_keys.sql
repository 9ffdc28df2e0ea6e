-- Every organisation-owned table is keyed by its organisation (docs/deploy.md "Scaling out with Citus"):
-- the primary key and every unique index begin with org_id, and a reference from one such row to another
-- goes through both keys, (org_id, column) -> (org_id, id), so both rows are of one organisation and,
-- once the tables are distributed by org_id, on one shard. `ON DELETE SET NULL (column)` clears the
-- reference alone, never org_id. A sign-in attempt of an account that matches nobody belongs to no
-- organisation: it is told to the server's log from now on, and the rows kept so far go.

ALTER TABLE "operation_log_changes" DROP CONSTRAINT "operation_log_changes_operation_id_fk";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_parent_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_roles_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_manager_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "password_serials" DROP CONSTRAINT "password_serials_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "wechat_links" DROP CONSTRAINT "wechat_links_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "wechat_tickets" DROP CONSTRAINT "wechat_tickets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "catalogues" DROP CONSTRAINT "catalogues_parent_id_catalogues_id_fk";--> statement-breakpoint
ALTER TABLE "catalogues" DROP CONSTRAINT "catalogues_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "child_tasks" DROP CONSTRAINT "child_tasks_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "child_tasks" DROP CONSTRAINT "child_tasks_front_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "invite_codes" DROP CONSTRAINT "invite_codes_department_id_departments_id_fk";--> statement-breakpoint
ALTER TABLE "invite_codes" DROP CONSTRAINT "invite_codes_position_id_positions_id_fk";--> statement-breakpoint
ALTER TABLE "invite_codes" DROP CONSTRAINT "invite_codes_role_id_roles_id_fk";--> statement-breakpoint
ALTER TABLE "invite_codes" DROP CONSTRAINT "invite_codes_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "learner_stats" DROP CONSTRAINT "learner_stats_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_catalog_id_catalogues_id_fk";--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "package_ranges" DROP CONSTRAINT "package_ranges_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_parent_id_positions_id_fk";--> statement-breakpoint
ALTER TABLE "student_packages" DROP CONSTRAINT "student_packages_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "student_packages" DROP CONSTRAINT "student_packages_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "student_task_days" DROP CONSTRAINT "student_task_days_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "student_task_days" DROP CONSTRAINT "student_task_days_child_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "student_tasks" DROP CONSTRAINT "student_tasks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "student_tasks" DROP CONSTRAINT "student_tasks_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "student_tasks" DROP CONSTRAINT "student_tasks_child_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "task_packages" DROP CONSTRAINT "task_packages_front_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "task_packages" DROP CONSTRAINT "task_packages_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "task_packages" DROP CONSTRAINT "task_packages_deleted_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_positions" DROP CONSTRAINT "user_positions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_positions" DROP CONSTRAINT "user_positions_position_id_positions_id_fk";--> statement-breakpoint
ALTER TABLE "exam_answers" DROP CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk";--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP CONSTRAINT "exam_attempts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP CONSTRAINT "exam_attempts_child_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "exam_attempts" DROP CONSTRAINT "exam_attempts_paper_id_papers_id_fk";--> statement-breakpoint
ALTER TABLE "exam_logs" DROP CONSTRAINT "exam_logs_attempt_id_exam_attempts_id_fk";--> statement-breakpoint
ALTER TABLE "paper_questions" DROP CONSTRAINT "paper_questions_paper_id_papers_id_fk";--> statement-breakpoint
ALTER TABLE "paper_questions" DROP CONSTRAINT "paper_questions_question_id_questions_id_fk";--> statement-breakpoint
ALTER TABLE "papers" DROP CONSTRAINT "papers_catalog_id_catalogues_id_fk";--> statement-breakpoint
ALTER TABLE "papers" DROP CONSTRAINT "papers_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_catalog_id_catalogues_id_fk";--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_digital_human_id_voice_templates_id_fk";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "practice_audio" DROP CONSTRAINT "practice_audio_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_scoring_rule_id_scoring_rules_id_fk";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_background_audio_id_practice_audio_id_fk";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_ringtone_id_practice_audio_id_fk";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "scoring_rules" DROP CONSTRAINT "scoring_rules_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "speeches" DROP CONSTRAINT "speeches_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "voice_clips" DROP CONSTRAINT "voice_clips_template_id_voice_templates_id_fk";--> statement-breakpoint
ALTER TABLE "voice_templates" DROP CONSTRAINT "voice_templates_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "practice_sessions" DROP CONSTRAINT "practice_sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "practice_sessions" DROP CONSTRAINT "practice_sessions_scenario_id_scenarios_id_fk";--> statement-breakpoint
ALTER TABLE "practice_turns" DROP CONSTRAINT "practice_turns_session_id_practice_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "faq_answers" DROP CONSTRAINT "faq_answers_drill_id_faq_drills_id_fk";--> statement-breakpoint
ALTER TABLE "faq_drills" DROP CONSTRAINT "faq_drills_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "faq_drills" DROP CONSTRAINT "faq_drills_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "faq_drills" DROP CONSTRAINT "faq_drills_child_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "faqs" DROP CONSTRAINT "faqs_catalog_id_catalogues_id_fk";--> statement-breakpoint
ALTER TABLE "faqs" DROP CONSTRAINT "faqs_creator_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "report_org_packages" DROP CONSTRAINT "report_org_packages_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "report_skill_days" DROP CONSTRAINT "report_skill_days_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "report_task_learners" DROP CONSTRAINT "report_task_learners_package_id_task_packages_id_fk";--> statement-breakpoint
ALTER TABLE "report_task_learners" DROP CONSTRAINT "report_task_learners_child_task_id_child_tasks_id_fk";--> statement-breakpoint
ALTER TABLE "report_task_learners" DROP CONSTRAINT "report_task_learners_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "report_user_days" DROP CONSTRAINT "report_user_days_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_badge_id_badges_id_fk";--> statement-breakpoint
ALTER TABLE "login_logs" DROP CONSTRAINT "login_logs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "operation_logs" DROP CONSTRAINT "operation_logs_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "recycle_bin" DROP CONSTRAINT "recycle_bin_deleted_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" DROP CONSTRAINT "recycle_bin_rows_bin_id_recycle_bin_id_fk";--> statement-breakpoint
ALTER TABLE "package_ranges" DROP CONSTRAINT "package_ranges_package_id_kind_target_id_pk";--> statement-breakpoint
ALTER TABLE "student_packages" DROP CONSTRAINT "student_packages_user_id_package_id_pk";--> statement-breakpoint
ALTER TABLE "student_task_days" DROP CONSTRAINT "student_task_days_user_id_child_task_id_day_pk";--> statement-breakpoint
ALTER TABLE "exam_answers" DROP CONSTRAINT "exam_answers_attempt_id_save_id_pk";--> statement-breakpoint
ALTER TABLE "paper_questions" DROP CONSTRAINT "paper_questions_paper_id_position_pk";--> statement-breakpoint
ALTER TABLE "report_task_learners" DROP CONSTRAINT "report_task_learners_child_task_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" DROP CONSTRAINT "recycle_bin_rows_bin_id_seq_pk";--> statement-breakpoint
DO $$
DECLARE
  keyed text;
  old_key text;
BEGIN
  FOREACH keyed IN ARRAY ARRAY['departments', 'import_runs', 'roles', 'sessions', 'users', 'auth_codes', 'password_serials', 'wechat_links', 'banners', 'catalogues', 'child_tasks', 'invite_codes', 'learner_stats', 'media', 'package_ranges', 'positions', 'student_packages', 'student_task_days', 'student_tasks', 'task_packages', 'uploads', 'user_positions', 'exam_answers', 'exam_attempts', 'exam_logs', 'paper_questions', 'papers', 'questions', 'customers', 'hot_words', 'practice_audio', 'practice_words', 'scenarios', 'scoring_rules', 'speeches', 'synonyms', 'voice_clips', 'voice_templates', 'practice_sessions', 'practice_turns', 'faq_answers', 'faq_drills', 'faqs', 'report_task_learners', 'badges', 'levels', 'user_badges', 'login_logs', 'operation_log_changes', 'operation_logs', 'recycle_bin', 'recycle_bin_rows']
  LOOP
    SELECT conname INTO old_key FROM pg_constraint WHERE conrelid = keyed::regclass AND contype = 'p';
    IF old_key IS NOT NULL THEN EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', keyed, old_key); END IF;
  END LOOP;
END
$$;--> statement-breakpoint
DROP INDEX "sessions_token_hash_key";--> statement-breakpoint
DROP INDEX "auth_codes_code_hash_key";--> statement-breakpoint
DROP INDEX "password_serials_serial_hash_key";--> statement-breakpoint
DROP INDEX "wechat_links_user_id_key";--> statement-breakpoint
DROP INDEX "student_tasks_user_child_key";--> statement-breakpoint
DROP INDEX "exam_attempts_user_child_no_key";--> statement-breakpoint
DROP INDEX "voice_clips_template_text_key";--> statement-breakpoint
DROP INDEX "practice_turns_session_seq_idx";--> statement-breakpoint
DROP INDEX "faq_answers_drill_seq_idx";--> statement-breakpoint
DROP INDEX "faq_drills_running_idx";--> statement-breakpoint
DROP INDEX "user_badges_user_badge_key";--> statement-breakpoint
DELETE FROM "login_logs" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "login_logs" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_log_changes" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "operation_log_changes" AS c SET "org_id" = l."org_id" FROM "operation_logs" AS l WHERE l."id" = c."operation_id";--> statement-breakpoint
DELETE FROM "operation_log_changes" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "operation_log_changes" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "recycle_bin_rows" AS r SET "org_id" = b."org_id" FROM "recycle_bin" AS b WHERE b."id" = r."bin_id";--> statement-breakpoint
DELETE FROM "recycle_bin_rows" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "password_serials" ADD CONSTRAINT "password_serials_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "wechat_links" ADD CONSTRAINT "wechat_links_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_org_id_user_id_pk" PRIMARY KEY("org_id","user_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "package_ranges" ADD CONSTRAINT "package_ranges_org_id_package_id_kind_target_id_pk" PRIMARY KEY("org_id","package_id","kind","target_id");--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_org_id_user_id_package_id_pk" PRIMARY KEY("org_id","user_id","package_id");--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_org_id_user_id_child_task_id_day_pk" PRIMARY KEY("org_id","user_id","child_task_id","day");--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_org_id_user_id_pk" PRIMARY KEY("org_id","user_id");--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_org_id_attempt_id_save_id_pk" PRIMARY KEY("org_id","attempt_id","save_id");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "exam_logs" ADD CONSTRAINT "exam_logs_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_org_id_paper_id_position_pk" PRIMARY KEY("org_id","paper_id","position");--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "hot_words" ADD CONSTRAINT "hot_words_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "practice_audio" ADD CONSTRAINT "practice_audio_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "practice_words" ADD CONSTRAINT "practice_words_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "scoring_rules" ADD CONSTRAINT "scoring_rules_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "synonyms" ADD CONSTRAINT "synonyms_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "voice_templates" ADD CONSTRAINT "voice_templates_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "practice_turns" ADD CONSTRAINT "practice_turns_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "faq_answers" ADD CONSTRAINT "faq_answers_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_org_id_child_task_id_user_id_pk" PRIMARY KEY("org_id","child_task_id","user_id");--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "operation_log_changes" ADD CONSTRAINT "operation_log_changes_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "recycle_bin" ADD CONSTRAINT "recycle_bin_org_id_id_pk" PRIMARY KEY("org_id","id");--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" ADD CONSTRAINT "recycle_bin_rows_org_id_bin_id_seq_pk" PRIMARY KEY("org_id","bin_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("org_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_codes_code_hash_key" ON "auth_codes" USING btree ("org_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "password_serials_serial_hash_key" ON "password_serials" USING btree ("org_id","serial_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_links_user_id_key" ON "wechat_links" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_tasks_user_child_key" ON "student_tasks" USING btree ("org_id","user_id","child_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_user_child_no_key" ON "exam_attempts" USING btree ("org_id","user_id","child_task_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_clips_template_text_key" ON "voice_clips" USING btree ("org_id","template_id","text_hash","emotion");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_turns_session_seq_idx" ON "practice_turns" USING btree ("org_id","session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_answers_drill_seq_idx" ON "faq_answers" USING btree ("org_id","drill_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_drills_running_idx" ON "faq_drills" USING btree ("org_id","user_id","child_task_id") WHERE "faq_drills"."status" = 0 and "faq_drills"."child_task_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_user_badge_key" ON "user_badges" USING btree ("org_id","user_id","badge_id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_fkey" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."departments"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."departments"("org_id","id") ON DELETE SET NULL ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("org_id","role_id") REFERENCES "public"."roles"("org_id","id") ON DELETE SET NULL ("role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_fkey" FOREIGN KEY ("org_id","manager_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("manager_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_serials" ADD CONSTRAINT "password_serials_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_links" ADD CONSTRAINT "wechat_links_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_parent_id_fkey" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_tasks" ADD CONSTRAINT "child_tasks_front_task_id_fkey" FOREIGN KEY ("org_id","front_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE SET NULL ("front_task_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_department_id_fkey" FOREIGN KEY ("org_id","department_id") REFERENCES "public"."departments"("org_id","id") ON DELETE SET NULL ("department_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_position_id_fkey" FOREIGN KEY ("org_id","position_id") REFERENCES "public"."positions"("org_id","id") ON DELETE SET NULL ("position_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_role_id_fkey" FOREIGN KEY ("org_id","role_id") REFERENCES "public"."roles"("org_id","id") ON DELETE SET NULL ("role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_fkey" FOREIGN KEY ("org_id","created_by") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_catalog_id_fkey" FOREIGN KEY ("org_id","catalog_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE SET NULL ("catalog_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_ranges" ADD CONSTRAINT "package_ranges_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_parent_id_fkey" FOREIGN KEY ("org_id","parent_id") REFERENCES "public"."positions"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_days" ADD CONSTRAINT "student_task_days_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tasks" ADD CONSTRAINT "student_tasks_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_front_package_id_fkey" FOREIGN KEY ("org_id","front_package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE SET NULL ("front_package_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_packages" ADD CONSTRAINT "task_packages_deleted_by_fkey" FOREIGN KEY ("org_id","deleted_by") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("deleted_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_positions" ADD CONSTRAINT "user_positions_position_id_fkey" FOREIGN KEY ("org_id","position_id") REFERENCES "public"."positions"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_fkey" FOREIGN KEY ("org_id","attempt_id") REFERENCES "public"."exam_attempts"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_fkey" FOREIGN KEY ("org_id","paper_id") REFERENCES "public"."papers"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_logs" ADD CONSTRAINT "exam_logs_attempt_id_fkey" FOREIGN KEY ("org_id","attempt_id") REFERENCES "public"."exam_attempts"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_fkey" FOREIGN KEY ("org_id","paper_id") REFERENCES "public"."papers"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_fkey" FOREIGN KEY ("org_id","question_id") REFERENCES "public"."questions"("org_id","id") ON DELETE SET NULL ("question_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_catalog_id_fkey" FOREIGN KEY ("org_id","catalog_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE SET NULL ("catalog_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_catalog_id_fkey" FOREIGN KEY ("org_id","catalog_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE SET NULL ("catalog_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_digital_human_id_fkey" FOREIGN KEY ("org_id","digital_human_id") REFERENCES "public"."voice_templates"("org_id","id") ON DELETE SET NULL ("digital_human_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD CONSTRAINT "practice_audio_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_customer_id_fkey" FOREIGN KEY ("org_id","customer_id") REFERENCES "public"."customers"("org_id","id") ON DELETE SET NULL ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_scoring_rule_id_fkey" FOREIGN KEY ("org_id","scoring_rule_id") REFERENCES "public"."scoring_rules"("org_id","id") ON DELETE SET NULL ("scoring_rule_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_background_audio_id_fkey" FOREIGN KEY ("org_id","background_audio_id") REFERENCES "public"."practice_audio"("org_id","id") ON DELETE SET NULL ("background_audio_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_ringtone_id_fkey" FOREIGN KEY ("org_id","ringtone_id") REFERENCES "public"."practice_audio"("org_id","id") ON DELETE SET NULL ("ringtone_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_rules" ADD CONSTRAINT "scoring_rules_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_template_id_fkey" FOREIGN KEY ("org_id","template_id") REFERENCES "public"."voice_templates"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_templates" ADD CONSTRAINT "voice_templates_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_scenario_id_fkey" FOREIGN KEY ("org_id","scenario_id") REFERENCES "public"."scenarios"("org_id","id") ON DELETE SET NULL ("scenario_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_turns" ADD CONSTRAINT "practice_turns_session_id_fkey" FOREIGN KEY ("org_id","session_id") REFERENCES "public"."practice_sessions"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_answers" ADD CONSTRAINT "faq_answers_drill_id_fkey" FOREIGN KEY ("org_id","drill_id") REFERENCES "public"."faq_drills"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE SET NULL ("package_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_drills" ADD CONSTRAINT "faq_drills_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE SET NULL ("child_task_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_catalog_id_fkey" FOREIGN KEY ("org_id","catalog_id") REFERENCES "public"."catalogues"("org_id","id") ON DELETE SET NULL ("catalog_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_org_packages" ADD CONSTRAINT "report_org_packages_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_skill_days" ADD CONSTRAINT "report_skill_days_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_package_id_fkey" FOREIGN KEY ("org_id","package_id") REFERENCES "public"."task_packages"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_child_task_id_fkey" FOREIGN KEY ("org_id","child_task_id") REFERENCES "public"."child_tasks"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_learners" ADD CONSTRAINT "report_task_learners_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_user_days" ADD CONSTRAINT "report_user_days_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_fkey" FOREIGN KEY ("org_id","badge_id") REFERENCES "public"."badges"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_log_changes" ADD CONSTRAINT "operation_log_changes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_user_id_fkey" FOREIGN KEY ("org_id","user_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_bin" ADD CONSTRAINT "recycle_bin_deleted_by_fkey" FOREIGN KEY ("org_id","deleted_by") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("deleted_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" ADD CONSTRAINT "recycle_bin_rows_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_bin_rows" ADD CONSTRAINT "recycle_bin_rows_bin_id_fkey" FOREIGN KEY ("org_id","bin_id") REFERENCES "public"."recycle_bin"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_log_changes" ADD CONSTRAINT "operation_log_changes_operation_id_fkey" FOREIGN KEY ("org_id","operation_id") REFERENCES "public"."operation_logs"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_operation_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  operation text := current_setting('peilian.operation', true);
  organisation text := current_setting('peilian.operation_org', true);
  row_org text;
  old_row jsonb;
  new_row jsonb;
  before jsonb;
  after jsonb;
BEGIN
  IF operation IS NULL OR operation = '' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  row_org := CASE WHEN TG_TABLE_NAME = 'organisations' THEN coalesce(new_row ->> 'id', old_row ->> 'id') ELSE coalesce(new_row ->> 'org_id', old_row ->> 'org_id') END;
  IF row_org IS NOT NULL AND row_org IS DISTINCT FROM organisation THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, CASE WHEN jsonb_typeof(o.value) = 'object' AND jsonb_typeof(n.value) = 'object'
             THEN (SELECT coalesce(jsonb_object_agg(k, o.value -> k), '{}'::jsonb) FROM (SELECT jsonb_object_keys(o.value) UNION SELECT jsonb_object_keys(n.value)) AS keys(k) WHERE (o.value -> k) IS DISTINCT FROM (n.value -> k))
             ELSE o.value END),
           jsonb_object_agg(n.key, CASE WHEN jsonb_typeof(o.value) = 'object' AND jsonb_typeof(n.value) = 'object'
             THEN (SELECT coalesce(jsonb_object_agg(k, n.value -> k), '{}'::jsonb) FROM (SELECT jsonb_object_keys(o.value) UNION SELECT jsonb_object_keys(n.value)) AS keys(k) WHERE (o.value -> k) IS DISTINCT FROM (n.value -> k))
             ELSE n.value END)
      INTO before, after
      FROM jsonb_each(old_row) AS o JOIN jsonb_each(new_row) AS n ON n.key = o.key
      WHERE o.value IS DISTINCT FROM n.value AND o.key NOT IN ('updated_at');
    IF before IS NULL THEN RETURN NULL; END IF;
    before := operation_fields(before);
    after := operation_fields(after);
  ELSIF TG_OP = 'INSERT' THEN
    after := operation_fields(jsonb_strip_nulls(new_row));
  ELSE
    before := operation_fields(jsonb_strip_nulls(old_row));
  END IF;
  INSERT INTO operation_log_changes (org_id, operation_id, table_name, action, row_id, before, after)
    VALUES (organisation::uuid, operation::uuid, TG_TABLE_NAME, lower(TG_OP), coalesce(new_row ->> 'id', old_row ->> 'id', ''), before, after);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_recycled_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bin uuid := current_setting('peilian.recycle')::uuid;
  -- The entry's organisation: the row's own (an organisation's row is its own organisation).
  bin_org uuid := coalesce(to_jsonb(OLD) ->> 'org_id', to_jsonb(OLD) ->> 'id')::uuid;
  before jsonb;
  after jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO recycle_bin_rows (org_id, bin_id, table_name, action, row) VALUES (bin_org, bin, TG_TABLE_NAME, 'deleted', to_jsonb(OLD));
    RETURN OLD;
  END IF;
  SELECT jsonb_object_agg(n.key, n.value) INTO after
    FROM jsonb_each(to_jsonb(OLD)) AS o JOIN jsonb_each(to_jsonb(NEW)) AS n ON n.key = o.key
    WHERE o.value IS DISTINCT FROM n.value AND o.key <> 'updated_at';
  IF after IS NOT NULL THEN
    -- The row as it was, but for a secret it did not change (a soft-deleted user's password hash stays out of the bin).
    SELECT jsonb_object_agg(o.key, o.value) INTO before FROM jsonb_each(to_jsonb(OLD)) AS o
      WHERE o.key !~* '(password|secret|token|hash|salt|private|cipher|api_?key)' OR after ? o.key;
    INSERT INTO recycle_bin_rows (org_id, bin_id, table_name, action, row, after) VALUES (bin_org, bin, TG_TABLE_NAME, 'updated', before, after);
  END IF;
  RETURN NULL;
END
$$;
