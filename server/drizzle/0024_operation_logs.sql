CREATE TABLE "operation_log_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_log_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operation_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"row_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"account" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"function" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"record_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_changes_operation_id_idx" ON "operation_log_changes" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "operation_log_changes_row_id_idx" ON "operation_log_changes" USING btree ("row_id");--> statement-breakpoint
CREATE INDEX "operation_logs_org_id_at_idx" ON "operation_logs" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "operation_logs_org_id_record_id_idx" ON "operation_logs" USING btree ("org_id","record_id");--> statement-breakpoint
-- An operation's changes go with it when its row is purged.
ALTER TABLE "operation_log_changes" ADD CONSTRAINT "operation_log_changes_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operation_logs"("id") ON DELETE cascade;--> statement-breakpoint
-- The fields a change shows: none whose name says it holds a secret, a long value shortened.
CREATE FUNCTION operation_fields(fields jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN length(value::text) > 500 THEN to_jsonb(left(value::text, 200) || '…') ELSE value END), '{}'::jsonb)
  FROM jsonb_each(fields)
  WHERE key !~* '(password|secret|token|hash|salt|private|cipher|api_?key)'
$$;--> statement-breakpoint
-- Records a row's change into the running operation (docs/security.md "Operation log"): nothing when no operation runs,
-- nothing of another organisation (housekeeping an operation happens to run).
CREATE FUNCTION record_operation_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO operation_log_changes (operation_id, table_name, action, row_id, before, after)
    VALUES (operation::uuid, TG_TABLE_NAME, lower(TG_OP), coalesce(new_row ->> 'id', old_row ->> 'id', ''), before, after);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  audited text;
BEGIN
  FOR audited IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN (
    'operation_logs', 'operation_log_changes', 'login_logs', 'login_log_purges', 'sessions', 'signing_keys', 'login_keys', 'rate_events',
    'login_devices', 'account_locks', 'password_serials', 'sms_codes', 'wechat_tickets', 'wechat_codes', 'auth_codes', 'practice_turns',
    'exam_answers', 'exam_logs', 'faq_answers', 'student_task_days', 'learner_stats', 'report_refreshes', 'report_task_learners',
    'report_user_days', 'report_skill_days', 'report_org_days', 'report_org_periods', 'report_org_skill_days', 'report_org_packages')
  LOOP
    EXECUTE format('CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION record_operation_change()', audited);
  END LOOP;
END
$$;
