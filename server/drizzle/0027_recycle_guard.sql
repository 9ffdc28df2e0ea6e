-- A record of a kind the recycle bin holds leaves its table only through the bin (docs/decisions.md "The
-- recycle bin"): deleting its row, or soft-deleting it (`deleted_at` set on users and task packages), is
-- refused unless the transaction names a bin entry (`peilian.recycle`) or says it deletes for good
-- (`peilian.forgood`: the bin's own permanent delete and purge, an organisation's clearing, the seed).
-- A path that would delete around the bin fails at once instead of losing the record.
CREATE FUNCTION refuse_unrecycled_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a row of % left its table outside the recycle bin', TG_TABLE_NAME USING ERRCODE = 'P0R01';
END
$$;--> statement-breakpoint
DO $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['users', 'departments', 'positions', 'roles', 'task_packages', 'child_tasks', 'papers', 'faqs',
    'speeches', 'customers', 'scoring_rules', 'voice_templates', 'practice_audio', 'hot_words', 'synonyms', 'levels', 'badges',
    'catalogues', 'banners']
  LOOP
    EXECUTE format('CREATE TRIGGER recycle_guard BEFORE DELETE ON %I FOR EACH ROW WHEN (coalesce(current_setting(''peilian.recycle'', true), '''') = '''' AND coalesce(current_setting(''peilian.forgood'', true), '''') = '''') EXECUTE FUNCTION refuse_unrecycled_deletion()', kind);
  END LOOP;
  FOREACH kind IN ARRAY ARRAY['users', 'task_packages']
  LOOP
    EXECUTE format('CREATE TRIGGER recycle_guard_soft BEFORE UPDATE OF deleted_at ON %I FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL AND coalesce(current_setting(''peilian.recycle'', true), '''') = '''' AND coalesce(current_setting(''peilian.forgood'', true), '''') = '''') EXECUTE FUNCTION refuse_unrecycled_deletion()', kind);
  END LOOP;
END
$$;
