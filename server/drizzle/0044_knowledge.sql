CREATE TABLE "knowledge_chunks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"page" integer,
	"text" text NOT NULL,
	"embedding" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_chunks_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"media_id" uuid,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"indexed_at" timestamp with time zone,
	CONSTRAINT "knowledge_documents_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_document_id_fkey" FOREIGN KEY ("org_id","document_id") REFERENCES "public"."knowledge_documents"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_media_id_fkey" FOREIGN KEY ("org_id","media_id") REFERENCES "public"."media"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_document_idx" ON "knowledge_chunks" USING btree ("org_id","document_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_documents_media_idx" ON "knowledge_documents" USING btree ("org_id","media_id");--> statement-breakpoint
CREATE INDEX "knowledge_documents_org_created_idx" ON "knowledge_documents" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_documents_due_idx" ON "knowledge_documents" USING btree ("created_at") WHERE "knowledge_documents"."status" in ('waiting', 'indexing');--> statement-breakpoint
-- hand-written below
-- The knowledge base (docs/assistant.md "Knowledge base"). A reference within an organisation goes
-- through (org_id, column): `ON DELETE SET NULL (column)` clears the column alone, which drizzle cannot
-- say, so the generated set-null references are made again here.
ALTER TABLE "knowledge_documents" DROP CONSTRAINT "knowledge_documents_media_id_fkey";--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_media_id_fkey" FOREIGN KEY ("org_id","media_id") REFERENCES "public"."media"("org_id","id") ON DELETE SET NULL ("media_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" DROP CONSTRAINT "knowledge_documents_creator_id_fkey";--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_creator_id_fkey" FOREIGN KEY ("org_id","creator_id") REFERENCES "public"."users"("org_id","id") ON DELETE SET NULL ("creator_id") ON UPDATE no action;--> statement-breakpoint
-- Keyword search beside the vectors: pg_trgm where the engine has it (PostgreSQL's contrib, PGlite's
-- `pg_trgm` extension loaded by db/client.ts). An engine without it keeps a plain substring match
-- (data/knowledge.ts asks `pg_extension`), so the migration never fails for want of it.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: keyword search falls back to substring matching';
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX knowledge_chunks_text_trgm_idx ON knowledge_chunks USING gin (text gin_trgm_ops)';
  END IF;
END $$;--> statement-breakpoint
-- A deleted document goes to the recycle bin with its passages (0025, 0027); a re-indexing replaces the
-- passages outside it (they are the document's derived text). The document is the admin's write (0024);
-- the passages are the indexing job's.
CREATE TRIGGER recycle_guard BEFORE DELETE ON knowledge_documents FOR EACH ROW WHEN (coalesce(current_setting('peilian.recycle', true), '') = '' AND coalesce(current_setting('peilian.forgood', true), '') = '') EXECUTE FUNCTION refuse_unrecycled_deletion();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON knowledge_documents FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON knowledge_documents FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_deleted BEFORE DELETE ON knowledge_chunks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER recycle_updated AFTER UPDATE ON knowledge_chunks FOR EACH ROW WHEN (current_setting('peilian.recycle', true) <> '') EXECUTE FUNCTION record_recycled_row();--> statement-breakpoint
CREATE TRIGGER operation_change AFTER INSERT OR UPDATE OR DELETE ON knowledge_documents FOR EACH ROW EXECUTE FUNCTION record_operation_change();
